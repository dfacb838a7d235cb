import TrendingDomain

/// Text that is safe to print: only the sanitizer or a literal in this code can make one. A
/// literal is trusted (`"Bookmarked."`), a value interpolated into one is sanitized to one line
/// (`"Hid \(name)."`), and other text goes through `line(_:)` or `paragraph(_:)`; view models hold
/// it for anything a person reads, so nothing reaches a terminal unsanitized by accident.
public struct DisplayText: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The sanitized text, ready for a renderer to measure, cut and style.
    public let text: String

    public var description: String { text }

    private init(sanitized: String) {
        text = sanitized
    }

    /// A literal from this code: trusted.
    public init(stringLiteral value: String) {
        text = value
    }

    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// Untrusted text for one line: HTML entities decoded, controls and invisible spoofing
    /// characters removed, breaks folded to spaces.
    public static func line(_ untrusted: String) -> DisplayText {
        DisplayText(sanitized: TextSanitizer.singleLine(untrusted))
    }

    /// Untrusted text that may span lines: entities decoded, controls removed, `\n` kept.
    public static func paragraph(_ untrusted: String) -> DisplayText {
        DisplayText(sanitized: TextSanitizer.display(untrusted))
    }

    /// One part of a repo's name. A part GitHub allows (`[A-Za-z0-9._-]`) is shown as it is;
    /// any other came from a hostile answer or file, and shows every character but printable
    /// ASCII (and a space or `&`, which would decode) as `\u{200B}`: removed in silence, an
    /// invisible or look-alike character would make it read as another repo's name.
    public static func repoPart(_ part: String) -> DisplayText {
        let part = TextSanitizer.withoutSecret(part)
        var text = part
        let allowed = text.withUTF8 { bytes in
            !bytes.isEmpty && bytes.allSatisfy { byte in
                byte &- 0x61 < 26 || byte &- 0x41 < 26 || byte &- 0x30 < 10 || byte == 0x2E || byte == 0x5F || byte == 0x2D
            }
        }
        if allowed { return DisplayText(sanitized: part) }
        var shown = ""
        for scalar in part.unicodeScalars {
            if (0x21...0x7E).contains(scalar.value), scalar != "&" {
                shown.unicodeScalars.append(scalar)
            } else {
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return DisplayText(sanitized: shown)
    }

    /// A repo's name, each part as `repoPart(_:)` shows it.
    public static func repoName(_ name: RepoName) -> DisplayText {
        DisplayText(sanitized: repoPart(name.owner).text + "/" + repoPart(name.name).text)
    }

    /// Literals are kept; every interpolated value is sanitized to one line.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// Already safe: appended as it is.
        public mutating func appendInterpolation(_ value: DisplayText) {
            text += value.text
        }

        /// A repo's name: shown so that no hostile one reads as another (`repoName(_:)`).
        public mutating func appendInterpolation(_ value: RepoName) {
            text += DisplayText.repoName(value).text
        }

        /// Anything else is untrusted: sanitized, breaks made spaces. No entity decoding, so
        /// text decoded once stays as shown; no trimming, so `" (\(x))"` pieces keep their spaces.
        public mutating func appendInterpolation<T>(_ value: T) {
            text += TextSanitizer.fragment("\(value)")
        }
    }
}

extension DisplayText {
    /// True when there is nothing to show.
    public var isEmpty: Bool { text.isEmpty }

    /// The text, or nil when empty: optional fields are left out rather than shown blank.
    public var nonEmpty: DisplayText? { text.isEmpty ? nil : self }

    /// Joins safe pieces with a trusted separator.
    public static func joined(_ parts: [DisplayText], separator: DisplayText) -> DisplayText {
        DisplayText(sanitized: parts.map(\.text).joined(separator: separator.text))
    }

    /// The same text with its first letter capitalised: `Daily trending repositories`.
    public var sentenceCased: DisplayText {
        DisplayText(sanitized: text.prefix(1).uppercased() + String(text.dropFirst()))
    }

    /// Appends safe text.
    public static func + (lhs: DisplayText, rhs: DisplayText) -> DisplayText {
        DisplayText(sanitized: lhs.text + rhs.text)
    }
}
