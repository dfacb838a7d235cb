/// Text read from a trending page made safe and plain: HTML entities decoded, then the
/// project's sanitizer rules (`TextSanitizer` in Presentation, which Data cannot import) applied
/// for one line: escape sequences removed whole (CSI, OSC and other strings), C0 and C1
/// controls, DEL, bidi embeddings, overrides and isolates and invisible spoofing characters
/// dropped, and every run of white space (line breaks included) folded to one space.
enum PageText {
    /// The clean text of `bytes`, at most `limit` characters; nil when nothing printable is left.
    static func line(_ bytes: ArraySlice<UInt8>, limit: Int) -> String? {
        // Entities and escapes only shrink text, so more than 16 bytes a character is never needed.
        let raw = String(decoding: bytes.prefix(limit * 16), as: UTF8.self)
        let decoded = decodeEntities(raw)
        var output = String.UnicodeScalarView()
        var scalars = decoded.unicodeScalars[...]
        var pendingSpace = false
        var count = 0
        scan: while let scalar = scalars.popFirst(), count < limit {
            switch scalar.value {
            case 0x1B:
                skipEscapeSequence(&scalars)
            case 0x9B:
                skipControlSequence(&scalars)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                skipString(&scalars)
            default:
                if isSpace(scalar) {
                    pendingSpace = !output.isEmpty
                } else if !isDropped(scalar) {
                    if count + (pendingSpace ? 2 : 1) > limit { break scan }
                    if pendingSpace {
                        output.append(" ")
                        count += 1
                    }
                    pendingSpace = false
                    output.append(scalar)
                    count += 1
                }
            }
        }
        return output.isEmpty ? nil : String(output)
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Controls, bidi controls and the invisible characters `TextSanitizer` removes.
    private static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        case 0x200B, 0x200E, 0x200F, 0x061C, 0xFEFF: true
        default: false
        }
    }

    /// After ESC: `[` starts a CSI, `]` `P` `X` `^` `_` start a string; anything else is a
    /// two-character sequence.
    private static func skipEscapeSequence(_ scalars: inout Substring.UnicodeScalarView) {
        guard let next = scalars.first else { return }
        switch next {
        case "[":
            scalars.removeFirst()
            skipControlSequence(&scalars)
        case "]", "P", "X", "^", "_":
            scalars.removeFirst()
            skipString(&scalars)
        default:
            if (0x20...0x7E).contains(next.value) { scalars.removeFirst() }
        }
    }

    private static func skipControlSequence(_ scalars: inout Substring.UnicodeScalarView) {
        while let scalar = scalars.first, (0x20...0x3F).contains(scalar.value) { scalars.removeFirst() }
        if let final = scalars.first, (0x40...0x7E).contains(final.value) { scalars.removeFirst() }
    }

    private static func skipString(_ scalars: inout Substring.UnicodeScalarView) {
        while let scalar = scalars.popFirst() {
            switch scalar.value {
            case 0x07, 0x9C:
                return
            case 0x1B:
                if scalars.first == "\\" { scalars.removeFirst() }
                return
            default:
                continue
            }
        }
    }

    private static let named: [Substring: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}",
        "hellip": "…", "mdash": "—", "ndash": "–", "middot": "·", "copy": "©", "reg": "®", "trade": "™",
        "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "laquo": "«", "raquo": "»",
    ]

    /// `&name;`, `&#N;` and `&#xH;`; anything else, and a `;` too far away, is plain text.
    static func decodeEntities(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var output = ""
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            output += rest[..<ampersand]
            let candidate = rest[rest.index(after: ampersand)...]
            if let semicolon = candidate.prefix(12).firstIndex(of: ";"), let decoded = entity(candidate[..<semicolon]) {
                output += decoded
                rest = candidate[candidate.index(after: semicolon)...]
            } else {
                output += "&"
                rest = candidate
            }
        }
        return output + rest
    }

    private static func entity(_ name: Substring) -> String? {
        if let value = named[name] { return value }
        guard name.first == "#" else { return nil }
        let digits = name.dropFirst()
        let number = digits.first == "x" || digits.first == "X"
            ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let number, number != 0, let scalar = Unicode.Scalar(number) else { return nil }
        return String(Character(scalar))
    }
}
