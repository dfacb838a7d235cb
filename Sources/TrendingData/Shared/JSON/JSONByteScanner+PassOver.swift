#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Passing over the parts of this tool's own files that a read does not use, following only
/// their structure (quotes, brackets, separators) and judging nothing between: a list from the
/// cache passes over the seen times and bookmarks of the repos it does not show this way. What
/// it passes over is judged by the next whole read, which every change makes.
extension JSONByteScanner {
    /// Moves to the next `,` or `}` (not consumed), eight bytes at a time, looking at nothing
    /// else: for a number a read passes over unjudged (a seen time it does not want). False at
    /// the end of the bytes.
    mutating func passOverToSeparator() -> Bool {
        skipWords { Self.bytes(of: $0, equalTo: 0x2C) | Self.bytes(of: $0, equalTo: 0x7D) }
        while index < bytes.count {
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
            // Past anything that is not a quote or a bracket, eight bytes at a time.
            skipWords(Self.structureBytes)
            guard index < count else { return false }
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard passOverStringRest() else { return false }
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
    private mutating func passOverStringRest() -> Bool {
        let count = bytes.count
        while index < count {
            skipWords { Self.bytes(of: $0, equalTo: 0x22) | Self.bytes(of: $0, equalTo: 0x5C) }
            guard index < count else { return false }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return true
            case UInt8(ascii: "\\"): index += 2
            default: index += 1
            }
        }
        return false
    }

    /// The high bit of each of eight bytes (as loaded) that may be a quote or a bracket (`"`,
    /// `{`, `}`, `[`, `]`), zero when none is; the lowest bit set is always right.
    @inline(__always)
    static func structureBytes(_ word: UInt64) -> UInt64 {
        bytes(of: word, equalTo: 0x22) | bytes(of: word, equalTo: 0x7B) | bytes(of: word, equalTo: 0x7D)
            | bytes(of: word, equalTo: 0x5B) | bytes(of: word, equalTo: 0x5D)
    }
}
