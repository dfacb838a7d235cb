/// Escape sequences as a terminal reads them: what the sanitizer drops whole after an ESC (a
/// CSI, an OSC/DCS/APC string, an ISO 2022 designation), so no sequence is left half as text.
extension TextSanitizer {
    /// After ESC: `[` starts a CSI, `]` `P` `X` `^` `_` start a string; anything else is a
    /// two-character sequence.
    static func skipEscapeSequence(_ scalars: inout Substring.UnicodeScalarView, unterminated: inout Bool) {
        guard let next = scalars.first else { return }
        switch next {
        case "[":
            scalars.removeFirst()
            skipControlSequence(&scalars)
        case "]", "P", "X", "^", "_":
            scalars.removeFirst()
            skipString(&scalars, unterminated: &unterminated)
        default:
            // ISO 2022 and the rest: intermediates (`ESC ( B`, `ESC SP F`, `ESC $ ( C`), then one
            // final byte, as a terminal reads them; never the final left behind as text.
            while let scalar = scalars.first, (0x20...0x2F).contains(scalar.value) { scalars.removeFirst() }
            if let final = scalars.first, (0x30...0x7E).contains(final.value) { scalars.removeFirst() }
        }
    }

    /// CSI parameters and intermediates (0x20–0x3F) up to the final byte (0x40–0x7E).
    static func skipControlSequence(_ scalars: inout Substring.UnicodeScalarView) {
        while let scalar = scalars.first, (0x20...0x3F).contains(scalar.value) {
            scalars.removeFirst()
        }
        if let final = scalars.first, (0x40...0x7E).contains(final.value) {
            scalars.removeFirst()
        }
    }

    /// An OSC/DCS/APC string runs to BEL, ST (`ESC \`) or C1 ST, and goes whole. An unterminated
    /// one is no sequence a terminal would end, so only its introducer goes and the text after
    /// it stays (`a\u{9F}b` shows as `ab`, not `a`): the introducer gone, the rest is plain text.
    static func skipString(_ scalars: inout Substring.UnicodeScalarView, unterminated: inout Bool) {
        guard !unterminated else { return }
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let value = scalars[index].value
            scalars.formIndex(after: &index)
            switch value {
            case 0x07, 0x9C:
                scalars = scalars[index...]
                return
            case 0x1B:
                // `ESC \` is ST. Any other ESC starts another sequence before any terminator:
                // the string was never terminated, so only its introducer goes (the text after it
                // stays), and the sequence that ESC starts goes whole (never `[31m` left as text).
                if index != scalars.endIndex, scalars[index] == "\\" {
                    scalars.formIndex(after: &index)
                    scalars = scalars[index...]
                }
                return
            default:
                continue
            }
        }
        unterminated = true
    }
}
