import TrendingDomain
import TrendingPresentation

/// The selected repo in full: beside the list on a wide terminal, or as the whole screen.
enum DetailPane {
    /// - Parameter details: what `trending show` gives of the repo, once it arrived; until then
    ///   the row's own facts stand in.
    static func lines(_ row: RepoRowViewModel?, details: RepoDetailViewModel? = nil, width: Int, height: Int, style: TextStyle) -> [String] {
        guard width > 0, height > 0 else { return [] }
        guard let row else { return [] }
        if let details { return lines(details, width: width, height: height, style: style) }
        var lines: [(String, Paint)] = []
        lines.append((row.fullName.text, .bold))
        let facts: [String] = ["★ " + row.stars] + (row.language.map { [$0.text] } ?? []) + [row.age]
        lines.append((facts.joined(separator: " · "), .yellow))
        if let gained = row.gained { lines.append((gained.full, .yellow)) }
        if let delta = row.delta { lines.append((delta.full, .yellow)) }
        if !row.markers.isEmpty { lines.append((row.markers.joined(separator: " · "), .magenta)) }
        lines.append(("", .plain))
        for line in DetailRenderer.wrap(row.description?.text ?? "No description.", width: width) {
            lines.append((line, .plain))
        }
        return fitted(lines, url: row.url.text, width: width, height: height, style: style)
    }

    /// `trending show`'s details: badges, the description, labelled rows (forks, open issues,
    /// licence, topics, homepage, last push, the daily gains' sparkline…) and the URL, whole.
    private static func lines(_ details: RepoDetailViewModel, width: Int, height: Int, style: TextStyle) -> [String] {
        var lines: [(String, Paint)] = [(details.fullName.text, .bold)]
        if !details.badges.isEmpty { lines.append((details.badges.map { "[\($0)]" }.joined(separator: " "), .magenta)) }
        if let description = details.description {
            for line in DetailRenderer.wrap(TextSanitizer.line(description.text), width: width) { lines.append((line, .plain)) }
        }
        lines.append(("", .plain))
        let labelWidth = (details.rows.map(\.label.count).max() ?? 0) + 1
        for row in details.rows {
            let label = row.label + String(repeating: " ", count: labelWidth - row.label.count)
            if DetailRenderer.urlLabels.contains(row.label), label.count + DisplayWidth.columns(row.value.text) > width {
                lines.append((row.label, .dim))
                for part in DetailRenderer.breakAnywhere(row.value.text, width: width) { lines.append((part, .cyan)) }
                continue
            }
            lines.append((label + row.value.text, row.label == "Daily gains" || row.label == "Gained" ? .green : .plain))
        }
        return fitted(lines, url: details.url.text, width: width, height: height, style: style)
    }

    /// 39 columns: whole at the smallest screen browse draws (40).
    static let keys = "o open · y copy · b bookmark · Esc back"

    /// `head`, then the URL whole (on as many lines as it takes: a cut URL leads nowhere) and the
    /// keys. On a short screen the URL and the keys stay and the head gives way, its last line
    /// shown `…`: what is cut is in `trending show`, and `o` opens the rest.
    private static func fitted(_ head: [(String, Paint)], url: String, width: Int, height: Int, style: TextStyle) -> [String] {
        let link = DetailRenderer.breakAnywhere(url, width: width).map { ($0, Paint.cyan) }
        var lines = head + [("", .plain)] + link + [("", .plain), (keys, .dim)]
        if lines.count > height {
            // The name, the URL and (room allowing) the keys, before any other line.
            let tail = link + (height >= link.count + 2 ? [(keys, Paint.dim)] : [])
            let room = max(1, height - tail.count)
            var kept = Array(head.prefix(room))
            if head.count > room, room > 1 { kept[room - 1] = ("…", .dim) }
            lines = kept + tail
        }
        return lines.prefix(height).map { text, paint in paint.apply(DisplayWidth.truncate(text, toColumns: width), style) }
    }
}
