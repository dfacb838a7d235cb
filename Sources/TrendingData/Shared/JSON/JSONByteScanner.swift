#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
            // Eight plain bytes at a time (no quote, backslash, control or non-ASCII byte), then
            // straight to the first byte that isn't.
            while index + 8 <= bytes.count {
                let special = Self.specialBytes(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                if special == 0 {
                    index += 8
                    continue
                }
                #if _endian(little)
                index += special.trailingZeroBitCount / 8
                #endif
                break
            }
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
        func hasZero(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let control = (word &- ones &* 0x20) & ~word & highs
        let quote = hasZero(word ^ (ones &* 0x22))
        let backslash = hasZero(word ^ (ones &* 0x5C))
        return control | quote | backslash | (word & highs)
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

    /// Moves to the next `,` or `}` (not consumed), eight bytes at a time, looking at nothing
    /// else: for a number a read passes over unjudged (a seen time it does not want). False at
    /// the end of the bytes.
    mutating func passOverToSeparator() -> Bool {
        let count = bytes.count
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while index + 8 <= count {
            let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let comma = word ^ (ones &* 0x2C)
            let brace = word ^ (ones &* 0x7D)
            let found = ((comma &- ones) & ~comma | (brace &- ones) & ~brace) & highs
            if found != 0 {
                #if _endian(little)
                index += found.trailingZeroBitCount / 8
                return true
                #else
                break
                #endif
            }
            index += 8
        }
        while index < count {
            if bytes[index] == UInt8(ascii: ",") || bytes[index] == UInt8(ascii: "}") { return true }
            index += 1
        }
        return false
    }

    /// Just past the closing brace of the bookmark the scanner is in, found by what follows it
    /// as `orderedJSON()` writes the state: the next bookmark, or the end of the array and `seen`.
    /// Looks at most 64 KiB ahead; nil when neither is there.
    func bookmarkEnd() -> Int? {
        guard let base = bytes.baseAddress, index <= bytes.count else { return nil }
        let limit = min(bytes.count, index + 64 * 1024)
        func follows(_ needle: StaticString, at position: Int) -> Bool {
            let count = needle.utf8CodeUnitCount
            return position + count <= bytes.count && memcmp(base + position, needle.utf8Start, count) == 0
        }
        var position = index
        while position < limit, let brace = memchr(base + position, Int32(UInt8(ascii: "}")), limit - position) {
            let at = base.distance(to: UnsafeRawPointer(brace))
            if follows(#"},{"full_name":""#, at: at) || follows(#"}],"seen":"#, at: at) { return at + 1 }
            position = at + 1
        }
        return nil
    }

    /// From just inside an object or array, passes to just past its closing bracket, following
    /// strings (and their escapes) and nesting, but not checking the grammar between: for the
    /// parts of this tool's own files that a read passes over unused. False when the bytes end
    /// first or the brackets don't match.
    mutating func passOverRest(of opening: UInt8) -> Bool {
        // One bit a level, set for a brace, so `}` and `]` are matched without an array.
        var braces: UInt64 = opening == UInt8(ascii: "{") ? 1 : 0
        var depth = 1
        let count = bytes.count
        while index < count {
            // Eight bytes at a time past anything that is not a quote or a bracket, then
            // straight to the first that is.
            while index + 8 <= count {
                let structure = Self.structureBytes(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                if structure == 0 {
                    index += 8
                    continue
                }
                #if _endian(little)
                index += structure.trailingZeroBitCount / 8
                #endif
                break
            }
            guard index < count else { return false }
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                var escaped = false
                guard passOverStringRest(escaped: &escaped) else { return false }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard depth < Self.maxDepth else { return false }
                braces = braces << 1 | (byte == UInt8(ascii: "{") ? 1 : 0)
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard (braces & 1 == 1) == (byte == UInt8(ascii: "}")) else { return false }
                braces >>= 1
                depth -= 1
                if depth == 0 { return true }
            default: break
            }
        }
        return false
    }

    /// From just inside a string, passes to just past its closing quote, escapes and all,
    /// without checking them: the lax half of `passOverRest`.
    private mutating func passOverStringRest(escaped: inout Bool) -> Bool {
        let count = bytes.count
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while index < count {
            while index + 8 <= count {
                let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let quote = word ^ (ones &* 0x22)
                let backslash = word ^ (ones &* 0x5C)
                let special = ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash) & highs
                if special == 0 {
                    index += 8
                    continue
                }
                #if _endian(little)
                index += special.trailingZeroBitCount / 8
                #endif
                break
            }
            guard index < count else { return false }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return true
            case UInt8(ascii: "\\"):
                escaped = true
                index += 2
            default: index += 1
            }
        }
        return false
    }

    /// A string's span found as `passOverRest` finds it, its escapes and bytes not checked:
    /// for keys a read hashes and passes over. One it keeps must be read again with `stringSpan()`.
    mutating func laxStringSpan() -> StringSpan? {
        guard consume(UInt8(ascii: "\"")) else { return nil }
        let start = index
        var escaped = false
        guard passOverStringRest(escaped: &escaped) else { return nil }
        return StringSpan(start: start, end: index - 1, escaped: escaped)
    }

    /// The high bit of each of eight bytes (as loaded) that may be a quote or a bracket (`"`,
    /// `{`, `}`, `[`, `]`), zero when none is; the lowest bit set is always right.
    @inline(__always)
    static func structureBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func equal(_ byte: UInt64) -> UInt64 {
            let value = word ^ (ones &* byte)
            return (value &- ones) & ~value & highs
        }
        return equal(0x22) | equal(0x7B) | equal(0x7D) | equal(0x5B) | equal(0x5D)
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
