/// A strict, allocation-free walk over JSON bytes, for readers that want a few fields of a big
/// document (`SearchPageReader`). It accepts a conservative subset of JSON and answers nil or
/// false for anything else, including valid JSON it doesn't handle (a BOM, deep nesting, a lone
/// surrogate), so its caller can fall back to `JSONDecoder` and get that decoder's own verdict.
struct JSONByteScanner {
    /// Where a string's bytes are, between its quotes, and whether they need unescaping.
    struct StringSpan {
        let start: Int
        let end: Int
        let escaped: Bool
    }

    static let maxDepth = 64

    let bytes: UnsafeRawBufferPointer
    var index = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    var atEnd: Bool { index >= bytes.count }

    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// Skips space, then `byte` if it comes next.
    @inline(__always)
    mutating func consume(_ byte: UInt8) -> Bool {
        // Our own files have no space between tokens: the byte itself, mostly, checked first.
        if index < bytes.count, bytes[index] == byte {
            index += 1
            return true
        }
        skipSpace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// The next byte after space, not consumed.
    mutating func peek() -> UInt8? {
        skipSpace()
        return index < bytes.count ? bytes[index] : nil
    }

    mutating func literal(_ word: StaticString) -> Bool {
        skipSpace()
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
        index += count
        return true
    }

    /// `null`, consumed, or false with nothing consumed.
    mutating func null() -> Bool {
        peek() == UInt8(ascii: "n") && literal("null")
    }

    /// A string's span: escapes checked, UTF-8 validated, no raw control characters.
    mutating func stringSpan() -> StringSpan? {
        guard consume(UInt8(ascii: "\"")) else { return nil }
        let start = index
        var escaped = false
        while index < bytes.count {
            // Past plain bytes (no quote, backslash, control or non-ASCII byte) eight at a time.
            skipWords(Self.specialBytes)
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return StringSpan(start: start, end: index - 1, escaped: escaped)
            }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                guard index + 1 < bytes.count else { return nil }
                switch bytes[index + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    index += 2
                case UInt8(ascii: "u"):
                    guard index + 6 <= bytes.count, (2..<6).allSatisfy({ Self.hexValue(bytes[index + $0]) != nil }) else { return nil }
                    index += 6
                default:
                    return nil
                }
            } else if byte < 0x20 {
                return nil
            } else if byte < 0x80 {
                index += 1
            } else {
                guard let length = UTF8Check.sequenceLength(bytes, at: index) else { return nil }
                index += length
            }
        }
        return nil
    }

    /// Whether eight bytes (in any order) are all printable ASCII other than `"` and `\`: the
    /// usual bit tricks for a byte below 0x20, a byte equal to one, or a high bit set.
    @inline(__always)
    static func plainASCII(_ word: UInt64) -> Bool {
        specialBytes(word) == 0
    }

    /// The high bit of each byte of `word` (as loaded) that may not be plain, zero when all are.
    /// Bits above the first special byte can be wrong (a borrow runs on), never the lowest one.
    @inline(__always)
    static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & highs
        return control | bytes(of: word, equalTo: 0x22) | bytes(of: word, equalTo: 0x5C) | (word & highs)
    }

    /// The high bit of each byte of `word` (as loaded) that may equal `byte`, zero when none
    /// does; the lowest bit set is always right (a borrow can only run on above it).
    @inline(__always)
    static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let value = word ^ (ones &* UInt64(byte))
        return (value &- ones) & ~value & 0x8080_8080_8080_8080
    }

    /// Moves eight bytes at a time past words in which `flagged` marks no byte, then straight to
    /// the first byte it marks; within eight bytes of the end it stops, for the caller's loop.
    @inline(__always)
    mutating func skipWords(_ flagged: (UInt64) -> UInt64) {
        while index + 8 <= bytes.count {
            let marks = flagged(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            if marks == 0 {
                index += 8
                continue
            }
            #if _endian(little)
            index += marks.trailingZeroBitCount / 8
            #endif
            return
        }
    }

    /// The bytes of a span as a `String`, escapes decoded; nil for a lone surrogate.
    func string(_ span: StringSpan) -> String? {
        let raw = UnsafeRawBufferPointer(rebasing: bytes[span.start..<span.end])
        guard span.escaped else { return String(decoding: raw, as: UTF8.self) }
        return JSONEscapes.unescape(raw)
    }

    /// Whether a span holds exactly `key` (keys we look for have no escapes).
    func spanEquals(_ span: StringSpan, _ key: StaticString) -> Bool {
        let count = key.utf8CodeUnitCount
        guard !span.escaped, span.end - span.start == count else { return false }
        for offset in 0..<count where bytes[span.start + offset] != key.utf8Start[offset] { return false }
        return true
    }

    /// Passes over one value of any kind, checking its grammar as strictly as a decoder would.
    mutating func skipValue(depth: Int = 0) -> Bool {
        guard depth < Self.maxDepth, let first = peek() else { return false }
        switch first {
        case UInt8(ascii: "\""):
            return stringSpan() != nil
        case UInt8(ascii: "{"):
            index += 1
            if consume(UInt8(ascii: "}")) { return true }
            repeat {
                guard stringSpan() != nil, consume(UInt8(ascii: ":")), skipValue(depth: depth + 1) else { return false }
            } while consume(UInt8(ascii: ","))
            return consume(UInt8(ascii: "}"))
        case UInt8(ascii: "["):
            index += 1
            if consume(UInt8(ascii: "]")) { return true }
            repeat {
                guard skipValue(depth: depth + 1) else { return false }
            } while consume(UInt8(ascii: ","))
            return consume(UInt8(ascii: "]"))
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default: return skipNumber()
        }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
    mutating func skipNumber() -> Bool {
        skipSpace()
        let count = bytes.count
        var position = index
        if position < count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        let leading = position
        // A time's first eight digits at once.
        if position + 8 <= count, Self.allDigits(bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self).littleEndian) {
            position += 8
        }
        while position < count, bytes[position] &- 0x30 < 10 { position += 1 }
        let whole = position - leading
        guard whole > 0, whole == 1 || bytes[leading] != 0x30 else { return false }
        if position < count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            let start = position
            while position < count, bytes[position] &- 0x30 < 10 { position += 1 }
            guard position > start else { return false }
        }
        if position < count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            let start = position
            while position < count, bytes[position] &- 0x30 < 10 { position += 1 }
            guard position > start else { return false }
        }
        index = position
        return true
    }

    /// Whether each of eight bytes is `0`…`9`: its high half 3, and still 3 with 6 added.
    @inline(__always)
    static func allDigits(_ word: UInt64) -> Bool {
        let highHalves: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
        let threes: UInt64 = 0x3030_3030_3030_3030
        return word & highHalves == threes && (word &+ 0x0606_0606_0606_0606) & highHalves == threes
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }
}
