/// Masks a secret in untrusted text by Unicode scalars, not characters: a combining mark after
/// its last letter (or a prepended mark before its first) would make another grapheme of it,
/// and a format character inside it (a zero-width joiner, a soft hyphen, a variation selector)
/// is invisible on a terminal. Either would let the secret through a `String` match; so would
/// an echo in other capitals, which gives away all but the case of its letters.
public enum TokenMask {
    public static func masked(_ text: String, token: String, with mask: String) -> String {
        let needle = Array(token.unicodeScalars), scalars = Array(text.unicodeScalars)
        guard let first = needle.first, scalars.count >= needle.count else { return text }
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if same(scalars[index], first), let end = matchEnd(in: scalars, from: index, needle) {
                output.append(contentsOf: mask.unicodeScalars)
                index = end
                continue
            }
            output.append(scalars[index])
            index += 1
        }
        return String(output)
    }

    /// Where `needle` ends in `scalars` from `start`, its scalars in order with only invisible
    /// ones between them; nil when it is not there.
    private static func matchEnd(in scalars: [Unicode.Scalar], from start: Int, _ needle: [Unicode.Scalar]) -> Int? {
        var position = start, matched = 0
        while matched < needle.count {
            guard position < scalars.count else { return nil }
            if same(scalars[position], needle[matched]) {
                matched += 1
            } else if !isInvisible(scalars[position]) {
                return nil
            }
            position += 1
        }
        return position
    }

    /// Equal, or the same ASCII letter in the other case.
    private static func same(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
        a == b || (a.isASCII && b.isASCII && a.value | 0x20 == b.value | 0x20 && (0x61...0x7A).contains(a.value | 0x20))
    }

    /// Format characters and marks that draw nothing of their own between two letters.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format, .nonspacingMark, .enclosingMark, .spacingMark, .control: true
        default: scalar.properties.isDefaultIgnorableCodePoint
        }
    }
}
