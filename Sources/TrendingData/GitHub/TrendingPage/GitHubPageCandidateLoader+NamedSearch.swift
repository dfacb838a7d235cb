#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// The one search naming the page's rows, and its narrowing when GitHub refuses it.
extension GitHubPageCandidateLoader {
    /// The rows' search. GitHub refuses it whole (422, "cannot be searched") when one repo named is
    /// gone or private: it is then narrowed down, at most `maxSplitSearches` more, so one such repo
    /// costs its own row (or a few neighbours'), not the page (`NamedSearchParts`).
    func namedSearch(_ names: [String], earlier: EarlierRefusal, query: TrendingQuery, deadline: Double) async -> Result<NamedSearch, RemoteLoadError> {
        let named = Dictionary(names.map { ($0.lowercased(), $0) }) { first, _ in first }
        var parts = NamedSearchParts(
            names, suspects: Set(names.filter { earlier.suspects.contains($0.lowercased()) }),
            refusedParts: earlier.parts.map { Set($0.map { named[$0] ?? $0 }) }, extraSearches: Self.maxSplitSearches
        )
        var found: [Repo] = [], dropped = 0, unreadable = 0, answered = false, incomplete = false
        var failed: [String] = [], failure: RemoteLoadError?
        while let part = parts.next() {
            let url = GitHubSearchEndpoint.namedReposURL(api: search.api, names: part, query: query)
            switch await rowsSearch(url, deadline: deadline) {
            case .success(let result):
                answered = true
                incomplete = incomplete || result.isIncomplete
                found += result.repos
                dropped += result.droppedItems
                unreadable += result.unreadableItems
                parts.answered()
            case .failure(.invalidQuery(let messages)) where messages.contains(where: { $0.contains("cannot be searched") }):
                parts.refused(part)
            case .failure(let error):
                guard answered || parts.asked > 1 else { return .failure(error) }
                failed += part
                failure = failure ?? error
                parts.failed()
            }
        }
        // Every part failed (the first after a split): the search failed, as when it is asked whole.
        if !answered, let failure { return .failure(failure) }
        return .success(NamedSearch(
            repos: found, droppedItems: dropped, unreadableItems: unreadable, refused: parts.leftOut, refusedParts: parts.refusedParts,
            failed: failed, failure: failure,
            incomplete: incomplete, extraSearches: max(0, parts.asked - 1)
        ))
    }

    /// The rows' search, answered: the repos found, those left out, and how many rows were in
    /// parts GitHub refused: a repo alone, or more that no halving was left for.
    struct NamedSearch {
        let repos: [Repo]
        let droppedItems: Int
        let unreadableItems: Int
        /// The names in parts GitHub refused, as asked.
        let refused: [String]
        /// Those of them in parts known to hold a refused name (`NamedSearchParts.refusedParts`).
        let refusedParts: [[String]]
        /// The names in parts that failed otherwise (a 5xx, a dropped connection), and the first
        /// such failure; another part answered.
        let failed: [String]
        let failure: RemoteLoadError?
        /// GitHub said a part's search timed out (`incomplete_results`).
        let incomplete: Bool
        /// The searches asked after the first, narrowing a refused one down.
        let extraSearches: Int
    }

    /// The most searches a refused rows' search may add, narrowing it down.
    static let maxSplitSearches = 4

    /// The page's rows' search, asked again once after a failure that may pass
    /// (`RemoteLoadError.mayPass`: a 5xx, a lost connection) while its share lasts: each attempt counts among the run's searches, so the
    /// candidate searches ask that many fewer and the run stays within GitHub's limit.
    /// A wait GitHub asked for, waited out and asked again, is its second attempt (bb45 b3-D1).
    func rowsSearch(_ url: URL, deadline: Double) async -> Result<TrendingSearchResult, RemoteLoadError> {
        var attempts = 0
        while true {
            attempts += 1
            // Nothing else searches meanwhile: the run's count tells the resends too.
            let before = search.runSearches?.count
            do {
                return .success(try await search.fetchPage(url, deadline: deadline, retries: .askedWaitOnly, resends: attempts < 2).result)
            } catch {
                if let before, let after = search.runSearches?.count { attempts += max(0, after - before - 1) }
                guard attempts < 2, error.mayPass, search.clock() < deadline else { return .failure(error) }
            }
        }
    }
}
