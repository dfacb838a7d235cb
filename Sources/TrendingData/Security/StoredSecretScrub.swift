#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The token is never stored: a server that quotes it back (in a description, a name, a page)
/// would otherwise have it written into the cache and the state. Every file the tool writes is
/// passed through this first, and each copy of the token, in any case, inside a JSON string
/// becomes `********`. Numbers, the file's own keys and its syntax are never touched, so no
/// token, however it looks (all digits, a key's name), can break a file.
public enum StoredSecretScrub {
    /// `data` with every copy of `secret` in its strings masked, or `data` as it is when it
    /// holds none or `secret` is shorter than 8 characters (no GitHub token is).
    public static func scrubbed(_ data: Data, secret: String) -> Data {
        let needle = Array(secret.utf8).map(lower)
        guard needle.count >= 8, data.count >= needle.count else { return data }
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Data in
            // Most writes hold no copy: one pass over the bytes says so.
            guard firstMatch(raw, needle, in: 0..<raw.count) != nil else { return data }
            var masked: [UInt8] = []
            var copied = 0
            // A key may hold it too (a repo's name keys its snapshots), once no key of the file's
            // own could be the token: none is as long as a GitHub token (40 characters and more).
            for (range, isKey) in strings(raw) where !isKey || needle.count >= longestOwnKey {
                var from = range.lowerBound
                while let match = firstMatch(raw, needle, in: from..<range.upperBound) {
                    masked.append(contentsOf: raw[copied..<match])
                    masked.append(contentsOf: mask)
                    copied = match + needle.count
                    from = copied
                }
            }
            guard copied > 0 else { return data }
            masked.append(contentsOf: raw[copied...])
            return Data(masked)
        }
    }

    private static let mask = Array("********".utf8)
    /// Longer than any key the tool's own files use (`stargazers_count` and the like).
    static let longestOwnKey = 30

    /// The first place in `range` where `needle` (lower case) starts, in any case.
    private static func firstMatch(_ raw: UnsafeRawBufferPointer, _ needle: [UInt8], in range: Range<Int>) -> Int? {
        guard range.count >= needle.count else { return nil }
        var index = range.lowerBound
        let last = range.upperBound - needle.count
        while index <= last {
            if lower(raw[index]) == needle[0], (1..<needle.count).allSatisfy({ lower(raw[index + $0]) == needle[$0] }) { return index }
            index += 1
        }
        return nil
    }

    /// The contents of every JSON string, and whether it is a key (followed by `:`).
    static func strings(_ raw: UnsafeRawBufferPointer) -> [(Range<Int>, isKey: Bool)] {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), colon = UInt8(ascii: ":")
        var ranges: [(Range<Int>, isKey: Bool)] = []
        var index = 0
        while index < raw.count {
            guard raw[index] == quote else {
                index += 1
                continue
            }
            let start = index + 1
            var end = start
            while end < raw.count, raw[end] != quote { end += raw[end] == backslash ? 2 : 1 }
            end = min(end, raw.count)
            var next = end + 1
            while next < raw.count, [0x20, 0x09, 0x0A, 0x0D].contains(raw[next]) { next += 1 }
            ranges.append((start..<end, isKey: next < raw.count && raw[next] == colon))
            index = end + 1
        }
        return ranges
    }

    private static func lower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
}
