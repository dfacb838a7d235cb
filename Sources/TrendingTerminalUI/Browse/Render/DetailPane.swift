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

    /// `trending show`'s details: badges, the description, labelled rows and the URL, whole. A
    /// value too long for its line goes on under its label's width, never cut. On a short screen
    /// the description gives way first (down to a line, ended `…`), then the rows least worth
    /// the room (`givesWay`), then the gap under the description and its last line, so the
    /// stars, gains and trending rows stay in view.
    private static func lines(_ details: RepoDetailViewModel, width: Int, height: Int, style: TextStyle) -> [String] {
        var top: [(String, Paint)] = [(details.fullName.text, .bold)]
        if !details.badges.isEmpty { top.append((details.badges.map { "[\($0)]" }.joined(separator: " "), .magenta)) }
        var description = details.description.map { DetailRenderer.wrap(TextSanitizer.line($0.text), width: width) } ?? []
        let labelWidth = (details.rows.map(\.label.count).max() ?? 0) + 1
        var rows: [(label: String, lines: [(String, Paint)])] = details.rows.map { row in
            (row.label, rowLines(row, labelWidth: labelWidth, width: width))
        }
        // The URL and the keys take what `fitted` gives them: the rest is the head's.
        let room = height - DetailRenderer.breakAnywhere(details.url.text, width: width).count - 3
        var gap = true
        func count() -> Int { top.count + description.count + (gap ? 1 : 0) + rows.reduce(0) { $0 + $1.lines.count } }
        if count() > room, description.count > 1 {
            let keep = max(1, description.count - (count() - room))
            if keep < description.count {
                description = Array(description.prefix(keep))
                let last = DisplayWidth.truncate(description[keep - 1], toColumns: max(1, width - 1), ellipsis: "")
                description[keep - 1] = String(last.reversed().drop { $0 == " " }.reversed()) + "…"
            }
        }
        // Rows left out are marked by a last line `…` (one line more to find room for).
        let all = rows.count
        for label in givesWay where count() + (rows.count < all ? 1 : 0) > room {
            rows.removeAll { $0.label == label }
        }
        // Still too tall (bb28 c-D1: a gains line cut in two at 40×10): the gap goes, then the description.
        let cutLine = rows.count < all ? 1 : 0
        if count() + cutLine > room { gap = false }
        if count() + cutLine > room { description = [] }
        let cut: [(String, Paint)] = rows.count < all ? [("…", .dim)] : []
        let head = top + description.map { ($0, Paint.plain) } + (gap ? [("", .plain)] : []) + rows.flatMap(\.lines) + cut
        return fitted(head, url: details.url.text, width: width, height: height, style: style)
    }

    /// The rows a short screen leaves out first, in order: `trending show` has them all.
    static let givesWay = ["Branch", "Owner", "Watchers", "Open issues", "Homepage", "Topics", "Licence", "Pushed", "Forks", "Created", "Language"]

    /// A labelled row on one line, or its value on under the label's width when too long (a URL
    /// broken anywhere on lines of its own, under its label).
    private static func rowLines(_ row: DetailRow, labelWidth: Int, width: Int) -> [(String, Paint)] {
        let label = row.label + String(repeating: " ", count: max(0, labelWidth - row.label.count))
        let value = row.value.text
        if DetailRenderer.urlLabels.contains(row.label), label.count + DisplayWidth.columns(value) > width {
            // Plain, as `trending show` gives it (bb47 g3-D1).
            return [(row.label, .dim)] + DetailRenderer.breakAnywhere(value, width: width).map { ($0, .plain) }
        }
        let paint = Paint.labelled(labelColumns: label.count, value: .role(DetailRenderer.role(of: row.label, value: value)))
        guard label.count + DisplayWidth.columns(value) > width, width - label.count >= 12,
              !row.value.text.unicodeScalars.contains(where: { (0x2580...0x259F).contains($0.value) }) else {
            return [(label + value, paint)]
        }
        // Words wrapped in the value's column; the sparkline keeps its one line (cut, as a picture).
        let indent = String(repeating: " ", count: label.count)
        return DetailRenderer.wrap(value, width: width - label.count).enumerated().map { index, part in
            ((index == 0 ? label : indent) + part, paint)
        }
    }

    /// 39 columns: whole at the smallest screen browse draws (40).
    static let keys = "o open · y copy · b bookmark · Esc back"

    /// `head`, then the URL whole (on as many lines as it takes: a cut URL leads nowhere) and the
    /// keys. On a short screen the URL and the keys stay and the head gives way, its last line
    /// shown `…`: what is cut is in `trending show`, and `o` opens the rest.
    private static func fitted(_ head: [(String, Paint)], url: String, width: Int, height: Int, style: TextStyle) -> [String] {
        let link = DetailRenderer.breakAnywhere(url, width: width).map { ($0, Paint.plain) }
        var lines = head + [("", .plain)] + link + [("", .plain), (keys, .dim)]
        if lines.count > height {
            // The name, the URL and (room allowing) the keys, before any other line.
            let tail = link + (height >= link.count + 2 ? [(keys, Paint.dim)] : [])
            let room = max(1, height - tail.count)
            var kept = Array(head.prefix(room))
            if head.count > room, room > 1 { kept[room - 1] = ("…", .dim) }
            // A head shorter than its room (the rows gave way already) leaves the gap above the URL.
            lines = kept + Array(repeating: ("", Paint.plain), count: max(0, height - kept.count - tail.count)) + tail
        }
        return lines.prefix(height).map { text, paint in paint.apply(DisplayWidth.truncate(text, toColumns: width), style) }
    }
}
