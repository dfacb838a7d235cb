/// Folds a Markdown digest item into lines of at most `width` columns, each further line
/// indented two spaces, so a 20,000-character description can't break email's 998-octet line
/// limit or a reader's screen (Architecture.md, Decisions: "Markdown digests escape everything that could be markup").
enum MarkdownWrap {
    /// Columns a line may take: wide enough that a usual item stays on one line.
    static let width = 100
    /// Bytes a line may take whatever its width (zero-width marks take none): far under 998.
    static let maximumBytes = 400
    private static let indent = "  "

    /// `head` (kept whole) and `units` (escaped Markdown, joined by spaces), wrapped; no trailing newline.
    static func item(head: String, units: [String]) -> String {
        var out = head
        var columns = DisplayWidth.columns(head)
        var bytes = head.utf8.count
        for text in units where !text.isEmpty {
            let wordColumns = DisplayWidth.columns(text)
            if columns + 1 + wordColumns <= width, bytes + 1 + text.utf8.count <= maximumBytes {
                out += " " + text
                columns += 1 + wordColumns
                bytes += 1 + text.utf8.count
                continue
            }
            for piece in pieces(text) {
                let line = indent + guarded(piece)
                out += "\n" + line
                columns = DisplayWidth.columns(line)
                bytes = line.utf8.count
            }
        }
        return out
    }

    /// `word` cut to fit on lines of their own (room kept for the indent and one guard backslash).
    private static func pieces(_ word: String) -> [String] {
        let columnBudget = width - indent.count - 1, byteBudget = maximumBytes - indent.count - 1
        if DisplayWidth.columns(word) <= columnBudget, word.utf8.count <= byteBudget { return [word] }
        var result: [String] = []
        var piece = "", pieceColumns = 0
        for atom in atoms(word, byteBudget: byteBudget) {
            let atomColumns = DisplayWidth.columns(atom)
            if !piece.isEmpty, pieceColumns + atomColumns > columnBudget || piece.utf8.count + atom.utf8.count > byteBudget {
                result.append(piece)
                piece = ""
                pieceColumns = 0
            }
            piece += atom
            pieceColumns += atomColumns
        }
        if !piece.isEmpty { result.append(piece) }
        // A unit with spaces inside (a long stat) is cut anywhere: no piece may start a line with
        // one, or end with two (a hard line break).
        return result.map { piece in
            var trimmed = Substring(piece).drop { $0 == " " }
            while trimmed.last == " " { trimmed.removeLast() }
            return String(trimmed)
        }.filter { !$0.isEmpty }
    }

    /// The units a word may be cut between: a character, a backslash with the character it
    /// escapes, the word joiner with what follows it; a character longer than `byteBudget` (a
    /// base with thousands of marks) by its scalars.
    private static func atoms(_ word: String, byteBudget: Int) -> [String] {
        var result: [String] = []
        var pending = ""
        for character in word {
            // A backslash after an open one is the character it escapes (`\\`), not another escape.
            let escaped = pending.last == "\\"
            pending.append(character)
            if !escaped, character == "\\" || character == Character(MarkdownText.wordJoiner) { continue }
            if pending.utf8.count <= byteBudget {
                result.append(pending)
            } else {
                var chunk = String.UnicodeScalarView()
                for scalar in pending.unicodeScalars {
                    if String(chunk).utf8.count + 4 > byteBudget {
                        result.append(String(chunk))
                        chunk = String.UnicodeScalarView()
                    }
                    chunk.append(scalar)
                }
                if !chunk.isEmpty { result.append(String(chunk)) }
            }
            pending = ""
        }
        if !pending.isEmpty { result.append(pending) }
        return result
    }

    /// `piece` made safe to start a line inside a list item's paragraph.
    private static func guarded(_ piece: String) -> String {
        guard let first = piece.first else { return piece }
        if first == "-" || first == "+" || first == "=" { return "\\" + piece }
        // An ordered list's marker: up to nine digits and a `.` (a `)` is escaped already).
        let digits = piece.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 9, piece.dropFirst(digits.count).first == "." {
            return digits + "\\" + piece.dropFirst(digits.count)
        }
        return piece
    }
}
