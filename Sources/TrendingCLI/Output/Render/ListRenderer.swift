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
        for (index, row) in rows.enumerated() {
            if index > 0 { out += "\n" }
            let rank = String(repeating: " ", count: rankWidth - row.rank.count) + row.rank + ". "
            // On a very narrow terminal the indent gives way before the text does.
            let indentWidth = min(rank.count, max(0, width / 4))
            let indent = String(repeating: " ", count: indentWidth)
            let (head, moved) = head(row, rank: rank, width: width, style: style)
            out += head + "\n"
            if let description = row.description {
                let text = DisplayWidth.truncate(description.text, toColumns: width - indentWidth)
                out += indent + (row.isSeen ? style.seen(text) : text) + "\n"
            }
            out += indent + ListFooter.render(row, moved: moved, width: width - indentWidth, style: style) + "\n"
        }
        return out
    }

    /// `rank. owner/name  ★ stars  language`, with what did not fit, to show on the last line.
    private static func head(_ row: RepoRowViewModel, rank: String, width: Int, style: TextStyle) -> (String, ListFooter.Moved) {
        let room = width - rank.count
        guard room >= 1 else {
            return (DisplayWidth.truncate(rank + row.fullName.text, toColumns: width), ListFooter.Moved(stars: true, language: row.language != nil))
        }
        let stars = "★ " + row.stars
        let fullName = row.fullName.text
        let nameColumns = DisplayWidth.columns(fullName)
        let starsColumns = 2 + DisplayWidth.columns(stars)
        let languageColumns = row.language.map { 2 + DisplayWidth.columns($0.text) } ?? 0
        let keepsStars = nameColumns + starsColumns <= room
        let keepsLanguage = keepsStars && row.language != nil && nameColumns + starsColumns + languageColumns <= room
        let name = DisplayWidth.truncate(fullName, toColumns: room)
        var line = style.muted(rank) + style.link(style.repoName(name, seen: row.isSeen), to: row.url.text)
        if keepsStars { line += "  " + style.stars(stars) }
        if keepsLanguage, let language = row.language { line += "  " + style.language(language.text) }
        return (line, ListFooter.Moved(stars: !keepsStars, language: row.language != nil && !keepsLanguage))
    }
}
