import TrendingPresentation

/// Lays out the human list to fit the terminal's width: the rank, name, stars and language, the
/// description, then `ListFooter`'s line. Widths are display columns and text is cut before it
/// is styled, so no line is wider than `width` (Architecture.md, Decisions: "The list gives way part by part").
enum ListRenderer {
    static func render(_ rows: [RepoRowViewModel], width: Int = .max, style: TextStyle = .plain) -> String {
        let rankWidth = rows.map(\.rank.count).max() ?? 1
        var out = ""
        // One buffer, each piece appended once: a row built from `+` made and copied a
        // temporary string per piece (#13).
        out.reserveCapacity(rows.count * 160)
        // Every rank takes `rankWidth` columns and ". ". On a very narrow terminal the indent
        // gives way before the text does.
        let indentWidth = min(rankWidth + 2, max(0, width / 4))
        let indent = String(repeating: " ", count: indentWidth)
        for (index, row) in rows.enumerated() {
            if index > 0 { out += "\n" }
            let rankCount = row.rank.count
            var rank = rankCount < rankWidth ? String(repeating: " ", count: rankWidth - rankCount) : ""
            rank += row.rank
            rank += ". "
            let moved = head(row, rank: rank, rankColumns: max(rankWidth, rankCount) + 2, width: width, style: style, into: &out)
            out += "\n"
            if let description = row.description {
                let text = DisplayWidth.truncate(description.text, toColumns: width - indentWidth)
                out += indent
                out += row.isSeen ? style.seen(text) : text
                out += "\n"
            }
            out += indent
            out += ListFooter.render(row, moved: moved, width: width - indentWidth, style: style)
            out += "\n"
        }
        return out
    }

    /// The width of `★ `, which leads the stars.
    private static let starColumns = DisplayWidth.columns("★ ")

    /// Appends `rank. owner/name  ★ stars  language` to `out`; returns what did not fit, to show
    /// on the last line.
    private static func head(
        _ row: RepoRowViewModel, rank: String, rankColumns: Int, width: Int, style: TextStyle, into out: inout String
    ) -> ListFooter.Moved {
        let room = width - rankColumns
        guard room >= 1 else {
            out += DisplayWidth.truncate(rank + row.fullName.text, toColumns: width)
            return ListFooter.Moved(stars: true, language: row.language != nil)
        }
        let fullName = row.fullName.text
        let nameColumns = DisplayWidth.columns(fullName)
        let starsColumns = 2 + starColumns + DisplayWidth.columns(row.stars)
        let languageColumns = row.language.map { 2 + DisplayWidth.columns($0.text) } ?? 0
        let keepsStars = nameColumns + starsColumns <= room
        let keepsLanguage = keepsStars && row.language != nil && nameColumns + starsColumns + languageColumns <= room
        let name = DisplayWidth.truncate(fullName, toColumns: room)
        out += style.muted(rank)
        out += style.link(style.repoName(name, seen: row.isSeen), to: row.url.text)
        if keepsStars {
            out += "  "
            out += style.stars("★ " + row.stars)
        }
        if keepsLanguage, let language = row.language {
            out += "  "
            out += style.language(language.text)
        }
        return ListFooter.Moved(stars: !keepsStars, language: row.language != nil && !keepsLanguage)
    }
}
