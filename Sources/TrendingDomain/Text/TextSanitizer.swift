#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Makes untrusted text safe for a terminal: no control character from the network survives.
/// The domain's one rule for untrusted text: Presentation applies it to everything it shows,
/// and Data to what it reads from GitHub's trending pages (Architecture.md, Decisions: "What the
/// sanitizer removes").
public enum TextSanitizer {
    /// The secret no untrusted text may show (the token), set once as the process starts, before
    /// any text is read; masked before text is cut to a width, so no part of it is left.
    nonisolated(unsafe) private static var secret: String?

    /// Masks `secret` in all untrusted text from now on. Called once, at start, with the token
    /// `TokenMaskingOutput.token` judges worth masking.
    public static func neverShow(_ secret: String?) {
        Self.secret = secret
    }

    /// `text` with the secret masked, in any disguise `TokenMask` sees through.
    public static func withoutSecret(_ text: String) -> String {
        guard let secret else { return text }
        return TokenMask.masked(text, token: secret, with: TokenMask.placeholder)
    }

    public static func sanitize(_ text: String) -> String {
        let text = withoutSecret(text)
        // The fast paths: most text holds no control character at all.
        if isPlain(text) || !text.unicodeScalars.contains(where: isControl) { return text }
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        // Set once a string sequence found no terminator: none later can find one either, so
        // a text of many unterminated introducers costs one scan, not one each.
        var unterminated = false
        while let scalar = scalars.popFirst() {
            switch scalar.value {
            case 0x0D:
                // A line ending, as CommonMark and terminals read it: CR LF and a lone CR alike.
                if scalars.first != "\n" { output.append("\n") }
            case 0x0B, 0x0C, 0x85:
                // Vertical tab, form feed, next line: line breaks too, not text to drop.
                output.append("\n")
            case 0x1B:
                skipEscapeSequence(&scalars, unterminated: &unterminated)
            case 0x9B:
                skipControlSequence(&scalars)
            case 0x9D, 0x90, 0x98, 0x9E, 0x9F:
                skipString(&scalars, unterminated: &unterminated)
            default:
                if !isControl(scalar) { output.append(scalar) }
            }
        }
        return String(output)
    }

    /// API text made ready to show: HTML entities decoded, then sanitized, invisible spoofing
    /// characters removed; line breaks stay.
    public static func display(_ text: String) -> String {
        let text = withoutSecret(text)
        // Plain and without an `&`: nothing to decode, nothing to clean, in one pass.
        if isPlain(text, entityFree: true) { return text }
        let decoded = HTMLEntityDecoder.decode(text)
        if isPlain(decoded) { return decoded }
        let clean = sanitize(decoded)
        guard clean.unicodeScalars.contains(where: isInvisible) else { return clean }
        return String(String.UnicodeScalarView(clean.unicodeScalars.filter { !isInvisible($0) }))
    }

    /// `display`, with line breaks (Unicode's line and paragraph separators too) and tabs folded
    /// to single spaces, and invisible spoofing characters removed, for one-line fields.
    public static func singleLine(_ text: String) -> String {
        let text = withoutSecret(text)
        // As in `display`: most names, languages and descriptions need no work at all.
        if isPlain(text, entityFree: true) { return text }
        return line(display(text))
    }

    /// `sanitize` for one line, without decoding entities: breaks and tabs folded to single
    /// spaces; zero-width spaces, direction marks and byte-order marks removed (ZWNJ and ZWJ
    /// stay: emoji sequences and some scripts need them).
    public static func line(_ text: String) -> String {
        let text = withoutSecret(text)
        if isPlain(text) { return text }
        let clean = sanitize(text)
        // Scalars, not Characters: this runs for every field of every row, and grapheme
        // breaking and hashing cost more than the rest of the presenter together.
        guard clean.unicodeScalars.contains(where: { isBreak($0) || isInvisible($0) }) else { return clean }
        var output = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in clean.unicodeScalars where !isInvisible(scalar) {
            if isBreak(scalar) || scalar == " " {
                pendingSpace = !output.isEmpty
                continue
            }
            if pendingSpace { output.append(" ") }
            pendingSpace = false
            output.append(scalar)
        }
        return String(output)
    }

