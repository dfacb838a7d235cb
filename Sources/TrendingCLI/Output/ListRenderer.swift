import TrendingPresentation

/// Lays out the human list to fit the terminal's width:
///
///      1. owner/name  ★ 12.3k  Swift
///         A description of the repository, cut with … to fit.
///         created 3 hours ago · +1.2k ★ in 24 h · +300 ★ since 6h ago · NEW · bookmarked
///
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
            out += head(row, rank: rank, width: width, style: style) + "\n"
            if let description = row.description {
                let text = DisplayWidth.truncate(description, toColumns: width - indentWidth)
                out += indent + (row.isSeen ? style.dim(text) : text) + "\n"
            }
            out += indent + muted(row, width: width - indentWidth, style: style) + "\n"
        }
        return out
    }

    /// `rank. owner/name  ★ stars  language`: the name gives way first, then the language.
    private static func head(_ row: RepoRowViewModel, rank: String, width: Int, style: TextStyle) -> String {
        let stars = "★ " + row.stars
        var language = row.language
        var nameRoom = width - rank.count - 2 - DisplayWidth.columns(stars) - (language.map { 2 + DisplayWidth.columns($0) } ?? 0)
        if nameRoom < 12, let dropped = language {
            nameRoom += 2 + DisplayWidth.columns(dropped)
            language = nil
        }
        guard nameRoom >= 1 else {
            return DisplayWidth.truncate(rank + row.fullName, toColumns: width)
        }
        let name = DisplayWidth.truncate(row.fullName, toColumns: nameRoom)
        let styledName = style.link(row.isSeen ? style.dim(name) : style.bold(name), to: row.url)
        var line = style.dim(rank) + styledName + "  " + style.yellow(stars)
        if let language { line += "  " + style.cyan(language) }
        return line
    }

    /// `created 3 hours ago · NEW · bookmarked`, the markers as words in their own colours.
    private static func muted(_ row: RepoRowViewModel, width: Int, style: TextStyle) -> String {
        let gains = (row.gained.map { [$0] } ?? []) + (row.delta.map { [$0] } ?? [])
        let parts = [row.age] + gains + row.markers
        let plain = parts.joined(separator: " · ")
        guard DisplayWidth.columns(plain) <= width else {
            return style.dim(DisplayWidth.truncate(plain, toColumns: width))
        }
        return parts.enumerated().map { index, part in
            switch (index, part) {
            case (0, _): style.dim(part)
            case (let index, _) where index <= gains.count: style.yellow(part)
            case (_, "NEW"): style.green(part)
            default: style.magenta(part)
            }
        }.joined(separator: style.dim(" · "))
    }
}
