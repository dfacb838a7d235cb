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
    /// `--scope all`: the repos this query's earlier lists held that this one's searches did not
    /// find, each with when a list last held it, for a week (the period, when longer): recent
    /// candidates still, as when those lists were cached. Never the list's own rows.
    public let recent: [HeldRepo]

    public init(
        repos: [Repo], fetchedAt: Date, requestedLimit: Int, totalCount: Int? = nil, isIncomplete: Bool = false, pageUnread: Bool = false,
        recent: [HeldRepo] = []
    ) {
        self.repos = repos
        self.fetchedAt = fetchedAt
        self.requestedLimit = requestedLimit
        self.totalCount = totalCount
        self.isIncomplete = isIncomplete
        self.pageUnread = pageUnread
        self.recent = recent
    }

    /// What a list replacing this one at `replacedAt` keeps of it (and of what it kept) that its
    /// own `repos` do not hold: each repo at the last time a list held it, within `age`; the
    /// newest `recentCap` of them, a list's own in its order, so churn never grows the file.
    public func held(replacedBy repos: [Repo], at replacedAt: Date, age: TimeInterval) -> [HeldRepo] {
        let listed = Set(repos.map(\.repoName.key))
        var newest: [String: (held: HeldRepo, order: Int)] = [:]
        let rows = self.repos.map { HeldRepo(repo: $0, heldAt: fetchedAt) } + recent
        for (order, held) in rows.enumerated()
            where !listed.contains(held.repo.repoName.key) && held.heldAt >= replacedAt.addingTimeInterval(-age)
            && (newest[held.repo.repoName.key]?.held.heldAt ?? .distantPast) < held.heldAt {
            newest[held.repo.repoName.key] = (held, order)
        }
        let kept = newest.values.sorted { ($0.held.heldAt, $1.order) > ($1.held.heldAt, $0.order) }
        return kept.prefix(Self.recentCap).map(\.held)
    }

    /// At most this many repos are kept from earlier lists: the most one `--scope all` list
    /// holds (19 searches of 100), so a partial list replacing a whole one keeps all it lacks.
    public static let recentCap = 2_000

    /// Whether this list answers a request for `limit` repos without asking GitHub: it holds
    /// that many, or every repo there was (fewer came back than asked for, or all GitHub counted),
    /// or every repo GitHub's search ever gives (its 1,000), which hidden ones can't add to.
    public func canServe(limit: Int) -> Bool {
        limit <= repos.count || repos.count < requestedLimit || totalCount.map { repos.count >= $0 } == true
            || repos.count >= TrendingQuery.searchCap
    }
}

/// A repo an earlier list held, and when a list last held it.
public struct HeldRepo: Equatable, Sendable {
    public let repo: Repo
    public let heldAt: Date

    public init(repo: Repo, heldAt: Date) {
        self.repo = repo
        self.heldAt = heldAt
    }
}
