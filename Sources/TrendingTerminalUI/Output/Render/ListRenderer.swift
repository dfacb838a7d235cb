import TrendingPresentation

/// Lays out the human list to fit the terminal's width:
///
///      1. owner/name  ★ 12.3k  Swift
///         A description of the repository, cut with … to fit.
///         created 3 hours ago · +1.2k ★ in 24 h · +300 ★ since 6h ago · NEW · bookmarked
///
/// The name is the last thing cut: when the first line is too narrow, the language and then the
/// stars move to the start of the last line, which drops whole parts (never half a gain) to fit.
/// Widths are display columns (CJK and emoji count 2), and text is cut before it is styled, so
/// escape sequences never count and no line is wider than `width`.
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
