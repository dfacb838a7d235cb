#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A repo GitHub's trending page listed, with its details, at its place on the page.
public struct PageCandidate: Equatable, Sendable {
    /// The row's place on the page, from 1.
    public let rank: Int
    public let repo: Repo
    /// Whether its star and fork counts are this run's search's; else they are what an earlier
    /// run's search gave (the page memory's), never the page's own printed ones.
    public let countsAreCurrent: Bool
    /// When a search counted them (this run's, or the one the page memory recorded); nil: unknown.
    public let countedAt: Date?

    public init(rank: Int, repo: Repo, countsAreCurrent: Bool = true, countedAt: Date? = nil) {
        self.rank = rank
        self.repo = repo
        self.countsAreCurrent = countsAreCurrent
        self.countedAt = countedAt
    }

    /// Whether its counts are those of a list fetched at `fetchedAt`: for a list (or page) read
    /// now, this run's search's; for a cached one, a search's at most `PageMemory.countsFreshFor`
    /// from its fetch (the page read that list's run made, counted with it).
    func isCounted(asOf fetchedAt: Date, fetchedNow: Bool) -> Bool {
        if fetchedNow { return countsAreCurrent }
        return countedAt.map { abs($0.timeIntervalSince(fetchedAt)) <= PageMemory.countsFreshFor } == true
    }
}

/// What GitHub's trending page gave for a query.
public enum PageCandidates: Equatable, Sendable {
    /// Its rows in page order, as read at `fetchedAt` (from the cache when `fromCache`), and what
    /// to say of rows left out; `unlisted`: the ranks of those GitHub's search did not return (by
    /// `RepoName.key`), for the searches' finds to keep their place (bb33 n-D1).
    case listed([PageCandidate], fetchedAt: Date, fromCache: Bool, warnings: [TrendingWarning] = [], unlisted: [String: Int] = [:])
    /// GitHub's own "no trending repositories for your choices", read at `fetchedAt`: an answer.
    case listsNone(fetchedAt: Date, fromCache: Bool)
    /// The page could not be read.
    case unavailable(TrendingPageFailure)
    /// The page was read, but the search for its rows' details (id, creation date) failed: only
    /// the rows whose details were known already (`known`, in page order) of its `total` are
    /// listed; `unlisted` holds the others' ranks (by `RepoName.key`), for the searches' finds.
    case detailsUnavailable(RemoteLoadError, known: [PageCandidate], total: Int, fetchedAt: Date, fromCache: Bool, unlisted: [String: Int] = [:])
}
