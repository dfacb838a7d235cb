#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The offline-first rule: the cache first, the remote when stale or asked, the cache again
/// when the remote fails, and an error only when there is nothing to show.
public struct LoadTrendingUseCase: Sendable {
    private let remote: any TrendingRepoLoader
    private let cache: any TrendingCache
    private let now: @Sendable () -> Date

    public init(remote: any TrendingRepoLoader, cache: any TrendingCache, now: @escaping @Sendable () -> Date) {
        self.remote = remote
        self.cache = cache
        self.now = now
    }

    public func execute(
        _ request: LoadTrendingRequest,
        progress: @escaping @Sendable (LoadProgress) -> Void = { _ in }
    ) async -> TrendingLoadResult {
        var warnings: [TrendingWarning] = []
        let cached = loadCache(for: request.query, warnings: &warnings)

        if request.mode == .offline {
            guard let cached else {
                return TrendingLoadResult(outcome: .failure(.offlineWithoutCache), warnings: warnings)
            }
            if !canServe(cached, request) {
                let available = cached.repos.count { !request.excluding.contains($0.repoName.key) }
                warnings.append(.fewerThanRequested(available: available, requested: request.limit))
            }
            if cached.isIncomplete { warnings.append(.incompleteResults) }
            // --offline was asked for: a cache within its max age is shown as any fresh cache is,
            // without a note; only a stale one says how old it is.
            let fresh = CachePolicy.isFresh(fetchedAt: cached.fetchedAt, now: now(), maxAge: request.maxAge)
            let source: ListingSource = fresh ? .freshCache(fetchedAt: cached.fetchedAt) : .offlineCache(fetchedAt: cached.fetchedAt)
            return listing(cached, source, request, warnings)
        }

        // A list GitHub sent incomplete is asked again however young it is.
        if request.mode == .automatic, let cached, !cached.isIncomplete, canServe(cached, request),
           CachePolicy.isFresh(fetchedAt: cached.fetchedAt, now: now(), maxAge: request.maxAge) {
            return listing(cached, .freshCache(fetchedAt: cached.fetchedAt), request, warnings)
        }

        progress(.fetching(request.query))
        do {
            let query = request.query
            // Taken before the first page is asked, the instant its window (`created:>=…`) is
            // measured from, to the second: load more asks later pages as of it.
            let fetchedAt = now()
            let onPage: @Sendable (Int, Int) -> Void = { page, pages in
                if pages > 1 { progress(.page(page, of: pages, query)) }
            }
            var asked = request.remoteLimit
            var result = try await remote.load(query, limit: asked, onPage: onPage)
            // Excluded repos the request's estimate did not count (one seen before the period
            // began: a name used again, a clock set back) took places: asked again with room
            // for them, at most twice; a failure then keeps the answer in hand.
            for _ in 0..<2 {
                let wanted = min(TrendingQuery.searchCap, request.limit + result.repos.count { request.excluding.contains($0.repoName.key) })
                guard wanted > asked, result.partial == nil, result.repos.count >= asked,
                      (result.totalCount ?? .max) > result.repos.count,
                      let more = try? await remote.load(query, limit: wanted, onPage: onPage) else { break }
                (asked, result) = (wanted, more)
            }
            if result.isIncomplete { warnings.append(.incompleteResults) }
            if result.droppedItems > 0 { warnings.append(.implausibleItemsDropped(result.droppedItems)) }
            if result.unreadableItems > 0 { warnings.append(.unreadableItemsDropped(result.unreadableItems)) }
            if let partial = result.partial { warnings.append(.partialResults(partial)) }
            // A partial list must not pass for every repo there is: it serves only its own length.
            let requested = result.partial == nil ? asked : result.repos.count
            // `--scope all`: the repos this query's earlier lists held stay recent candidates for
            // their week, whatever the new searches find, show or hide (bb26 a-D1, bb27 a-D1, a-D2).
            let held = query.scope == .all
                ? cached?.held(replacedBy: result.repos, at: fetchedAt, age: CandidateDiscovery.recentAge(for: query.period)) ?? []
                : []
            let entry = CachedTrending(
                repos: result.repos, fetchedAt: fetchedAt, requestedLimit: requested, totalCount: result.totalCount,
                isIncomplete: result.isIncomplete, pageUnread: request.pageUnread, recent: held
            )
            do {
                try cache.save(entry, for: request.query)
            } catch {
                warnings.append(.cacheNotSaved(error))
            }
            return listing(entry, .remote(fetchedAt: fetchedAt), request, warnings)
        } catch {
            guard let cached else {
                return TrendingLoadResult(outcome: .failure(.remote(error)), warnings: warnings)
            }
            let source = ListingSource.staleFallback(fetchedAt: cached.fetchedAt, reason: error)
            if cached.isIncomplete { warnings.append(.incompleteResults) }
            if !request.wholeList, !canServe(cached, request) {
                let available = cached.repos.count { !request.excluding.contains($0.repoName.key) }
                warnings.append(.fallbackShort(available: min(available, request.limit), requested: request.limit))
            }
            return listing(cached, source, request, warnings)
        }
    }

    private func loadCache(for query: TrendingQuery, warnings: inout [TrendingWarning]) -> CachedTrending? {
        do {
            return try cache.load(for: query)
        } catch {
            warnings.append(.cacheProblem(error))
            return nil
        }
    }

    /// The cached list `execute` would show at once for `request` (fresh, complete, long enough),
    /// or nil; a cache it cannot read (moved aside, so `execute` finds none) is said in `warnings`.
    public func freshEntry(for request: LoadTrendingRequest, warnings: inout [TrendingWarning]) -> CachedTrending? {
        guard request.mode == .automatic, let cached = loadCache(for: request.query, warnings: &warnings), !cached.isIncomplete,
              canServe(cached, request), CachePolicy.isFresh(fetchedAt: cached.fetchedAt, now: now(), maxAge: request.maxAge) else { return nil }
        return cached
    }

    /// Whether the cache holds `limit` repos once the excluded ones are left out.
    private func canServe(_ entry: CachedTrending, _ request: LoadTrendingRequest) -> Bool {
        guard !request.excluding.isEmpty else { return entry.canServe(limit: request.limit) }
        let excludedHere = entry.repos.count { request.excluding.contains($0.repoName.key) }
        return entry.canServe(limit: request.limit + excludedHere)
    }

    private func listing(
        _ entry: CachedTrending, _ source: ListingSource, _ request: LoadTrendingRequest,
        _ warnings: [TrendingWarning]
    ) -> TrendingLoadResult {
        var visible = request.excluding.isEmpty ? entry.repos : entry.repos.filter { !request.excluding.contains($0.repoName.key) }
        // GitHub applies `stars:>=N`; a server that does not must not put smaller repos in the list.
        // The cache keeps what was sent, so its counts and later pages stay the server's.
        if let floor = request.query.minStars { visible.removeAll { $0.stars < floor } }
        let repos = request.wholeList ? visible : Array(visible.prefix(request.limit))
        var listing = TrendingListing(repos: repos, source: source, totalCount: entry.totalCount)
        listing.pageUnread = entry.pageUnread
        listing.excludedCount = request.excluding.isEmpty ? 0 : entry.repos.count { request.excluding.contains($0.repoName.key) }
        return TrendingLoadResult(outcome: .success(listing), warnings: warnings)
    }
}
