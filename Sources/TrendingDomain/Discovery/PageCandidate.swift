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

    public init(rank: Int, repo: Repo) {
        self.rank = rank
        self.repo = repo
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
    /// the rows whose details were known already (`known`, in page order) of its `total` are listed.
    case detailsUnavailable(RemoteLoadError, known: [PageCandidate], total: Int, fetchedAt: Date, fromCache: Bool)
}
