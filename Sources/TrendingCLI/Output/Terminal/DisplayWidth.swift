/// Measures, cuts and pads text in terminal columns, so a list fits the terminal whatever its script.
//
// Widths are per extended grapheme cluster (`Character`), the unit a modern terminal draws:
// wide (East Asian Wide/Fullwidth) and emoji-presentation clusters take 2 columns, clusters
// made only of invisible scalars take 0, and everything else takes 1. East Asian Ambiguous
// characters (`…`, `★`, Greek, Cyrillic…) count as 1, as terminals do outside CJK legacy locales.
// Tabs and newlines count as 0: callers fold them first (`TextSanitizer.singleLine`), since a
// tab's width depends on the cursor position.
enum DisplayWidth {
    /// The number of terminal columns `text` occupies.
    static func columns(_ text: String) -> Int {
        // Most names and descriptions are plain ASCII; skipping grapheme breaking for them keeps
        // a 1000-row list cheap.
        if isPrintableASCII(text) { return text.utf8.count }
        var total = 0
        for character in text {
            total += columns(of: character)
        }
        return total
    }

    /// `text` cut to at most `limit` columns on a cluster boundary, ending in `ellipsis` when cut.
    static func truncate(_ text: String, toColumns limit: Int, ellipsis: String = "…") -> String {
        guard limit > 0 else { return "" }
        let ascii = isPrintableASCII(text)
        if ascii, text.utf8.count <= limit { return text }

        // Too narrow for the ellipsis itself: show what fits rather than nothing or an overflow.
        let ellipsisWidth = columns(ellipsis)
        let mark = ellipsisWidth <= limit ? ellipsis : ""
        let budget = limit - (mark.isEmpty ? 0 : ellipsisWidth)

        let cutBytes: Int
        if ascii {
            // One byte is one cluster is one column, so the cut is a byte offset.
            cutBytes = budget
        } else {
            // One pass that stops as soon as the text proves too wide, so a long description is
            // not measured to its end. Whole clusters only: splitting a ZWJ family, a flag or a
            // base from its accent would print a different glyph. A 2-wide cluster that would
            // straddle the budget is left out, so the result can be a column short but never over.
            var used = 0
            var bytes = 0
            var cut: Int?
            for character in text {
                let width = columns(of: character)
                if cut == nil, used + width > budget { cut = bytes }
                used += width
                if used > limit { break }
                bytes += character.utf8.count
            }
            guard let cut, used > limit else { return text }
            cutBytes = cut
        }
        let end = text.utf8.index(text.utf8.startIndex, offsetBy: cutBytes)
        return String(text[..<end]) + mark
    }

