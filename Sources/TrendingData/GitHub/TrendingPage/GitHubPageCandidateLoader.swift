#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// `--scope all`'s candidates from GitHub's trending page: the page's rows, in page order, with
/// the id and creation date the page lacks from one search naming them all, which also applies
/// `--topic` and `--min-stars` (Architecture.md, Decisions: "The trending page's rows are completed by one search").
public struct GitHubPageCandidateLoader: TrendingPageCandidateLoader {
    private let rows: any TrendingPageRowLoading
    let search: GitHubTrendingLoader
    let lookups: PageRowsLookupCache?
    /// When this run began: a sighting before it is another run's, whose counts a page read now
    /// (a 200 or a 304) does not take, however recent (a `--refresh` seconds after a run, browse's
    /// `r`; bb43 v2-D4). The run's searches' start, else when this loader was made.
    var runStart: Date { fixedRunStart ?? search.runSearches?.startedAt ?? madeAt }
    private let fixedRunStart: Date?
    private let madeAt: Date

    /// - Parameters:
    ///   - storage, scope: where each page's `PageRowsLookup` is kept (the page copy's folder and
    ///     server); without them every read of a copy asks again for the rows left out.
    ///   - onCacheProblem: hears of a lookup file moved aside or unreadable.
    ///   - runStart: when this run began; the search's clock now when not given.
    public init(
        rows: any TrendingPageRowLoading, search: GitHubTrendingLoader, storage: (any LocalStorageClient)? = nil, scope: String = "",
        onCacheProblem: @escaping @Sendable (CacheError) -> Void = { _ in }, runStart: Date? = nil
    ) {
        self.rows = rows
        self.search = search
        lookups = storage.map { PageRowsLookupCache(storage: $0, scope: scope, now: search.now, onProblem: onCacheProblem) }
        fixedRunStart = runStart
        madeAt = search.now()
    }

