/// The open elements of a page as a tolerant reader sees them: a closing tag closes the innermost
/// open element of its name (and everything opened inside it, as browsers close unclosed `<p>`s);
/// a closing tag with no open element of its name is ignored. Bounded: past `maximumDepth`
/// elements are not tracked, and a closing tag looks only so far down.
struct ElementStack {
    private(set) var names: [String] = []
    /// The indices of the open row containers (`rowContainers`), innermost last: kept as elements
    /// open and close, so finding a row's container never walks the whole stack.
    private var containers: [Int] = []

    static let maximumDepth = 512
    private static let lookDown = 64

    var count: Int { names.count }

    /// The index `name` is tracked at, nil when the stack is full.
    mutating func push(_ name: String) -> Int? {
        guard names.count < Self.maximumDepth else { return nil }
        names.append(name)
        if Self.rowContainers.contains(name) { containers.append(names.count - 1) }
        return names.count - 1
    }

    /// Closes the innermost open `name`; the new count (every index at or above it is closed),
    /// nil when no open element of that name is near enough.
    mutating func close(_ name: String) -> Int? {
        let floor = max(0, names.count - Self.lookDown)
        guard let index = names[floor...].lastIndex(of: name) else { return nil }
        names.removeSubrange(index...)
        while let last = containers.last, last >= index { containers.removeLast() }
        return index
    }

    /// The innermost open row container (`article`, `li`) below `index`.
    func innermostContainer(below index: Int) -> Int? {
        containers.last { $0 < index }
    }

    static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]
    static let rowContainers: Set<String> = ["article", "li"]
}
