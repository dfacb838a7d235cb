import TrendingPresentation

/// One repo on one screen line: `  1. owner/name  ★ 9.8k  +1.2k ★ in 24 h  #3 on GitHub  Swift  NEW  A description…`.
/// Text is cut to the width before it is styled, so escape sequences never count. Counts are never
/// cut: a long name gives way to the star count, and a count that does not fit whole is left out.
enum RowLine {
    /// The fewest columns a name keeps when it gives way to the star count.
    static let minimumName = 8
    /// Where the name is among a row's segments (after the rank).
    private static let nameSegment = 1

    static func render(_ row: RepoRowViewModel, rankWidth: Int, width: Int, selected: Bool, style: TextStyle) -> String {
        var segments: [(text: String, paint: Paint, whole: Bool)] = []
        let dimIfSeen: Paint = row.isSeen ? .dim : .plain
        let rank = String(repeating: " ", count: max(0, rankWidth - row.rank.count)) + row.rank + ". "
        let stars = "  ★ " + row.stars
        var name = row.fullName.text
        let nameRoom = width - DisplayWidth.columns(rank) - DisplayWidth.columns(stars)
        if nameRoom >= minimumName, DisplayWidth.columns(name) > nameRoom { name = DisplayWidth.truncate(name, toColumns: nameRoom) }
        segments.append((rank, .dim, false))
        segments.append((name, row.isSeen ? .dim : .bold, false))
        segments.append((stars, Paint.yellow, true))
        // The period's gain, as the list says it (`+1.2k ★ in 24 h`), before the snapshot delta.
        // Yellow, as the printed list and README have gains.
        if let gained = row.gained { segments.append(("  " + gained.full, Paint.yellow, true)) }
        // `--scope all`: its place on GitHub's page, as the list's detail line says it (`#3 on GitHub`).
        if let pageRank = row.pageRank { segments.append(("  " + pageRank, Paint.dim, true)) }
        if let language = row.language { segments.append(("  " + language.text, Paint.cyan, false)) }
        if let delta = row.delta { segments.append(("  " + delta.full, Paint.yellow, true)) }
        for marker in row.markers { segments.append(("  " + marker, marker == "NEW" ? Paint.green : Paint.magenta, false)) }
        if let description = row.description { segments.append(("  " + description.text, dimIfSeen, false)) }

        var plain = ""
        var painted = ""
        // The selected row's text, unpainted but with its name still a link (bb42 r2-D3).
        var selectedText = ""
        var room = width
        for (index, segment) in segments.enumerated() where room > 0 {
            if segment.whole, DisplayWidth.columns(segment.text) > room { break }
            let text = DisplayWidth.truncate(segment.text, toColumns: room)
            room -= DisplayWidth.columns(text)
            plain += text
            // The name links to the repo's page (`--hyperlinks`), as the printed list's does (bb41 o2-D3).
            let isName = index == Self.nameSegment
            let styled = segment.paint.apply(text, style)
            painted += isName ? style.link(styled, to: row.url.text) : styled
            selectedText += isName ? style.link(text, to: row.url.text) : text
        }
        guard selected else { return painted }
        // Reverse video marks the selection with or without colour (NO_COLOR included).
        let padding = String(repeating: " ", count: max(0, width - DisplayWidth.columns(plain)))
        return "\u{1B}[7m" + selectedText + padding + "\u{1B}[0m"
    }

    /// A dim placeholder bar for a row still loading, its length varying by line.
    static func skeleton(line: Int, width: Int, style: TextStyle) -> String {
        let lengths = [28, 22, 34, 18, 30, 25]
        let length = min(max(0, width - 4), lengths[line % lengths.count])
        let bar = "    " + String(repeating: "░", count: length)
        return style.color ? style.dim(bar) : bar
    }
}
