import TrendingDomain
import TrendingPresentation

/// Tab-separated values for `cut` and `awk`: a header row, exact values, no colour, no cutting.
enum TSVRenderer {
    static let header = ["rank", "full_name", "stars", "stars_delta", "stars_gained", "forks", "language", "created_at", "new", "bookmarked", "url", "description", "page_rank", "discovered_by"]

    static func render(_ records: [RepoRecord]) -> String {
        var out = header.joined(separator: "\t") + "\n"
        for record in records {
            var fields: [String] = [
                String(record.rank), record.fullName, String(record.stars), record.starsDelta.map(String.init) ?? "", record.starsGained.map(String.init) ?? "",
                String(record.forks), record.language ?? "",
                record.createdAt, String(record.isNew), String(record.isBookmarked), record.url, record.description ?? "",
            ]
            fields.append(record.pageRank.map(String.init) ?? "")
            fields.append(record.discoveredBy.joined(separator: ","))
            out += fields.map(field).joined(separator: "\t") + "\n"
        }
        return out
    }

    /// Sanitized like every output; a tab or line break inside a value (Unicode's line and
    /// paragraph separators too, which some readers split lines at) would split the row, so
    /// they become spaces.
    static func field(_ untrusted: String) -> String {
        let value = TextSanitizer.sanitize(untrusted)
        guard value.contains(where: isBreak) else { return value }
        return String(value.map { isBreak($0) ? " " : $0 })
    }

    private static func isBreak(_ character: Character) -> Bool {
        character == "\t" || character == "\n" || character == "\r" || character == "\u{2028}" || character == "\u{2029}"
    }
}
