import TrendingPresentation

/// The selected repo in full: beside the list on a wide terminal, or as the whole screen.
enum DetailPane {
    static func lines(_ row: RepoRowViewModel?, width: Int, height: Int, style: TextStyle) -> [String] {
        guard width > 0, height > 0 else { return [] }
        guard let row else { return [] }
        var lines: [(String, Paint)] = []
        lines.append((row.fullName.text, .bold))
        let facts: [String] = ["★ " + row.stars] + (row.language.map { [$0.text] } ?? []) + [row.age]
        lines.append((facts.joined(separator: " · "), .yellow))
        if let gained = row.gained { lines.append((gained, .yellow)) }
        if let delta = row.delta { lines.append((delta, .yellow)) }
        if !row.markers.isEmpty { lines.append((row.markers.joined(separator: " · "), .magenta)) }
        lines.append(("", .plain))
        for line in DetailRenderer.wrap(row.description?.text ?? "No description.", width: width) {
            lines.append((line, .plain))
        }
        lines.append(("", .plain))
        lines.append((row.url.text, .cyan))
        lines.append(("", .plain))
        lines.append(("o open · y copy URL · b bookmark · Esc back", .dim))
        return lines.prefix(height).map { text, paint in paint.apply(DisplayWidth.truncate(text, toColumns: width), style) }
    }
}