    /// `text` right-padded with spaces to `width` columns, unchanged when already that wide.
    static func pad(_ text: String, toColumns width: Int) -> String {
        let missing = width - columns(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    // MARK: - Clusters

    /// The columns one grapheme cluster occupies: 0, 1 or 2.
    private static func columns(of character: Character) -> Int {
        // Most clusters in a mixed string are still single ASCII scalars. (Not `asciiValue`: it
        // first compares with "\r\n", which normalises every non-ASCII cluster.)
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first {
            return byte &- 0x20 < 0x5F ? 1 : 0
        }
        var base: Unicode.Scalar?
        var hasEmojiVariation = false
        var hasSkinTone = false
        var afterJoiner = false
        var joinsEmoji = false
        for scalar in character.unicodeScalars {
            switch scalar.value {
            case 0xFE0F:
                hasEmojiVariation = true
            case 0x1F3FB...0x1F3FF where base != nil:
                hasSkinTone = true
            case 0x200D:
                afterJoiner = true
            default:
                if let base {
                    // Only a ZWJ between pictographs makes one emoji; Indic scripts also use ZWJ.
                    if afterJoiner, !joinsEmoji, base.properties.isEmoji, scalar.properties.isEmoji {
                        joinsEmoji = true
                    }
                } else if isWide(scalar) {
                    // Nothing later in the cluster can make a wide base narrower.
                    return 2
                } else if !isZeroWidth(scalar) {
                    base = scalar
                }
            }
        }
        // A lone combining mark, joiner or format character draws nothing by itself.
        guard let base else { return 0 }
        // VS16 asks for the colour glyph, which terminals that honour it draw 2 wide; it means
        // nothing after a non-emoji, so a stray one after a letter is ignored. This covers
        // keycaps (`1` is Emoji=Yes) and text-default bases such as ❤️ and ❤️‍🔥. A skin tone
        // likewise makes a text-default hand such as ☝ an emoji.
        if joinsEmoji { return 2 }
        if hasEmojiVariation, base.properties.isEmoji { return 2 }
        if hasSkinTone, base.properties.isEmojiModifierBase { return 2 }
        return 1
    }

    /// Whether a scalar takes two columns as the base of its cluster.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        // Nothing below Hangul Jamo is wide; this keeps Latin, Cyrillic, Arabic and Hebrew cheap.
        if value < 0x1100 { return false }
        // CJK Unified Ideographs and Hangul syllables are most wide text; skip the search for them.
        if value >= 0x4E00 && value <= 0x9FFF || value >= 0xAC00 && value <= 0xD7A3 { return true }
        if isEastAsianWide(value) { return true }
        // Emoji newer than the table (the standard library's data moves with the toolchain) and
        // regional indicators, whose pairs form 2-wide flags.
        return value >= 0x1F000 && scalar.properties.isEmojiPresentation
    }

    /// Whether a scalar draws nothing: combining marks, joiners, selectors, bidi and format controls.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        // C0 and C1 controls (and DEL) should be sanitised away before they get here; if one slips
        // through, it must not be counted as a visible column.
        case 0x00...0x1F, 0x7F...0x9F:
            return true
        // ASCII, Latin-1 and Latin Extended hold no marks. That includes U+00AD soft hyphen on
        // purpose: glibc's wcwidth, xterm and VTE draw it as a 1-column hyphen, so counting it
        // as 0 could push a line past the terminal's edge.
        case 0x20...0x7E, 0xA0..<0x0300:
            return false
        case 0x200B...0x200F, // zero-width space, ZWNJ, ZWJ, LRM, RLM
             0x202A...0x202E, // bidi embeddings and overrides
             0x2060...0x2064, // word joiner and invisible operators
             0x2066...0x206F, // bidi isolates and deprecated format controls
             0xFE00...0xFE0F, // variation selectors
             0xFEFF, // zero-width no-break space (BOM)
             0xE0001, 0xE0020...0xE007F, // tags, as in subdivision flags
             0xE0100...0xE01EF: // variation selectors supplement
            return true
        // Format characters that are drawn: prepended concatenation marks such as the Arabic
        // number sign, which spans the digits after it.
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD:
            return false
        default:
            // Other format characters (U+061C Arabic letter mark, U+180E…) are invisible too.
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format: return true
            default: return false
            }
        }
    }

    /// Whether a code point is East Asian Wide or Fullwidth, by binary search of `eastAsianWide`.
    private static func isEastAsianWide(_ value: UInt32) -> Bool {
        eastAsianWide.withUnsafeBufferPointer { table in
            // Count the ranges starting at or before `value` (an upper-bound search without
            // bounds checks), then test the last of them.
            var low = 0
            var count = table.count
            while count > 0 {
                let half = count / 2
                if table[low + half].first <= value {
                    low += half + 1
                    count -= half + 1
                } else {
                    count = half
                }
            }
            return low > 0 && value <= table[low - 1].last
        }
    }

    // MARK: - Input

    /// Whether every byte is printable ASCII (U+0020–U+007E), where one byte is one column.
    private static func isPrintableASCII(_ text: String) -> Bool {
        // Subtracting 0x20 wraps controls to large values, so one comparison covers both ends.
        let contiguous = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte &- 0x20 >= 0x5F { return false }
            return true
        }
        return contiguous ?? text.utf8.allSatisfy { $0 &- 0x20 < 0x5F }
    }

    /// East_Asian_Width W and F code point ranges, sorted, non-overlapping, adjacent ones merged.
    //
    // Unicode 15.0 data plus the 15.1 ideographic description and stroke additions; newer emoji
    // come from `isEmojiPresentation` in `isWide`. Unassigned code points are included only where
    // Unicode defaults them to W (the CJK ideograph blocks and planes 2–3), so future ideographs
    // are wide without a table update. The seven W combining marks (U+302A–302D tone marks,
    // U+3099–309A kana voicing marks, U+16FE4 Khitan filler) are left out: they draw on the
    // previous character, and leaving them out lets a table hit skip the zero-width check.
    private static let eastAsianWide: [(first: UInt32, last: UInt32)] = [
        (0x1100, 0x115F), // Hangul Jamo initial consonants (the vowels and finals combine onto them)
        // Symbols that became emoji with default emoji presentation
        (0x231A, 0x231B), (0x2329, 0x232A), (0x23E9, 0x23EC), (0x23F0, 0x23F0), (0x23F3, 0x23F3),
        (0x25FD, 0x25FE), (0x2614, 0x2615), (0x2648, 0x2653), (0x267F, 0x267F), (0x2693, 0x2693),
        (0x26A1, 0x26A1), (0x26AA, 0x26AB), (0x26BD, 0x26BE), (0x26C4, 0x26C5), (0x26CE, 0x26CE),
        (0x26D4, 0x26D4), (0x26EA, 0x26EA), (0x26F2, 0x26F3), (0x26F5, 0x26F5), (0x26FA, 0x26FA),
        (0x26FD, 0x26FD), (0x2705, 0x2705), (0x270A, 0x270B), (0x2728, 0x2728), (0x274C, 0x274C),
        (0x274E, 0x274E), (0x2753, 0x2755), (0x2757, 0x2757), (0x2795, 0x2797), (0x27B0, 0x27B0),
        (0x27BF, 0x27BF), (0x2B1B, 0x2B1C), (0x2B50, 0x2B50), (0x2B55, 0x2B55),
        // CJK radicals, Kangxi radicals, ideographic description, CJK symbols and punctuation
        // (U+3000 ideographic space is F), but not U+303F half fill space
        (0x2E80, 0x2E99), (0x2E9B, 0x2EF3), (0x2F00, 0x2FD5), (0x2FF0, 0x3029), (0x302E, 0x303E),
        // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, strokes, Katakana
        // phonetic extensions, enclosed CJK letters and months, CJK compatibility
        (0x3041, 0x3096), (0x309B, 0x30FF), (0x3105, 0x312F), (0x3131, 0x318E), (0x3190, 0x31E3),
        (0x31EF, 0x321E), (0x3220, 0x3247), (0x3250, 0x4DBF),
        // CJK Unified Ideographs, Yi syllables and radicals, Hangul Jamo extended-A, syllables
        (0x4E00, 0xA48C), (0xA490, 0xA4C6), (0xA960, 0xA97C), (0xAC00, 0xD7A3),
        // CJK compatibility ideographs, vertical forms, CJK compatibility and small form variants
        (0xF900, 0xFAFF), (0xFE10, 0xFE19), (0xFE30, 0xFE52), (0xFE54, 0xFE66), (0xFE68, 0xFE6B),
        // Fullwidth ASCII variants and brackets, fullwidth signs (FF61–FFDC halfwidth forms are not)
        (0xFF01, 0xFF60), (0xFFE0, 0xFFE6),
        // Tangut, Khitan, Nushu, Kana supplement and extensions, small kana
        (0x16FE0, 0x16FE3), (0x16FF0, 0x16FF1), (0x17000, 0x187F7), (0x18800, 0x18CD5),
        (0x18D00, 0x18D08), (0x1AFF0, 0x1AFF3), (0x1AFF5, 0x1AFFB), (0x1AFFD, 0x1AFFE),
        (0x1B000, 0x1B122), (0x1B132, 0x1B132), (0x1B150, 0x1B152), (0x1B155, 0x1B155),
        (0x1B164, 0x1B167), (0x1B170, 0x1B2FB),
        // Mahjong and playing cards, enclosed alphanumerics and ideographs
        (0x1F004, 0x1F004), (0x1F0CF, 0x1F0CF), (0x1F18E, 0x1F18E), (0x1F191, 0x1F19A),
        (0x1F200, 0x1F202), (0x1F210, 0x1F23B), (0x1F240, 0x1F248), (0x1F250, 0x1F251),
        (0x1F260, 0x1F265),
        // Miscellaneous symbols and pictographs, emoticons, transport (emoji presentation only;
        // the text-default pictographs between these ranges stay 1 wide)
        (0x1F300, 0x1F320), (0x1F32D, 0x1F335), (0x1F337, 0x1F37C), (0x1F37E, 0x1F393),
        (0x1F3A0, 0x1F3CA), (0x1F3CF, 0x1F3D3), (0x1F3E0, 0x1F3F0), (0x1F3F4, 0x1F3F4),
        (0x1F3F8, 0x1F43E), (0x1F440, 0x1F440), (0x1F442, 0x1F4FC), (0x1F4FF, 0x1F53D),
        (0x1F54B, 0x1F54E), (0x1F550, 0x1F567), (0x1F57A, 0x1F57A), (0x1F595, 0x1F596),
        (0x1F5A4, 0x1F5A4), (0x1F5FB, 0x1F64F), (0x1F680, 0x1F6C5), (0x1F6CC, 0x1F6CC),
        (0x1F6D0, 0x1F6D2), (0x1F6D5, 0x1F6D7), (0x1F6DC, 0x1F6DF), (0x1F6EB, 0x1F6EC),
        (0x1F6F4, 0x1F6FC),
        // Geometric shapes extended (coloured circles and squares), supplemental symbols and
        // pictographs, symbols and pictographs extended-A
        (0x1F7E0, 0x1F7EB), (0x1F7F0, 0x1F7F0), (0x1F90C, 0x1F93A), (0x1F93C, 0x1F945),
        (0x1F947, 0x1F9FF), (0x1FA70, 0x1FA7C), (0x1FA80, 0x1FA88), (0x1FA90, 0x1FABD),
        (0x1FABF, 0x1FAC5), (0x1FACE, 0x1FADB), (0x1FAE0, 0x1FAE8), (0x1FAF0, 0x1FAF8),
        // Supplementary and tertiary ideographic planes (CJK extensions B–I, compatibility supplement)
        (0x20000, 0x2FFFD), (0x30000, 0x3FFFD),
    ]
}
