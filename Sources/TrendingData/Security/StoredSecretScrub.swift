#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// The token is never stored: a server that quotes it back (in a description, a name, a page)
/// would otherwise have it written into the cache and the state. Every file the tool writes is
/// passed through this first, and each copy of the token, in any case, inside a JSON string
/// becomes `********`. Numbers, the file's own keys and its syntax are never touched, so no
/// token, however it looks (all digits, a key's name), can break a file.
public enum StoredSecretScrub {
    /// `data` with every copy of `secret` in its strings masked, or `data` as it is when it
    /// holds none or `secret` is shorter than 8 characters (no GitHub token is). A copy in
    /// disguise (percent-encoded, as HTML entities, in fullwidth letters, split by invisible
    /// characters or escape sequences: whatever `TokenMask` sees through on screen) is masked
    /// too, so the file never holds what the screen would have hidden.
    public static func scrubbed(_ data: Data, secret: String) -> Data {
        let needle = Array(secret.utf8).map(lower)
        guard needle.count >= 8, data.count >= TokenMask.fragmentLength else { return data }
        let parts = fragmentWindows(secret)
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Data in
            var masked: [UInt8] = []
            var copied = 0
            // A key may hold it too (a repo's name keys its snapshots), once no key of the file's
            // own could be the token: none is as long as a GitHub token (40 characters and more).
            for (range, isKey) in strings(raw) where !isKey || needle.count >= longestOwnKey {
                if mayDisguise(raw, range) || holdsFragment(raw, range, parts) {
                    // Read as the string it is, masked as the screen would, and written back.
                    guard let text = decoded(raw, range) else { continue }
                    let hidden = TokenMask.masked(text, token: secret, with: TokenMask.placeholder)
                    guard hidden != text else { continue }
                    masked.append(contentsOf: raw[copied..<range.lowerBound])
                    masked.append(contentsOf: encoded(hidden))
                    copied = range.upperBound
                    continue
                }
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

    /// Every run of `TokenMask.fragmentLength` letters of the token's secret, in lower case, as
    /// one number each: a string holding one holds a part of the token (`TokenMask.fragmentSecret`).
    private static func fragmentWindows(_ secret: String) -> Set<UInt64> {
        guard let part = TokenMask.fragmentSecret(secret), part.allSatisfy(\.isASCII) else { return [] }
        let bytes = part.map { lower(UInt8($0.value)) }
        var windows = Set<UInt64>()
        for start in 0...(bytes.count - TokenMask.fragmentLength) { windows.insert(window(bytes[start..<(start + TokenMask.fragmentLength)])) }
        return windows
    }

    private static func window(_ bytes: some Collection<UInt8>) -> UInt64 {
        bytes.reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// Whether the string holds a part of the token plainly (any case): then it is masked as
    /// the screen masks it, which masks the part.
    private static func holdsFragment(_ raw: UnsafeRawBufferPointer, _ range: Range<Int>, _ windows: Set<UInt64>) -> Bool {
        let length = TokenMask.fragmentLength
        guard !windows.isEmpty, range.count >= length else { return false }
        var value: UInt64 = 0
        for index in range {
            value = value << 8 | UInt64(lower(raw[index]))
            if index - range.lowerBound + 1 >= length, windows.contains(value) { return true }
        }
        return false
    }

    /// Whether the string's bytes could spell the token other than plainly: DEL or a byte past ASCII,
    /// `%` or `&` (an encoding), or an escape other than `\/` (a control character between letters).
    private static func mayDisguise(_ raw: UnsafeRawBufferPointer, _ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = raw[index]
            if byte >= 0x7F || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "&") { return true }
            if byte == UInt8(ascii: "\\") {
                if index + 1 < range.upperBound, raw[index + 1] != UInt8(ascii: "/") { return true }
                index += 2
                continue
            }
            index += 1
        }
        return false
    }

    /// A JSON string's contents as text, escapes read; nil when they are not valid JSON.
    static func decoded(_ raw: UnsafeRawBufferPointer, _ range: Range<Int>) -> String? {
        var scalars = String.UnicodeScalarView()
        var bytes: [UInt8] = []
        func flush() -> Bool {
            guard !bytes.isEmpty else { return true }
            guard let text = String(validating: bytes, as: UTF8.self) else { return false }
            scalars.append(contentsOf: text.unicodeScalars)
            bytes.removeAll(keepingCapacity: true)
            return true
        }
        func hex4(at index: Int) -> UInt32? {
            guard index + 4 <= range.upperBound else { return nil }
            var value: UInt32 = 0
            for offset in 0..<4 {
                guard let digit = hexValue(raw[index + offset]) else { return nil }
                value = value << 4 | digit
            }
            return value
        }
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\") else {
                bytes.append(byte)
                index += 1
                continue
            }
            guard flush(), index + 1 < range.upperBound else { return nil }
            let kind = raw[index + 1]
            index += 2
            switch kind {
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                guard var value = hex4(at: index) else { return nil }
                index += 4
                // A surrogate pair spells one scalar; a lone surrogate is no text (U+FFFD, as read).
                if (0xD800...0xDBFF).contains(value), index + 6 <= range.upperBound, raw[index] == UInt8(ascii: "\\"),
                   raw[index + 1] == UInt8(ascii: "u"), let low = hex4(at: index + 2), (0xDC00...0xDFFF).contains(low) {
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            default: scalars.append(Unicode.Scalar(kind))
            }
        }
        guard flush() else { return nil }
        return String(scalars)
    }

    /// `text` as a JSON string's contents: quotes, backslashes and control characters escaped.
    static func encoded(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += Array("\\\"".utf8)
            case "\\": out += Array("\\\\".utf8)
            case "\n": out += Array("\\n".utf8)
            case "\r": out += Array("\\r".utf8)
            case "\t": out += Array("\\t".utf8)
            default:
                if scalar.value < 0x20 {
                    let digits = String(scalar.value, radix: 16)
                    out += Array(("\\u" + String(repeating: "0", count: 4 - digits.count) + digits).utf8)
                } else {
                    out += Array(String(scalar).utf8)
                }
            }
        }
        return out
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }

    private static let mask = Array(TokenMask.placeholder.utf8)

    /// Whether a name read back from a file is one this scrub masked (a repo a server named with
    /// the token): no repo, so its row is left out, not taken for a corrupt file.
    static func isMasked(_ text: some StringProtocol) -> Bool {
        text.contains(TokenMask.placeholder)
    }
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
