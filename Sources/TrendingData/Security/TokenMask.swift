/// Masks a secret in untrusted text by Unicode scalars, not characters: a combining mark after
/// its last letter (or a prepended mark before its first) would make another grapheme of it,
/// and a format character inside it (a zero-width joiner, a soft hyphen, a variation selector)
/// is invisible on a terminal. Either would let it through a `String` match; so would an echo in
/// other capitals or percent-encoded (`%67%68%70_…` in a URL), which anyone can read back.
public enum TokenMask {
    public static func masked(_ text: String, token: String, with mask: String) -> String {
        let needle = Array(token.unicodeScalars), scalars = Array(text.unicodeScalars)
        guard let first = needle.first, scalars.count >= needle.count else { return text }
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if let (start, _) = unit(in: scalars, at: index), same(start, first), let end = matchEnd(in: scalars, from: index, needle) {
                output.append(contentsOf: mask.unicodeScalars)
                index = end
                continue
            }
            output.append(scalars[index])
            index += 1
        }
        return String(output)
    }

    /// Where `needle` ends in `scalars` from `start`, its scalars in order (each as itself or
    /// percent-encoded) with only invisible ones between them; nil when it is not there.
    private static func matchEnd(in scalars: [Unicode.Scalar], from start: Int, _ needle: [Unicode.Scalar]) -> Int? {
        var position = start, matched = 0
        while matched < needle.count {
            guard let (scalar, length) = unit(in: scalars, at: position) else { return nil }
            if same(scalar, needle[matched]) {
                matched += 1
            } else if length > 1 || !isInvisible(scalar) {
                return nil
            }
            position += length
        }
        return position
    }

    /// The scalar at `index`, or the ASCII one a `%XX` there encodes, and how many scalars it takes.
    private static func unit(in scalars: [Unicode.Scalar], at index: Int) -> (Unicode.Scalar, Int)? {
        guard index < scalars.count else { return nil }
        if scalars[index] == "%", index + 2 < scalars.count, let high = hex(scalars[index + 1]), let low = hex(scalars[index + 2]),
           high < 8 {
            return (Unicode.Scalar(UInt8(high * 16 + low)), 3)
        }
        return (scalars[index], 1)
    }

    private static func hex(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x30...0x39: Int(scalar.value - 0x30)
        case 0x41...0x46: Int(scalar.value - 0x41 + 10)
        case 0x61...0x66: Int(scalar.value - 0x61 + 10)
        default: nil
        }
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
