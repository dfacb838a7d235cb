import TrendingPresentation

/// `trending developers` as a list, a table or TSV (JSON goes through `JSONRenderer`). Widths
/// are display columns; text is cut before it is styled, so no line is wider than `width`.
enum DevelopersRenderer {
    static func list(_ rows: [DeveloperRowViewModel], width: Int = .max, style: TextStyle = .plain) -> String {
        let rankWidth = rows.map(\.rank.count).max() ?? 1
        let indentWidth = min(rankWidth + 2, max(0, width / 4))
        let indent = String(repeating: " ", count: indentWidth)
        var out = ""
        for (index, row) in rows.enumerated() {
            if index > 0 { out += "\n" }
            var rank = String(repeating: " ", count: max(0, rankWidth - row.rank.count)) + row.rank + ". "
            // No room for a rank and a login's first letter: the login alone (bb39 h2-D4).
            if DisplayWidth.columns(rank) + 1 > width { rank = "" }
            let room = max(1, width - DisplayWidth.columns(rank))
            let login = DisplayWidth.truncate(row.login.text, toColumns: room)
            out += style.muted(rank) + style.link(style.bold(login), to: row.url.text)
            if let name = row.name, DisplayWidth.columns(login) + 2 < room {
                out += "  " + DisplayWidth.truncate(name.text, toColumns: room - DisplayWidth.columns(login) - 2)
            }
            out += "\n"
            if let repo = row.popularRepo {
                let line = repo.text + (row.popularRepoDescription.map { ": " + $0.text } ?? "")
                out += indent + DisplayWidth.truncate(line, toColumns: max(1, width - indentWidth)) + "\n"
            }
        }
        return out
    }

    static func table(_ rows: [DeveloperRowViewModel], width: Int = .max, style: TextStyle = .plain) -> String {
        guard !rows.isEmpty else { return "" }
        let titles = ["#", "LOGIN", "NAME", "POPULAR REPO", "DESCRIPTION"]
        let cells = rows.map { row in
            [row.rank, row.login.text, row.name?.text ?? "", row.popularRepo?.text ?? "", row.popularRepoDescription?.text ?? ""]
        }
        var widths = titles.indices.map { column in
            max(DisplayWidth.columns(titles[column]), cells.map { DisplayWidth.columns($0[column]) }.max() ?? 0)
        }
        // The description gives way first, then the name (each dropped once it has no room);
        // then the popular repo is cut, and the login last: no line is wider than the terminal.
        var shown = Array(titles.indices)
        func overflow() -> Int { shown.map { widths[$0] }.reduce(0, +) + 2 * (shown.count - 1) - width }
        for column in [4, 2] where overflow() > 0 {
            widths[column] = max(0, widths[column] - overflow())
            if widths[column] == 0 { shown.removeAll { $0 == column } }
        }
        for column in [3, 1] where overflow() > 0 {
            widths[column] = max(1, widths[column] - overflow())
        }
        // Narrower still (a pane of a few columns): the popular repo goes, then the rank, the
        // login alone cut to the width (bb39 h2-D4).
        for column in [3, 0] where overflow() > 0 {
            shown.removeAll { $0 == column }
        }
        if overflow() > 0 { widths[1] = max(1, width) }
        func line(_ values: [String], styled: (Int, String) -> String) -> String {
            let last = shown.last
            var text = shown.map { column in
                let text = DisplayWidth.truncate(values[column], toColumns: widths[column])
                let padding = column == last ? "" : String(repeating: " ", count: max(0, widths[column] - DisplayWidth.columns(text)))
                return column == 0 ? padding + styled(column, text) : styled(column, text) + padding
            }.joined(separator: "  ")
            // A row with no description ends at its repo, with no blanks after it.
            while text.hasSuffix(" ") { text.removeLast() }
            return text + "\n"
        }
        var out = line(titles) { _, text in style.bold(text) }
        for (index, row) in rows.enumerated() {
            out += line(cells[index]) { column, text in
                column == 1 ? style.link(style.bold(text), to: row.url.text) : (column == 0 ? style.muted(text) : text)
            }
        }
        return out
    }

    static let tsvHeader = ["rank", "login", "name", "url", "popular_repo", "popular_repo_description"]

    static func tsv(_ rows: [DeveloperRowViewModel]) -> String {
        var out = tsvHeader.joined(separator: "\t") + "\n"
        for row in rows {
            let fields = [row.rank, row.login.text, row.name?.text ?? "", row.url.text, row.popularRepo?.text ?? "", row.popularRepoDescription?.text ?? ""]
            out += fields.map(TSVRenderer.field).joined(separator: "\t") + "\n"
        }
        return out
    }
}
