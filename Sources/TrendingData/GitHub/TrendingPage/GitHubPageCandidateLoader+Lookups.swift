#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// A page copy read again says what its rows' search left out as the reading run did, and asks
/// nothing for those rows (`PageRowsLookup`): a run within `--max-age`, or `--offline`, makes
/// no request for rows GitHub's search answered without, and gives the same notes.
extension GitHubPageCandidateLoader {
    /// The lookup of the read at `readAt` that left out the rows of `unknown`, and only those (a row
    /// known since, from another page, is asked again with the rest), when this read is
    /// one `again` (a copy, or offline) of the page without `--topic` or `--min-stars` (which
    /// leave rows out for another reason each run).
    func replayedLookup(of query: TrendingQuery, spokenLanguage: String?, unknown: Set<String>, readAt: Date, again: Bool) -> PageRowsLookup? {
        guard again, !unknown.isEmpty, query.topics.isEmpty, query.minStars == nil,
              let lookup = lookups?.load(query.period, language: query.language, spokenLanguage: spokenLanguage),
              lookup.readAt == readAt, unknown == lookup.leftOut
        else { return nil }
        return lookup
    }

    /// Keeps what this read's rows' search, answered in every part, left out of `rows` (those it
    /// was asked for): with `--topic` or `--min-stars`, nothing.
    func keepLookup(
        of query: TrendingQuery, spokenLanguage: String?, rows: [TrendingPageRow], details: [String: Details], readAt: Date,
        counts: (refused: Int, unfound: Int, found: NamedSearch)
    ) {
        guard let lookups, query.topics.isEmpty, query.minStars == nil else { return }
        let leftOut = Set(rows.map { RepoName(owner: $0.owner, name: $0.name).key }.filter { details[$0] == nil })
        guard !leftOut.isEmpty else { return }
        let lookup = PageRowsLookup(
            readAt: readAt, leftOut: leftOut, refused: counts.refused, unfound: max(0, counts.unfound),
            dropped: counts.found.droppedItems, unreadable: counts.found.unreadableItems
        )
        lookups.save(lookup, query.period, language: query.language, spokenLanguage: spokenLanguage)
    }
}