    public func candidates(
        for query: TrendingQuery, spokenLanguage: String?, mode: LoadMode, remembered: PageMemory
    ) async -> PageCandidates {
        let answer = await rows.repos(since: query.period, language: query.language, spokenLanguage: spokenLanguage, mode: mode)
        let rows: [TrendingPageRow], fetchedAt: Date, fromCache: Bool
        switch answer {
        case .rows(let read, let at, let cached): (rows, fetchedAt, fromCache) = (read, at, cached)
        case .listsNone(let at, let cached): return .listsNone(fetchedAt: at, fromCache: cached)
        case .unavailable(let failure): return .unavailable(failure)
        }
        var details = query.topics.isEmpty ? Self.known(rows, in: remembered) : [:]
        // A row under --min-stars by an earlier run's count may have grown past it: asked again.
        if let floor = query.minStars { details = details.filter { $0.value.repo.stars >= floor } }
        var leftOut: [TrendingWarning] = [], refused = 0, knownOnly: RemoteLoadError?
        // The rows GitHub's search did not return (not refused, not failed): a search's find of one
        // keeps its place on the page, and is not said to be left out (bb33 n-D1).
        var notReturned: Set<String> = []
        // A copy read again: the rows its reading run's search kept are known from the page memory,
        // and those it left out are said as they were then, not asked again.
        let replayed = replayedLookup(
            of: query, spokenLanguage: spokenLanguage, rows: rows, known: details, remembered: remembered, readAt: fetchedAt,
            again: fromCache || mode == .offline
        )
        if let replayed {
            details = Self.known(rows, in: remembered).filter { !replayed.leftOut.contains($0.key) }
            leftOut += replayed.warnings(of: rows.count)
            refused = replayed.refused
            // Rows GitHub refused with a gone neighbour are no rows it did not return.
            notReturned = replayed.refused == 0 ? replayed.leftOut : []
        }
        let unread = rows.filter { details[RepoName(owner: $0.owner, name: $0.name).key] == nil }
        let unknownKeys = Set(unread.map { RepoName(owner: $0.owner, name: $0.name).key })
        // Rows whose counts an earlier read's search gave are named again once those are over
        // `countsFreshFor` older than this read: the page is GitHub's now, so are their counts.
        // A copy read before this run (not revalidated now) is the one its run counted.
        let started = runStart
        let recounted = Self.recounted(rows, known: details, in: remembered, readAt: fetchedAt, runStart: fetchedAt >= started ? started : nil)
        let unknown = replayed == nil ? unread : []
        let named = rows.filter {
            let key = RepoName(owner: $0.owner, name: $0.name).key
            return replayed == nil && unknownKeys.contains(key) || recounted.contains(key)
        }
        // The details come from GitHub's search, which --offline never asks.
        if !named.isEmpty, mode != .offline {
            // A search like the candidate searches: its share of the run's deadline, so a stall costs only it.
            let deadline = min(search.deadline(), search.clock() + GitHubAPI.requestShare(run: search.api.timeout))
            let earlier = replayed == nil ? refusedBefore(of: query, spokenLanguage: spokenLanguage, readAt: fetchedAt) : EarlierRefusal()
            switch await namedSearch(named.map { "\($0.owner)/\($0.name)" }, earlier: earlier, query: query, deadline: deadline) {
            case .success(let found):
                // Counted now, whenever the page was read (a cached copy's rows may be named now).
                let countedAt = search.now()
                for repo in found.repos { details[repo.repoName.key] = Details(repo: repo, searched: true, countedAt: countedAt) }
                // Rows in a part GitHub refused and no halving was left for: said, with their count
                // (a row known before keeps what it was known by, and is not left out).
                if replayed == nil {
                    refused = found.refused.count { unknownKeys.contains($0.lowercased()) }
                    if refused > 0 { leftOut.append(.trendingPageRowsRefused(refused, of: rows.count, searches: found.extraSearches)) }
                }
                // Rows a search answered without (and none it refused): said too, never dropped in
                // silence; with --topic or --min-stars, those that do not fit are the point.
                // (Those whose item it left out as implausible or unreadable are said as such.)
                // Rows in a part that failed (a 5xx, a dropped connection) after another answered:
                // said as the search failing for them, not as rows it answered without.
                let failed = found.failed.count { unknownKeys.contains($0.lowercased()) }
                if failed > 0, let failure = found.failure { leftOut.append(.trendingPageRowsFailed(failure, count: failed, of: rows.count)) }
                // Rows known already in the parts that failed keep what they were known by: said so.
                let stale = found.failed.count - failed
                if stale > 0, let failure = found.failure { leftOut.append(.trendingPageRowsNotRecounted(failure, count: stale, of: rows.count)) }
                let unfound = unknown.count { details[RepoName(owner: $0.owner, name: $0.name).key] == nil }
                    - refused - failed - found.droppedItems - found.unreadableItems
                // GitHub said its search timed out: the rows it did not send may be there, said so,
                // and asked again by the next run, never kept as left out (bb33 n-D4).
                if unfound > 0 {
                    let refusedOrFailed = Set((found.refused + found.failed).map { $0.lowercased() })
                    notReturned = Set(unknown.map { RepoName(owner: $0.owner, name: $0.name).key }.filter { details[$0] == nil && !refusedOrFailed.contains($0) })
                }
                if unfound > 0, found.incomplete { leftOut.append(.incompleteResults) }
                if unfound > 0, !found.incomplete, query.topics.isEmpty, query.minStars == nil { leftOut.append(.trendingPageRowsUnfound(unfound, of: rows.count)) }
                // A row the search described in a way no repo is, is left out as any search's item is: said.
                if found.droppedItems > 0 { leftOut.append(.implausibleItemsDropped(found.droppedItems)) }
                if found.unreadableItems > 0 { leftOut.append(.unreadableItemsDropped(found.unreadableItems)) }
                if replayed == nil, failed == 0, !found.incomplete {
                    keepLookup(
                        of: query, spokenLanguage: spokenLanguage, rows: rows, details: details, readAt: fetchedAt, counts: (refused, unfound, found),
                        earlier: earlier
                    )
                }
            case .failure(let error) where unknown.isEmpty:
                // Only rows known already were named: they keep what they were known by, and the
                // failure is said, as when rows are left out (bb27 a-D3).
                knownOnly = error
            case .failure(let error):
                // The rows known already are still the page's: listed, and the failure said.
                let known = Self.candidates(rows, details: details, query: query)
                let unlisted = Dictionary(unknown.map { (RepoName(owner: $0.owner, name: $0.name).key, $0.rank) }) { first, _ in first }
                return .detailsUnavailable(error, known: known, total: rows.count, fetchedAt: fetchedAt, fromCache: fromCache, unlisted: unlisted)
            }
        }
        let candidates = Self.candidates(rows, details: details, query: query)
        if let knownOnly { leftOut.append(.trendingPageDetailsFailed(knownOnly, listed: candidates.count, of: rows.count)) }
        // Rows read, and the search asked: none known is GitHub's search's answer, not an unreadable page.
        if candidates.isEmpty, !rows.isEmpty {
            // Offline, none of them known: no search was asked, so none of this is the page's fault.
            if mode == .offline, replayed == nil { return details.isEmpty ? .unavailable(.offlineDetailsUnknown(count: rows.count)) : .listed([], fetchedAt: fetchedAt, fromCache: fromCache, warnings: leftOut) }
            // Every row refused (422): GitHub never said they are unknown.
            if refused > 0, refused == unread.count { return .unavailable(.rowsRefused(count: rows.count)) }
            return .unavailable(.rowsUnmatched(count: rows.count, filtered: !query.topics.isEmpty || query.minStars != nil))
        }
        let unlisted = Dictionary(rows.compactMap { row -> (String, Int)? in
            let key = RepoName(owner: row.owner, name: row.name).key
            return notReturned.contains(key) ? (key, row.rank) : nil
        }) { first, _ in first }
        return .listed(candidates, fetchedAt: fetchedAt, fromCache: fromCache, warnings: leftOut, unlisted: unlisted)
    }

