#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A list kept from an earlier remote success, with when it was fetched.
public struct CachedTrending: Equatable, Sendable {
    public let repos: [Repo]
    public let fetchedAt: Date
    /// How many repos that fetch asked for. Fewer came back only when no more exist.
    public let requestedLimit: Int
    /// GitHub's `total_count` for the query when fetched; nil in caches written before it was kept.
    public let totalCount: Int?
    /// GitHub said its search timed out (`incomplete_results`): the list may miss repos, so it
    /// is never served as fresh, and is shown again with that note.
    public let isIncomplete: Bool
    /// `--scope all`: the run that fetched it could not read GitHub's trending page, so the list
    /// it showed had no page rows; a cached copy of the page older than it does not join it.
    public let pageUnread: Bool
    /// `--scope all`: the repos the list shown took from recent lists (`recent` rows), kept with
    /// it so the list reads back as shown, and they stay recent candidates while it is shown.
    /// Their counts are an earlier list's; never the list's own rows.
    public let recent: [Repo]

    public init(
        repos: [Repo], fetchedAt: Date, requestedLimit: Int, totalCount: Int? = nil, isIncomplete: Bool = false, pageUnread: Bool = false,
        recent: [Repo] = []
    ) {
        self.repos = repos
        self.fetchedAt = fetchedAt
        self.requestedLimit = requestedLimit
        self.totalCount = totalCount
        self.isIncomplete = isIncomplete
        self.pageUnread = pageUnread
        self.recent = recent
    }

    /// This list, keeping `recent` as the repos it took from recent lists.
    public func keeping(recent: [Repo]) -> CachedTrending {
        CachedTrending(
            repos: repos, fetchedAt: fetchedAt, requestedLimit: requestedLimit, totalCount: totalCount, isIncomplete: isIncomplete,
            pageUnread: pageUnread, recent: recent
        )
    }

    /// Whether this list answers a request for `limit` repos without asking GitHub: it holds
    /// that many, or every repo there was (fewer came back than asked for, or all GitHub counted),
    /// or every repo GitHub's search ever gives (its 1,000), which hidden ones can't add to.
    public func canServe(limit: Int) -> Bool {
        limit <= repos.count || repos.count < requestedLimit || totalCount.map { repos.count >= $0 } == true
            || repos.count >= LoadMoreTrendingUseCase.searchCap
    }
}
