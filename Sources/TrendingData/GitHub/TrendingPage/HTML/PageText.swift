import TrendingDomain

/// Text read from a trending page made safe and plain: HTML entities decoded (the page's
/// typographic names too), then the domain's one rule for untrusted text (`TextSanitizer`)
/// applied, invisible spoofing characters dropped, and every run of HTML white space (line
/// breaks and no-break spaces included) folded to one space. Entities are decoded once, as the
/// page is read: the cache holds decoded text, read back with `decodingEntities: false`.
enum PageText {
    /// The clean text of `bytes`, at most `limit` characters; nil when nothing printable is left.
    /// - Parameter decodingEntities: false for text decoded already (the page's cached rows):
    ///   decoding it again would turn the page's own `&amp;lt;` into `<`, and `&amp;#27;` into ESC.
    static func line(_ bytes: ArraySlice<UInt8>, limit: Int, decodingEntities: Bool = true) -> String? {
        // Entities and escapes only shrink text, so more than 16 bytes a character is never needed.
        let raw = String(decoding: bytes.prefix(limit * 16), as: UTF8.self)
        let clean = TextSanitizer.sanitize(decodingEntities ? HTMLEntityDecoder.decode(raw, names: .html) : raw)
        var output = String.UnicodeScalarView()
        var pendingSpace = false
        var count = 0
        for scalar in clean.unicodeScalars where !TextSanitizer.isInvisible(scalar) {
            if isSpace(scalar) {
                pendingSpace = !output.isEmpty
                continue
            }
            if count + (pendingSpace ? 2 : 1) > limit { break }
            if pendingSpace {
                output.append(" ")
                count += 1
            }
            pendingSpace = false
            output.append(scalar)
            count += 1
        }
        return output.isEmpty ? nil : String(output)
    }

    /// What is left of white space after sanitizing (which makes CR, VT, FF and NEL newlines).
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x20, 0xA0, 0x2028, 0x2029: true
        default: false
        }
    }
}
