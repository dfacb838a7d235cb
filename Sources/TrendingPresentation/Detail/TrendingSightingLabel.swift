#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// `show`'s words for a repo's last sighting on GitHub's trending page: a `Trending` row such
/// as `#3 on GitHub's weekly Rust page, 2 days ago (2026-11-21T12:00:00Z)`, and `last_trending`.
struct TrendingSightingLabel {
    let sighting: PageSighting?
    let now: Date

    var rows: [DetailRow] {
        guard let sighting else { return [] }
        let language = sighting.language.map { " " + DisplayText.line($0).text } ?? ""
        let spoken = sighting.spokenLanguage.map { " for spoken language " + DisplayText.line($0).text } ?? ""
        let when = RelativeDateFormatter.string(for: sighting.at, relativeTo: now)
        return [DetailRow(
            "Trending", "#\(sighting.rank) on GitHub's \(sighting.period.rawValue)\(language) page\(spoken), \(when) (\(ISO8601.string(sighting.at)))"
        )]
    }

    /// Always present, null when this machine never saw it there, as JSON keys never disappear.
    var fields: [(String, JSONValue)] {
        guard let sighting else { return [("last_trending", .null)] }
        return [("last_trending", .object([
            ("seen_at", .string(ISO8601.string(sighting.at))),
            ("period", .string(sighting.period.rawValue)),
            ("language", .optional(sighting.language.map(TextSanitizer.display))),
            ("page_rank", .int(sighting.rank)),
            ("spoken_language", .optional(sighting.spokenLanguage.map(TextSanitizer.display))),
        ]))]
    }
}
