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
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func equal(_ byte: UInt64) -> UInt64 {
            let value = word ^ (ones &* byte)
            return (value &- ones) & ~value & highs
        }
        return equal(0x22) | equal(0x7B) | equal(0x7D) | equal(0x5B) | equal(0x5D)
    }
}
