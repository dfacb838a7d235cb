import TrendingPresentation

/// Lays out the human list: a head line per repo, then its description and age.
///
///      1. owner/name  ★ 12.3k  Swift
///         A description of the repository.
///         created 3 hours ago · NEW · bookmarked
enum ListRenderer {
    static func render(_ rows: [RepoRowViewModel]) -> String {
        let rankWidth = rows.last?.rank.count ?? 1
        var out = ""
        for (index, row) in rows.enumerated() {
            if index > 0 { out += "\n" }
            let rank = String(repeating: " ", count: rankWidth - row.rank.count) + row.rank + ". "
            let indent = String(repeating: " ", count: rank.count)
            var head = rank + row.fullName + "  ★ " + row.stars
            if let language = row.language { head += "  " + language }
            out += head + "\n"
            if let description = row.description { out += indent + description + "\n" }
            out += indent + ([row.age] + row.markers).joined(separator: " · ") + "\n"
        }
        return out
    }
}
