#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// A page copy read again says what its rows' search left out as the reading run did, and asks
/// nothing for those rows (`PageRowsLookup`): a run within `--max-age`, or `--offline`, makes
/// no request for rows GitHub's search answered without (or that did not fit `--topic` or
/// `--min-stars`), and gives the same notes and rows.
extension GitHubPageCandidateLoader {
    /// The lookup of the read at `readAt` with the same `--topic` and `--min-stars` when this read
    /// is one `again` (a copy, or offline), and it still holds: every row it kept is known here
    /// (the page memory), and, without a filter, none it left out is (a row known since, from
    /// another page's search, is asked again with the rest). Without a filter and with every row
    /// known (`known`), none is needed, and no file is read.
    func replayedLookup(
        of query: TrendingQuery, spokenLanguage: String?, rows: [TrendingPageRow], known: [String: Details], remembered: PageMemory,
        readAt: Date, again: Bool
    ) -> PageRowsLookup? {
        guard again else { return nil }
        let filtered = !query.topics.isEmpty || query.minStars != nil
        let keys = rows.map { RepoName(owner: $0.owner, name: $0.name).key }
        if !filtered, keys.allSatisfy({ known[$0] != nil }) { return nil }
        guard let lookup = lookups?.load(query.period, language: query.language, spokenLanguage: spokenLanguage, filter: PageRowsLookup.filter(of: query)),
              lookup.readAt == readAt, lookup.filter == PageRowsLookup.filter(of: query)
        else { return nil }
        let memory = Self.known(rows, in: remembered)
        let holds = keys.allSatisfy { key in
            lookup.leftOut.contains(key) ? filtered || memory[key] == nil : memory[key] != nil
        }
        return holds ? lookup : nil
    }

    /// The rows (keys) the latest earlier read of this page, within a day of `readAt`, left out
    /// when GitHub refused some of them (a gone or private repo): asked apart by this read's search,
    /// and the parts GitHub refused narrowed down from where that read stopped, for a day from the
    /// read that first found them (then asked anew, in case a repo came back).
    func refusedBefore(of query: TrendingQuery, spokenLanguage: String?, readAt: Date) -> EarlierRefusal {
        guard let lookup = lookups?.load(query.period, language: query.language, spokenLanguage: spokenLanguage, filter: PageRowsLookup.filter(of: query)),
              lookup.refused > 0, lookup.readAt < readAt, readAt.timeIntervalSince(lookup.readAt) < 86_400 else { return EarlierRefusal() }
        let since = lookup.partsSince ?? lookup.readAt
        guard readAt.timeIntervalSince(since) < 86_400 else { return EarlierRefusal(suspects: lookup.leftOut) }
        return EarlierRefusal(suspects: lookup.leftOut, parts: lookup.refusedParts, since: since)
    }

    /// What an earlier read of the page learnt of the rows GitHub's search refuses.
    struct EarlierRefusal {
        /// The rows (keys) it left out.
        var suspects: Set<String> = []
        /// Parts of them known to hold a refused row (keys).
        var parts: [Set<String>] = []
        /// When the read that first found `parts` was.
        var since: Date?
    }

    /// Keeps what this read's rows' search, answered in every part, left out of `rows`: those it
    /// gave no details for, or that fall under `--min-stars`. Without a filter, only when it left
    /// some out (a read keeping every row needs none).
    func keepLookup(
        of query: TrendingQuery, spokenLanguage: String?, rows: [TrendingPageRow], details: [String: Details], readAt: Date,
        counts: (refused: Int, unfound: Int, found: NamedSearch), earlier: EarlierRefusal
    ) {
        guard let lookups else { return }
        let filtered = !query.topics.isEmpty || query.minStars != nil
        let leftOut = Set(rows.map { RepoName(owner: $0.owner, name: $0.name).key }.filter { key in
            guard let known = details[key] else { return true }
            return known.repo.stars < query.minStars ?? 0
        })
        guard filtered || !leftOut.isEmpty else { return }
        let lookup = PageRowsLookup(
            readAt: readAt, filter: PageRowsLookup.filter(of: query), leftOut: leftOut, refused: counts.refused,
            unfound: filtered ? 0 : max(0, counts.unfound), dropped: counts.found.droppedItems, unreadable: counts.found.unreadableItems,
            refusedParts: counts.found.refusedParts.map { Set($0.map { $0.lowercased() }) }.filter { $0.isSubset(of: leftOut) },
            // Parts carried from an earlier read keep its date: a day after it, they are asked anew.
            partsSince: earlier.parts.isEmpty ? readAt : earlier.since ?? readAt
        )
        lookups.save(lookup, query.period, language: query.language, spokenLanguage: spokenLanguage)
    }
}
