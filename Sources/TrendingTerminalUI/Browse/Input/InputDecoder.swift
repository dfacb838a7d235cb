/// Turns the bytes a terminal sends into keys. Pure: fed bytes, it returns every key they
/// complete and keeps the rest. A lone Esc and the start of an escape sequence look alike until
/// more bytes come, so a pending Esc becomes `.escape` only when the caller says time ran out.
public struct InputDecoder {
    /// How long to wait after an Esc before taking it as the Esc key (seconds).
    public static let escapeTimeout = 0.025

    private var buffer: [UInt8] = []

    public init() {}

    /// Whether bytes are waiting for more; the caller should call `timeout()` if none come soon.
    public var isPending: Bool { !buffer.isEmpty }

    /// Decodes as many keys as `bytes` (after anything pending) complete.
    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [Key] where Bytes.Element == UInt8 {
        buffer.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < buffer.count {
            guard let (key, length) = Self.decode(buffer[index...]) else { break }
            if let key { keys.append(key) }
            index += length
        }
        buffer.removeFirst(index)
        return keys
    }

    /// No more bytes came: a pending Esc is the Esc key (what follows it is decoded on its own);
    /// an incomplete character is dropped.
    public mutating func timeout() -> [Key] {
        guard let first = buffer.first else { return [] }
        buffer.removeFirst()
        guard first == 0x1B else { return timeout() }
        return [.escape] + feed([])
    }

    /// The key at the start of `bytes` and how many bytes it took (nil key: ignored bytes), or
    /// nil when more bytes are needed.
    private static func decode(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let first = bytes[bytes.startIndex]
        switch first {
        case 0x1B: return escape(bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x00...0x1F: return (nil, 1)
        case 0x20...0x7E: return (.character(Character(Unicode.Scalar(first))), 1)
        default: return utf8(bytes)
        }
    }

    private static func escape(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "["): return csi(bytes)
        case UInt8(ascii: "O"):
            guard bytes.count >= 3 else { return nil }
            return (ss3(bytes[start + 2]), 3)
        case 0x1B: return (.escape, 1)
        default:
            // Alt and a key, or Esc typed just before a key: Esc, then the key on its own.
            return (.escape, 1)
        }
    }

    /// `ESC O x`, the application-mode cursor keys.
    private static func ss3(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "M"): .enter
        default: nil
        }
    }

    /// `ESC [ params final`: cursor keys, `n~` keys, Shift-Tab and SGR mouse reports.
    private static func csi(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let start = bytes.startIndex
        var index = start + 2
        while index < bytes.endIndex, !(0x40...0x7E).contains(bytes[index]) {
            // A sequence this long is garbage; drop it rather than wait forever.
            if index - start > 32 { return (nil, index - start) }
            index += 1
        }
        guard index < bytes.endIndex else { return nil }
        let final = bytes[index]
        let params = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
        let length = index - start + 1
        if params.hasPrefix("<") { return (mouse(params.dropFirst(), pressed: final == UInt8(ascii: "M")), length) }
        if final == UInt8(ascii: "M"), params.isEmpty {
            // X10 mouse, from a terminal without SGR reports: three raw bytes follow, which must
            // never be read as keys (a click at column 81 is a "q").
            guard bytes.count >= length + 3 else { return nil }
            let raw = bytes[(start + length)..<(start + length + 3)].map { Int($0) - 32 }
            return (mouse("\(raw[0]);\(raw[1]);\(raw[2])"[...], pressed: raw[0] & 0b11 != 3), length + 3)
        }
        let numbers = params.split(separator: ";").map { Int($0) }
        switch final {
        case UInt8(ascii: "A"): return (.up, length)
        case UInt8(ascii: "B"): return (.down, length)
        case UInt8(ascii: "C"): return (.right, length)
        case UInt8(ascii: "D"): return (.left, length)
        case UInt8(ascii: "H"): return (.home, length)
        case UInt8(ascii: "F"): return (.end, length)
        case UInt8(ascii: "Z"): return (.backTab, length)
        case UInt8(ascii: "~"):
            switch numbers.first ?? nil {
            case 1, 7: return (.home, length)
            case 4, 8: return (.end, length)
            case 5: return (.pageUp, length)
            case 6: return (.pageDown, length)
            case 3: return (.delete, length)
            default: return (nil, length)
            }
        default: return (nil, length)
        }
    }

    /// `ESC [ < button ; column ; row M|m`: wheel (64, 65) and the left button's press (0).
    private static func mouse(_ params: Substring, pressed: Bool) -> Key? {
        let fields = params.split(separator: ";").compactMap { Int($0) }
        guard fields.count == 3, pressed else { return nil }
        let (button, column, row) = (fields[0], fields[1], fields[2])
        // Modifier bits (4 shift, 8 alt, 16 ctrl) don't change what the action is.
        switch button & ~0b11100 {
        case 64: return .mouse(.wheelUp(row: row, column: column))
        case 65: return .mouse(.wheelDown(row: row, column: column))
        case 0: return .mouse(.click(row: row, column: column))
        default: return nil
        }
    }

    /// A multi-byte UTF-8 character; a bad byte is skipped.
    private static func utf8(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let first = bytes[bytes.startIndex]
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 0
        guard length > 0, first < 0xF8 else { return (nil, 1) }
        guard bytes.count >= length else { return nil }
        let slice = bytes[bytes.startIndex..<(bytes.startIndex + length)]
        guard slice.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
              let scalar = String(validating: slice, as: UTF8.self)?.unicodeScalars.first
        else { return (nil, 1) }
        // Typed text reaches the screen (the filter): no C1 control or bidi override gets there.
        let category = scalar.properties.generalCategory
        guard category != .control, category != .format else { return (nil, length) }
        return (.character(Character(scalar)), length)
    }
}
