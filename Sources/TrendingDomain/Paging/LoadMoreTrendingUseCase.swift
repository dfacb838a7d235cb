#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Load more: extends the cached list by GitHub's next page, so a scrolling list asks for each
/// page once instead of fetching every page again. The list itself is then served from the cache.
public struct LoadMoreTrendingUseCase: Sendable {
    private static let searchCap = TrendingQuery.searchCap

    private let remote: any SearchPageLoader
    private let cache: any TrendingCache

    public init(remote: any SearchPageLoader, cache: any TrendingCache) {
        self.remote = remote
        self.cache = cache
    }

    /// Fetches the next page of `perPage` unless the cache already holds `wanted` repos besides
    /// the `excluding` ones (hidden: the list leaves them out), or all there are; returns how
    /// many new repos the cache gained.
    public func execute(_ query: TrendingQuery, wanted: Int, perPage: Int, excluding: Set<String> = []) async -> Result<Int, LoadMoreError> {
        let perPage = min(max(perPage, 1), 100)
        let stored: CachedTrending?
        do {
            stored = try cache.load(for: query)
        } catch {
            return .failure(.cache(error))
        }
        // Nothing cached means nothing loaded to extend; enough cached, or all there is, means no need.
        guard let cached = stored, Self.mayHaveMore(cached, perPage: perPage),
              cached.repos.count(where: { !excluding.contains($0.repoName.key) }) < wanted, cached.repos.count < Self.searchCap
        else { return .success(0) }
        // Pages are counted from the top; a partial last page is fetched whole and deduplicated.
        let page = cached.repos.count / perPage + 1
        guard page * perPage <= Self.searchCap else { return .success(0) }
        let result: TrendingSearchResult
        do {
            // The first page was asked at the list's fetch time: later pages ask the same window.
            result = try await remote.loadPage(query, page: page, perPage: perPage, asOf: cached.fetchedAt)
        } catch {
            return .failure(.remote(error))
        }
        var known = Set(cached.repos.map(\.id))
        let added = result.repos.filter { known.insert($0.id).inserted }
        let repos = cached.repos + added
        // A short page is the end of the results: the entry then serves any limit, and its total
        // is what there was (a total GitHub said before no longer promises more).
        let ended = result.repos.count < perPage
        let entry = CachedTrending(
            repos: repos, fetchedAt: cached.fetchedAt, requestedLimit: ended ? repos.count + 1 : repos.count,
            totalCount: ended ? repos.count : result.totalCount ?? cached.totalCount,
            isIncomplete: cached.isIncomplete || result.isIncomplete,
            pageUnread: cached.pageUnread, recent: cached.recent
        )
        do {
            try cache.save(entry, for: query)
        } catch {
            return .failure(.cache(error))
        }
        return .success(added.count)
    }

    /// Whether GitHub may hold rows past the cached ones: the list was cut at its limit, or it
    /// ended on a whole page while GitHub's total says more (a server that gave no `next` link
    /// for a page it has: scrolling asks for it by number, as every page more does).
    public static func mayHaveMore(_ cached: CachedTrending, perPage: Int) -> Bool {
        let count = cached.repos.count
        if !cached.canServe(limit: count + 1) { return true }
        return count > 0 && count.isMultiple(of: perPage) && cached.totalCount.map { count < min($0, searchCap) } == true
    }
}
