#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The token is never stored: a server that quotes it back (in a description, a name, a page)
/// would otherwise have it written into the cache and the state. Every file the tool writes is
/// passed through this first, and each copy of the token, in any case, becomes `********`.
public enum StoredSecretScrub {
    /// `data` with every copy of `secret` masked, or `data` as it is when it holds none or
    /// `secret` is no token to look for.
    public static func scrubbed(_ data: Data, secret: String) -> Data {
        guard let needle = needle(secret), data.count >= needle.count else { return data }
        var masked: [UInt8]?
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let length = needle.count
            var index = 0, copied = 0
            while index <= raw.count - length {
                guard lower(raw[index]) == needle[0], matches(raw, at: index, needle) else {
                    index += 1
                    continue
                }
                if masked == nil { masked = [] }
                masked?.append(contentsOf: raw[copied..<index])
                masked?.append(contentsOf: Self.mask)
                index += length
                copied = index
            }
            if masked != nil { masked?.append(contentsOf: raw[copied...]) }
        }
        return masked.map { Data($0) } ?? data
    }

    private static let mask = Array("********".utf8)

    /// The token's bytes in lower case; nil for a value that is not a token's shape (letters,
    /// digits, `_`, `-`, `.`, with a letter other than `e`), which could match a number or syntax.
    static func needle(_ secret: String) -> [UInt8]? {
        let bytes = Array(secret.utf8)
        guard bytes.count >= 8,
              bytes.allSatisfy({ isLetter($0) || (0x30...0x39).contains($0) || $0 == 0x5F || $0 == 0x2D || $0 == 0x2E }),
              bytes.contains(where: { isLetter($0) && lower($0) != 0x65 }) else { return nil }
        return bytes.map(lower)
    }

    private static func matches(_ raw: UnsafeRawBufferPointer, at index: Int, _ needle: [UInt8]) -> Bool {
        for offset in 1..<needle.count where lower(raw[index + offset]) != needle[offset] { return false }
        return true
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    private static func lower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
}
