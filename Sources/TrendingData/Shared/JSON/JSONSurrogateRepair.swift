#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Rewrites every unpaired surrogate escape inside a JSON string (`\ud800` with no low half
/// after it, a lone `\udc00`) to `\ufffd` in place, six bytes for six, so one bad description
/// does not fail a whole page (Architecture.md, Decisions: "A lone surrogate costs one character").
enum JSONSurrogateRepair {
    /// The text repaired, or nil when it holds no unpaired surrogate escape.
    static func repaired(_ data: Data) -> Data? {
        var bytes = [UInt8](data)
        var changed = false
        var inString = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if !inString {
                if byte == UInt8(ascii: "\"") { inString = true }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = false
                index += 1
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.count else { return changed ? Data(bytes) : nil }
                guard bytes[index + 1] == UInt8(ascii: "u"), let unit = unit(bytes, at: index) else {
                    index += 2
                    continue
                }
                if (0xD800...0xDBFF).contains(unit), let low = self.unit(bytes, at: index + 6), (0xDC00...0xDFFF).contains(low) {
                    index += 12
                } else if (0xD800...0xDFFF).contains(unit) {
                    bytes.replaceSubrange(index..<index + 6, with: Array(#"\ufffd"#.utf8))
                    changed = true
                    index += 6
                } else {
                    index += 6
                }
            default:
                index += 1
            }
        }
        return changed ? Data(bytes) : nil
    }

    /// The code unit of the `\uXXXX` escape at `index`, or nil when none is there.
    private static func unit(_ bytes: [UInt8], at index: Int) -> UInt32? {
        guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { return nil }
        var value: UInt32 = 0
        for offset in 2..<6 {
            guard let digit = JSONByteScanner.hexValue(bytes[index + offset]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }
}
