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

    public init(rank: Int, repo: Repo, countsAreCurrent: Bool = true) {
        self.rank = rank
        self.repo = repo
        self.countsAreCurrent = countsAreCurrent
    }
}

/// What GitHub's trending page gave for a query.
public enum PageCandidates: Equatable, Sendable {
    /// Its rows in page order, as read at `fetchedAt` (from the cache when `fromCache`), and what
    /// to say of rows left out (the search for their details described them in a way no repo is).
    case listed([PageCandidate], fetchedAt: Date, fromCache: Bool, warnings: [TrendingWarning] = [])
    /// The page could not be read.
    case unavailable(TrendingPageFailure)
    /// The page was read, but the search for its rows' details (id, creation date) failed: only
    /// the rows whose details were known already (`known`, in page order) of its `total` are
    /// listed; `unlisted` holds the others' ranks (by `RepoName.key`), for the searches' finds.
    case detailsUnavailable(RemoteLoadError, known: [PageCandidate], total: Int, fetchedAt: Date, fromCache: Bool, unlisted: [String: Int] = [:])
}
