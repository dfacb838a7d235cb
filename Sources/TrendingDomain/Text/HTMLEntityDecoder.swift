#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decodes the HTML entities GitHub's text carries (`&amp;`, `&lt;`, `&#39;`, `&#x1F680;`).
///
/// Decode before sanitizing: `&#27;` decodes to ESC, which the sanitizer then removes.
public enum HTMLEntityDecoder {
    /// Which named entities are read; numeric ones always are.
    public enum Names: Sendable {
        /// XML's five and `&nbsp;`: what the API's descriptions carry.
        case basic
        /// Those, the typographic ones an HTML page writes (`&hellip;`, `&mdash;`, `&rsquo;`…),
        /// and HTML 4's others (`&eacute;`, `&euro;`, `&rarr;`) and HTML 5's punctuation (`&sol;`).
        case html
    }

    private static let basic: [Substring: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}",
    ]

    private static let typographic: [Substring: String] = [
        "hellip": "…", "mdash": "—", "ndash": "–", "middot": "·", "copy": "©", "reg": "®", "trade": "™",
        "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "laquo": "«", "raquo": "»",
    ]

    public static func decode(_ text: String, names: Names = .basic) -> String {
        guard mayHoldEntity(text) else { return text }
        var output = ""
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            output += rest[..<ampersand]
            let candidate = rest[rest.index(after: ampersand)...]
            // Entities are short; a ';' further away means this '&' is plain text.
            if let semicolon = candidate.prefix(12).firstIndex(of: ";"),
               let decoded = entity(candidate[..<semicolon], names: names) {
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

    private static func entity(_ name: Substring, names: Names) -> String? {
        if let value = basic[name] ?? (names == .html ? typographic[name] : nil) { return value }
        if names == .html, let code = htmlNames[name], let scalar = Unicode.Scalar(code) { return String(Character(scalar)) }
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
