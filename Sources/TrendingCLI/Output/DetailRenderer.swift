import TrendingPresentation

/// Lays out one repo's details, and lists of saved repos.
enum DetailRenderer {
    ///     octo-org/rocket  [template]
    ///     Launch-ready template for Swift command-line tools…
    ///
    ///       Stars        9,812
    ///       …
    ///       URL          https://github.com/octo-org/rocket
    static func render(_ detail: RepoDetailViewModel) -> String {
        var out = detail.fullName
        if !detail.badges.isEmpty { out += "  " + detail.badges.map { "[\($0)]" }.joined(separator: " ") }
        out += "\n"
        if let description = detail.description { out += description + "\n" }
        out += "\n"
        let rows = detail.rows + [DetailRow("URL", detail.url)]
        let width = (rows.map(\.label.count).max() ?? 0) + 2
        for row in rows {
            out += "  " + row.label + String(repeating: " ", count: width - row.label.count) + row.value + "\n"
        }
        return out
    }

    ///     octo-org/rocket  ★ 9.8k  Swift
    ///       Launch-ready template…
    ///       bookmarked 3 days ago
    static func render(_ rows: [SavedRepoRowViewModel]) -> String {
        rows.map { row in
            var out = row.fullName + (row.summary.map { "  " + $0 } ?? "") + "\n"
            if let description = row.description { out += "  " + description + "\n" }
            return out + "  " + row.when + "\n"
        }.joined(separator: "\n")
    }
}
