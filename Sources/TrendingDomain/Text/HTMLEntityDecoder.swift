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
        /// Every name HTML 5 defines (`&hellip;`, `&eacute;`, `&check;`, `&NotEqualTilde;`…).
        case html
    }

    private static let basic: [Substring: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}",
    ]

    /// HTML's reading of numeric references 128–159, as Windows-1252's characters.
    private static let windows1252: [UInt32: Unicode.Scalar] = [
        0x80: "\u{20AC}", 0x82: "\u{201A}", 0x83: "\u{0192}", 0x84: "\u{201E}", 0x85: "\u{2026}", 0x86: "\u{2020}", 0x87: "\u{2021}",
        0x88: "\u{02C6}", 0x89: "\u{2030}", 0x8A: "\u{0160}", 0x8B: "\u{2039}", 0x8C: "\u{0152}", 0x8E: "\u{017D}",
        0x91: "\u{2018}", 0x92: "\u{2019}", 0x93: "\u{201C}", 0x94: "\u{201D}", 0x95: "\u{2022}", 0x96: "\u{2013}", 0x97: "\u{2014}",
        0x98: "\u{02DC}", 0x99: "\u{2122}", 0x9A: "\u{0161}", 0x9B: "\u{203A}", 0x9C: "\u{0153}", 0x9E: "\u{017E}", 0x9F: "\u{0178}",
    ]

    /// - Parameter inAttribute: `text` is an attribute's value, where a name without its `;` is
    ///   not read before a letter, a digit or `=` (`?a=1&copy=2`), as a browser reads it.
    public static func decode(_ text: String, names: Names = .basic, inAttribute: Bool = false) -> String {
        guard mayHoldEntity(text) else { return text }
        var output = ""
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            output += rest[..<ampersand]
            let candidate = rest[rest.index(after: ampersand)...]
            // Entities are short (HTML 5's longest name is 31 letters); a ";" further away means this "&" is plain text.
            if let semicolon = candidate.prefix(33).firstIndex(of: ";"),
               let decoded = entity(candidate[..<semicolon], names: names) {
                output += decoded
                rest = candidate[candidate.index(after: semicolon)...]
            } else if names == .html, let (decoded, length) = numeric(candidate) ?? legacy(candidate, inAttribute: inAttribute) {
                // HTML's older names stand without their `;` too: `caf&eacute` is `café`.
                output += decoded
                rest = candidate.dropFirst(length)
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

    /// A numeric reference without its `;` (`&#128512`, `&#x1F680 `), as a browser reads it:
    /// its digits up to the first that is not one, decoded, and its length; nil when none.
    private static func numeric(_ text: Substring) -> (String, Int)? {
        guard text.first == "#" else { return nil }
        let hex = text.dropFirst().first.map { $0 == "x" || $0 == "X" } ?? false
        let head = hex ? 2 : 1
        let digits = text.dropFirst(head).prefix { $0.isASCII && (hex ? $0.isHexDigit : $0.isNumber) }
        guard !digits.isEmpty, let decoded = entity(text.prefix(head + digits.count), names: .html) else { return nil }
        return (decoded, head + digits.count)
    }

    /// The longest of HTML's older names (`&amp`, `&eacute`, `&copy`…) that `text` starts with,
    /// decoded, and its length; nil when none, or in an attribute before a letter, digit or `=`.
    private static func legacy(_ text: Substring, inAttribute: Bool) -> (String, Int)? {
        for length in stride(from: min(legacyLongest, text.count), through: 2, by: -1) {
            let name = text.prefix(length)
            guard legacyNames.contains(name), let decoded = entity(name, names: .html) else { continue }
            if inAttribute, let next = text.dropFirst(length).first, next.isLetter || next.isNumber || next == "=" { return nil }
            return (decoded, length)
        }
        return nil
    }

    private static func entity(_ name: Substring, names: Names) -> String? {
        if names == .html { if let value = htmlNames[name] { return value } } else if let value = basic[name] { return value }
        guard name.first == "#" else { return nil }
        let digits = name.dropFirst()
        let number: UInt32?
        if digits.first == "x" || digits.first == "X" {
            number = UInt32(digits.dropFirst(), radix: 16)
        } else {
            number = UInt32(digits, radix: 10)
        }
        // A page's `&#150;` is the "–" a browser shows (HTML's Windows-1252 reading of 128–159);
        // one naming no character (0, a surrogate, past U+10FFFF) is U+FFFD there.
        let hex = digits.first == "x" || digits.first == "X"
        let written = digits.dropFirst(hex ? 1 : 0)
        if names == .html, !written.isEmpty, written.allSatisfy({ $0.isASCII && (hex ? $0.isHexDigit : $0.isNumber) }) {
            guard let number, number != 0, let scalar = Unicode.Scalar(number) else { return "\u{FFFD}" }
            return String(Character(windows1252[number] ?? scalar))
        }
        guard let number, number != 0, let scalar = Unicode.Scalar(number) else { return nil }
        return String(Character(scalar))
    }
}
