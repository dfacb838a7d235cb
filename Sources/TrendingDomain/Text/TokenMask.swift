/// Masks a secret in untrusted text by Unicode scalars, not characters: a combining mark after
/// its last letter would make another grapheme of it, and a format character inside it is
/// invisible on a terminal. Nor may other capitals, fullwidth or mathematical letters,
/// percent-encoding or numeric HTML entities hide it, however nested (`%2567`, `%26%23103%3B`):
/// anyone can read each of those back.
public enum TokenMask {
    /// What stands for a token, wherever one is masked (and how a scrub knows text masked already).
    public static let placeholder = "********"

    public static func masked(_ text: String, token: String, with mask: String) -> String {
        // As written first: a token holding `%41` or `&#65;` itself is matched by those characters,
        // which decoding would turn into others; then through every encoding.
        let plain = pass(text, token: token, with: mask, decoding: false)
        var masked = pass(plain, token: token, with: mask, decoding: true)
        // GitHub's tokens are a short prefix and a long secret (`ghp_` and 36 characters): the
        // secret is masked on its own too, so no disguise of the prefix (`ghp&lowbar;…`) shows it.
        if let underscore = token.firstIndex(of: "_"), token.distance(from: token.startIndex, to: underscore) <= 12 {
            let secret = String(token[token.index(after: underscore)...])
            if secret.count >= 20 { masked = pass(masked, token: secret, with: mask, decoding: true) }
        }
        // A part of it too: a server quoting back all but a few of its letters would show what
        // little is left to guess. Any run of `fragmentLength` letters of the secret, in order, is
        // masked, with the same disguises seen through.
        if let secret = fragmentSecret(token) { masked = fragments(masked, secret: secret, with: mask) }
        return masked
    }

    static func pass(_ text: String, token: String, with mask: String, decoding: Bool) -> String {
        guard text.utf8.count >= token.unicodeScalars.count else { return text }
        if !decoding, !token.contains(where: { $0 == "%" || $0 == "&" }) { return text }
        // Plain printable ASCII can't disguise it: it holds it as written, in some case, or not at all.
        if decoding, isPlain(text.utf8), !containsFolded(text.utf8, Array(token.utf8)) { return text }
        let needle = Array(token.unicodeScalars), scalars = Array(text.unicodeScalars)
        guard let first = needle.first, scalars.count >= needle.count else { return text }
        let units = decoding ? DisguisedText.decoded(scalars) : scalars.enumerated().map { Unit(scalar: $1, start: $0, end: $0 + 1) }
        var output = String.UnicodeScalarView()
        var copied = 0, index = 0
        while index < units.count {
            if same(units[index].scalar, first), let end = matchEnd(in: units, from: index, needle) {
                output.append(contentsOf: scalars[copied..<units[index].start])
                output.append(contentsOf: mask.unicodeScalars)
                copied = units[end - 1].end
                index = end
                continue
            }
            index += 1
        }
        guard copied > 0 else { return text }
        output.append(contentsOf: scalars[copied...])
        return String(output)
    }

    /// One scalar of the text as read back (`DisguisedText.Unit`).
    typealias Unit = DisguisedText.Unit

    /// Where `needle` ends in `units` from `start`, its scalars in order with only invisible ones
    /// or terminal escape sequences (which a terminal draws nothing of) between them; nil when it
    /// is not there.
    static func matchEnd(in units: [Unit], from start: Int, _ needle: [Unicode.Scalar]) -> Int? {
        var position = start, matched = 0
        while matched < needle.count {
            guard position < units.count else { return nil }
            if same(units[position].scalar, needle[matched]) {
                matched += 1
                position += 1
            } else if matched > 0, let end = escapeSequenceEnd(in: units, at: position) {
                position = end
            } else if isInvisible(units[position].scalar) {
                position += 1
            } else {
                return nil
            }
        }
        return position
    }