    /// `sanitize` for a piece of one line: each break or tab becomes one space and invisible
    /// spoofing characters go, but spaces are kept as they are, so a piece can start or end with
    /// one (`DisplayText` interpolation).
    public static func fragment(_ text: String) -> String {
        let text = withoutSecret(text)
        if isPlain(text) { return text }
        let clean = sanitize(text)
        guard clean.unicodeScalars.contains(where: { isBreak($0) || isInvisible($0) }) else { return clean }
        var output = String.UnicodeScalarView()
        for scalar in clean.unicodeScalars where !isInvisible(scalar) {
            output.append(isBreak(scalar) ? " " : scalar)
        }
        return String(output)
    }

    /// Whether one pass over the UTF-8 bytes proves `text` has nothing any of these functions
    /// would change: no byte below 0x20 or DEL, and no lead byte (0xC2, 0xCD, 0xD8, 0xE1, 0xE2,
    /// 0xE3, 0xEF, 0xF0, 0xF3) of the few non-ASCII scalars they act on; other text takes the exact path.
    /// - Parameter entityFree: also false when `text` holds an `&`, which may start an entity.
    static func isPlain(_ text: String, entityFree: Bool = false) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            // Eight bytes at a time while they are all printable ASCII (0x20–0x7E), the
            // common case; a word holding anything else is looked at byte by byte.
            let ampersands: UInt64 = entityFree ? 0x2626_2626_2626_2626 : 0
            var index = 0
            if let base = bytes.baseAddress {
                while index + 8 <= bytes.count {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    if !isPrintableASCII(word) || (entityFree && hasZeroByte(word ^ ampersands)) { break }
                    index += 8
                }
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xCD || byte == 0xD8 || (0xE1...0xE3).contains(byte) || byte == 0xEF || byte == 0xF0 || byte == 0xF3 {
                    return false
                }
                if entityFree, byte == UInt8(ascii: "&") { return false }
                index += 1
            }
            return true
        }
    }

    /// Whether any of `word`'s eight bytes is zero (exact as a yes or no).
    @inline(__always)
    static func hasZeroByte(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        return (word &- ones) & ~word & (ones &* 0x80) != 0
    }

    /// Whether all eight bytes of `word` are printable ASCII: none has its top bit set, none is
    /// below 0x20, none is 0x7F. Exact for bytes below 0x80, which the first test ensures.
    @inline(__always)
    static func isPrintableASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // A byte b < 0x80 has b - 0x20 borrow into its top bit exactly when b < 0x20, and
        // b + 1 carry into it exactly when b == 0x7F.
        let belowSpace = (word &- 0x20 &* ones) & ~word & highs
        let delete = (word &+ ones) & highs
        return (word & highs) | belowSpace | delete == 0
    }

    /// Characters that print as nothing yet hide or reorder text: zero-width and directional
    /// marks, word joiners and invisible operators, Hangul fillers, annotation marks and tags.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B, 0x200E, 0x200F, 0x061C, 0xFEFF, 0x180E, 0x115F, 0x1160, 0x3164, 0xFFA0: true
        case 0x2060...0x2064, 0x206A...0x206F, 0xFFF9...0xFFFB, 0xE0000...0xE007F: true
        // The grapheme joiner, musical, shorthand and hieroglyph format controls, and the
        // variation selectors past the emoji ones (VS17–256), which can carry hidden text (bb33 l-D3).
        case 0x034F, 0x1D173...0x1D17A, 0x1BCA0...0x1BCA3, 0x13430...0x1343F, 0xE0100...0xE01EF: true
        default: false
        }
    }

    private static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x2028, 0x2029: true
        default: false
        }
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        // Bidi embeddings, overrides and isolates reorder what follows on screen ("Trojan
        // Source"); right-to-left text itself needs none of them and passes unchanged.
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
