/// Text from the API made to render as itself in GitHub-flavoured Markdown, on one line: no
/// markup, autolink or mention survives, so the only links in a digest are the ones `trending`
/// writes (Architecture.md, Decisions: "Markdown digests escape everything that could be markup").
enum MarkdownText {
    static func escape(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        // Controls go first, so none can hide a `://` from the check below.
        let scalars = Array(text.unicodeScalars.filter { isBreak($0) || !isControl($0) })
        for (index, scalar) in scalars.enumerated() {
            if isBreak(scalar) || scalar == " " {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.append(" ") }
            pendingSpace = false
            let startsAutolink = (scalar == ":" && index + 1 < scalars.count && scalars[index + 1] == "/")
                || (scalar == "." && endsWithWWW(out))
            // GFM finds email (and `mailto:`, `xmpp:`) links in the text after escapes are read,
            // so `\@` alone still links: a word joiner before it ends the address's local part.
            if scalar == "@" { out.append(Self.wordJoiner) }
            if escaped.contains(scalar) || startsAutolink {
                out.append("\\")
            }
            out.append(scalar)
        }
        return String(out)
    }

    /// U+2060: prints as nothing, joins nothing, and is no part of an email address.
    static let wordJoiner: Unicode.Scalar = "\u{2060}"

    private static let escaped: Set<Unicode.Scalar> = [
        "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "$", "(", ")", "#", "!", "@",
    ]

    private static func endsWithWWW(_ text: String.UnicodeScalarView) -> Bool {
        let tail = text.suffix(3)
        return tail.count == 3 && tail.allSatisfy { $0 == "w" || $0 == "W" }
    }

    /// Line breaks and tabs (Unicode's separators too) fold to one space: a break would end the item.
    private static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
