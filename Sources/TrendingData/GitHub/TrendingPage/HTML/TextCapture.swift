/// The text of one element as a reader gathers it: raw bytes of the text inside it, bounded,
/// until the element closes.
struct TextCapture<Field: Equatable> {
    let field: Field
    /// The element's index on the `ElementStack`: the capture ends when it closes.
    let depth: Int
    private(set) var bytes: [UInt8] = []

    static var maximumBytes: Int { 8192 }

    init(field: Field, depth: Int) {
        self.field = field
        self.depth = depth
    }

    mutating func append(_ text: ArraySlice<UInt8>) {
        guard bytes.count < Self.maximumBytes else { return }
        if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
        bytes.append(contentsOf: text.prefix(Self.maximumBytes - bytes.count))
    }
}
