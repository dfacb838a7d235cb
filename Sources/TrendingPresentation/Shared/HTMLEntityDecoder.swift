#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decodes the HTML entities GitHub descriptions carry (`&amp;`, `&lt;`, `&#39;`, `&#x1F680;`).
///
/// Decode before sanitizing: `&#27;` decodes to ESC, which the sanitizer then removes.
public enum HTMLEntityDecoder {
    private static let named: [Substring: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}",
    ]

    public static func decode(_ text: String) -> String {
        guard mayHoldEntity(text) else { return text }
        var output = ""
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            output += rest[..<ampersand]
            let candidate = rest[rest.index(after: ampersand)...]
            // Entities are short; a ';' further away means this '&' is plain text.
            if let semicolon = candidate.prefix(12).firstIndex(of: ";"),
               let decoded = entity(candidate[..<semicolon]) {
                output += decoded
                rest = candidate[candidate.index(after: semicolon)...]
            } else {
                output += "&"
                rest = candidate
            }
        }
        return output + rest
    }

    /// Whether `text` holds an `&`: one pass over its bytes, where `utf8.contains` walked the
    /// view's iterator byte by byte; this runs for every description of every row.
    private static func mayHoldEntity(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where byte == UInt8(ascii: "&") { return true }
            return false
        }
    }

    private static func entity(_ name: Substring) -> String? {
        if let value = named[name] { return value }
        guard name.first == "#" else { return nil }
        let digits = name.dropFirst()
        let number: UInt32?
        if digits.first == "x" || digits.first == "X" {
            number = UInt32(digits.dropFirst(), radix: 16)
        } else {
            number = UInt32(digits, radix: 10)
        }
        guard let number, number != 0, let scalar = Unicode.Scalar(number) else { return nil }
        return String(Character(scalar))
    }
}