    /// A row's details: from this run's search, or remembered from a run that saw the row before.
    struct Details {
        let repo: Repo
        let searched: Bool
        /// When a search counted `repo`: this run's, or the page memory's for one it remembers.
        var countedAt: Date?
    }

    /// The rows whose details are known, in page order, that meet `--min-stars`.
    private static func candidates(_ rows: [TrendingPageRow], details: [String: Details], query: TrendingQuery) -> [PageCandidate] {
        rows.compactMap { row -> PageCandidate? in
            guard let known = details[RepoName(owner: row.owner, name: row.name).key] else { return nil }
            let repo = Self.repo(row, known: known)
            guard repo.stars >= query.minStars ?? 0 else { return nil }
            return PageCandidate(rank: row.rank, repo: repo, countsAreCurrent: known.searched, countedAt: known.countedAt)
        }
    }

    /// The keys of the rows known (`known`) whose page memory sighting, and so their counts, is
    /// over `PageMemory.countsFreshFor` older than this read of the page (`readAt`), or, for a
    /// page read now, older than this run (`runStart`).
    static func recounted(
        _ rows: [TrendingPageRow], known: [String: Details], in memory: PageMemory, readAt: Date, runStart: Date? = nil
    ) -> Set<String> {
        let fresh = max(readAt.addingTimeInterval(-PageMemory.countsFreshFor), runStart ?? .distantPast)
        return Set(rows.compactMap { row in
            let key = RepoName(owner: row.owner, name: row.name).key
            guard known[key] != nil, let seen = memory.sightings[key]?.at, seen < fresh else { return nil }
            return key
        })
    }

    /// The rows the page memory knows, as it knows them.
    static func known(_ rows: [TrendingPageRow], in memory: PageMemory) -> [String: Details] {
        var found: [String: Details] = [:]
        for row in rows {
            let key = RepoName(owner: row.owner, name: row.name).key
            if let known = memory.sightings[key] { found[key] = Details(repo: known.repo, searched: false, countedAt: known.countedAt) }
        }
        return found
    }

    /// The search's id, page, creation date, counts and words: this run's search's, or those an
    /// earlier run's search gave, never the page's printed counts (a page could print any number);
    /// the page's words where the API has none. The page escapes the API's text once, so its words
    /// decoded once are the API's text itself, read as any API text is.
    static func repo(_ row: TrendingPageRow, known details: Details) -> Repo {
        let known = details.repo
        return Repo(
            id: known.id, owner: known.owner, name: known.name,
            // GitHub's API's words, as `show` and bookmarks give them; the page's where it has none.
            description: known.description ?? row.description,
            language: known.language ?? row.language,
            stars: known.stars, forks: known.forks,
            urlText: known.urlText, createdAt: known.createdAt
        )
    }
}