    /// Where the escape sequence starting at `index` ends, as a terminal reads it (`ESC [ 0 m`,
    /// `ESC ] 0 ; title BEL`, C1 CSI `0x9B`); nil when none starts there.
    static func escapeSequenceEnd(in units: [Unit], at index: Int) -> Int? {
        func csi(from start: Int) -> Int {
            var position = start
            while position < units.count, (0x20...0x3F).contains(units[position].scalar.value) { position += 1 }
            if position < units.count, (0x40...0x7E).contains(units[position].scalar.value) { position += 1 }
            return position
        }
        func string(from start: Int) -> Int {
            var position = start
            while position < units.count {
                let value = units[position].scalar.value
                position += 1
                if value == 0x07 || value == 0x9C { return position }
                if value == 0x1B { return position < units.count && units[position].scalar == "\\" ? position + 1 : position }
            }
            return position
        }
        switch units[index].scalar.value {
        case 0x9B: return csi(from: index + 1)
        case 0x9D, 0x90, 0x98, 0x9E, 0x9F: return string(from: index + 1)
        case 0x1B:
            guard index + 1 < units.count else { return index + 1 }
            switch units[index + 1].scalar {
            case "[": return csi(from: index + 2)
            case "]", "P", "X", "^", "_": return string(from: index + 2)
            default:
                // Intermediates (`ESC ( B`, `ESC $ ( C`), then one final byte.
                var position = index + 1
                while position < units.count, (0x20...0x2F).contains(units[position].scalar.value) { position += 1 }
                if position < units.count, (0x30...0x7E).contains(units[position].scalar.value) { position += 1 }
                return position
            }
        default: return nil
        }
    }

    /// Equal, or the same ASCII character in the other case or another form of it (`ｇ`, `𝐠`).
    static func same(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
        let x = ascii(a), y = ascii(b)
        return x == y || (x < 0x80 && y < 0x80 && x | 0x20 == y | 0x20 && (0x61...0x7A).contains(x | 0x20))
    }

    /// A fullwidth ASCII form (U+FF01…U+FF5E), a mathematical letter or digit (bold, italic,
    /// script…), or a letter or digit in a circle, a square or parentheses (`ⓖ`, `🄶`, `🅖`, `⒢`,
    /// `①`) or a regional indicator, as the ASCII it stands for; any other as it is.
    static func ascii(_ scalar: Unicode.Scalar) -> UInt32 {
        let value = scalar.value
        switch value {
        case 0xFF01...0xFF5E: return value - 0xFEE0
        case 0x1D400...0x1D6A3:
            // Thirteen alphabets of 52 letters each, capitals first.
            return (value - 0x1D400) % 52 < 26 ? 0x41 + (value - 0x1D400) % 52 : 0x61 + (value - 0x1D400) % 52 - 26
        case 0x1D7CE...0x1D7FF: return 0x30 + (value - 0x1D7CE) % 10
        default: return enclosed(value) ?? value
        }
    }

    /// An enclosed letter or digit's ASCII: circled, parenthesized, squared, negative, and the
    /// regional indicators, all in alphabet order.
    private static func enclosed(_ value: UInt32) -> UInt32? {
        let letters: [(first: UInt32, ascii: UInt32)] = [
            (0x24B6, 0x41), (0x24D0, 0x61), (0x249C, 0x61), (0x1F110, 0x41), (0x1F130, 0x41), (0x1F150, 0x41), (0x1F170, 0x41), (0x1F1E6, 0x41),
        ]
        for (first, ascii) in letters where (first..<first + 26).contains(value) { return ascii + value - first }
        let digits: [(first: UInt32, ascii: UInt32)] = [
            (0x2460, 0x31), (0x2474, 0x31), (0x2488, 0x31), (0x24F5, 0x31), (0x2776, 0x31), (0x2780, 0x31), (0x278A, 0x31),
        ]
        for (first, ascii) in digits where (first..<first + 9).contains(value) { return ascii + value - first }
        switch value {
        case 0x24EA, 0x24FF, 0x1F100, 0x1F10B, 0x1F10C: return 0x30
        case 0x1F101...0x1F10A: return 0x30 + value - 0x1F101
        case 0x1FBF0...0x1FBF9: return 0x30 + value - 0x1FBF0
        case 0x2070, 0x2080: return 0x30
        case 0x00B9: return 0x31
        case 0x00B2, 0x00B3: return value - 0x00B0
        case 0x2074...0x2079: return 0x30 + value - 0x2070
        case 0x2081...0x2089: return 0x30 + value - 0x2080
        default: return nil
        }
    }

    /// Format characters and marks that draw nothing of their own between two letters. A tab or
    /// a line break draws space: a separator (TSV's columns), no disguise (each side's parts are
    /// masked on their own).
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\t" || scalar == "\n" || scalar == "\r" { return false }
        return switch scalar.properties.generalCategory {
        case .format, .nonspacingMark, .enclosingMark, .spacingMark, .control: true
        default: scalar.properties.isDefaultIgnorableCodePoint
        }
    }
}
