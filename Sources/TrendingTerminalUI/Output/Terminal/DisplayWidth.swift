/// Measures, cuts and pads text in terminal columns, so a list fits the terminal whatever its script.
//
// Widths are per extended grapheme cluster (`Character`), cut whole: an emoji cluster takes 2
// columns; any other takes what its scalars take in a terminal (wcwidth): wide (East Asian
// Wide/Fullwidth) 2, invisible ones 0, the rest 1 (a Hindi conjunct, a Thai vowel sign or a
// stray skin tone adds its own columns to the cluster). East Asian Ambiguous
// characters (`…`, `★`, Greek, Cyrillic…) count as 1, as terminals do outside CJK legacy locales.
// Tabs and newlines count as 0: callers fold them first (`TextSanitizer.singleLine`), since a
// tab's width depends on the cursor position.
enum DisplayWidth {
    /// The number of terminal columns `text` occupies.
    static func columns(_ text: String) -> Int {
        // Most names and descriptions are plain ASCII; skipping grapheme breaking for them keeps
        // a 1000-row list cheap.
        if let simple = simpleColumns(text) { return simple }
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

    /// The columns one grapheme cluster occupies: 2 for an emoji, else the sum of its scalars'.
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
        // What a terminal draws, scalar by scalar (wcwidth): a Devanagari or Thai spacing vowel, a
        // stray skin tone or an Arabic prepended mark takes its own column(s) in the cluster.
        var sum = 0
        for scalar in character.unicodeScalars {
            sum += isWide(scalar) ? 2 : isZeroWidth(scalar) ? 0 : 1
            switch scalar.value {
            case 0xFE0F:
                hasEmojiVariation = true
            case 0x1F3FB...0x1F3FF where base?.properties.isEmojiModifierBase == true:
                hasSkinTone = true
            case 0x200D:
                afterJoiner = true
            default:
                if let base {
                    // Only a ZWJ between pictographs makes one emoji; Indic scripts also use ZWJ.
                    if afterJoiner, !joinsEmoji, base.properties.isEmoji, scalar.properties.isEmoji {
                        joinsEmoji = true
                    }
                } else if !isZeroWidth(scalar) {
                    base = scalar
                }
            }
        }
        // A lone combining mark, joiner or format character draws nothing by itself.
        guard let base else { return 0 }
        // One emoji glyph, 2 wide: a ZWJ sequence, a flag (two regional indicators), a skin tone
        // on a base that takes one, or VS16 asking for the colour glyph of an emoji (keycaps, ❤️);
        // VS16 after a non-emoji means nothing, so a stray one after a letter is ignored.
        if joinsEmoji || (0x1F1E6...0x1F1FF).contains(base.value) { return 2 }
        if hasEmojiVariation, base.properties.isEmoji { return 2 }
        if hasSkinTone { return 2 }
        return sum
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
        // Hangul medial vowels and final consonants: drawn inside the syllable their initial starts.
        case 0x1160...0x11FF, 0xD7B0...0xD7FF:
            return true
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

    // MARK: - Input

    /// The width of text made only of printable ASCII and the few one-column marks this tool
    /// prints itself (`★`, `…`, `·`), counted from its bytes; nil for anything else, which is
    /// measured cluster by cluster (those marks join no neighbour unless a non-ASCII scalar follows).
    private static func simpleColumns(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes -> Int? in
            var columns = 0
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                if byte &- 0x20 < 0x5F {
                    index += 1
                } else if byte == 0xE2, index + 2 < count,
                          (bytes[index + 1] == 0x98 && bytes[index + 2] == 0x85) || (bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA6) {
                    index += 3
                } else if byte == 0xC2, index + 1 < count, bytes[index + 1] == 0xB7 {
                    index += 2
                } else {
                    return nil
                }
                columns += 1
            }
            return columns
        }
    }

    private static func isPrintableASCII(_ text: String) -> Bool {
        // Subtracting 0x20 wraps controls to large values, so one comparison covers both ends.
        let contiguous = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte &- 0x20 >= 0x5F { return false }
            return true
        }
        return contiguous ?? text.utf8.allSatisfy { $0 &- 0x20 < 0x5F }
    }

}
