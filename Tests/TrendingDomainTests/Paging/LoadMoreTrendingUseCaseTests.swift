import Foundation
import Testing
import TrendingDomain

@Suite("LoadMoreTrendingUseCase: one page more, into the cache")
struct LoadMoreTrendingUseCaseTests {
    @Test("fetches the page after the cached rows and appends it, deduplicated, keeping the fetch date")
    func nextPage() async throws {
        let cached = CachedTrending(repos: repos(103), fetchedAt: fixedNow, requestedLimit: 103, totalCount: 500)
        let (sut, remote, cache) = makeSUT(cached: cached, page: repos(200).suffix(100).map { $0 })

        let added = try await sut.execute(anyQuery(), wanted: 200, perPage: 100).get()

        #expect(added == 97)
        #expect(remote.pages == [2])
        // Asked as of the first page's instant, not now: the same window on every page.
        #expect(remote.instants == [fixedNow])
        let saved = try #require(cache.saved)
        #expect(saved.repos.map(\.id) == Array(0..<200) && saved.fetchedAt == fixedNow && saved.requestedLimit == 200)
        #expect(saved.totalCount == 500)
    }

    @Test("a short page is the end: the entry then serves any limit")
    func lastPage() async throws {
        let (sut, _, cache) = makeSUT(cached: CachedTrending(repos: repos(20), fetchedAt: fixedNow, requestedLimit: 20), page: repos(25).suffix(5).map { $0 })

        #expect(try await sut.execute(anyQuery(), wanted: 40, perPage: 20).get() == 5)
        #expect(cache.saved?.canServe(limit: 1000) == true)
    }

    @Test("a list that ended on a whole page while GitHub's total says more asks the next page by number; an empty one ends it")
    func endedWithoutNextLink() async throws {
        // `trending --limit 200` against a server that linked no page 2: 100 rows of 1,000.
        let cached = CachedTrending(repos: repos(100), fetchedAt: fixedNow, requestedLimit: 200, totalCount: 1000)
        let (sut, remote, cache) = makeSUT(cached: cached, page: repos(200).suffix(100).map { $0 })
        #expect(try await sut.execute(anyQuery(), wanted: 200, perPage: 100).get() == 100)
        #expect(remote.pages == [2])
        #expect(cache.saved?.repos.count == 200)

        let (ended, endedRemote, endedCache) = makeSUT(cached: cached, page: [])
        #expect(try await ended.execute(anyQuery(), wanted: 200, perPage: 100).get() == 0)
        #expect(endedRemote.pages == [2])
        // The end is remembered: the next scroll asks nothing, and the total no longer promises more.
        let saved = try #require(endedCache.saved)
        #expect(saved.totalCount == 100)
        #expect(LoadMoreTrendingUseCase.mayHaveMore(saved, perPage: 100) == false)
    }

    @Test("asks nothing when the cache already holds what is wanted, holds all there is, or holds nothing")
    func noNeed() async throws {
        for cached in [
            CachedTrending(repos: repos(100), fetchedAt: fixedNow, requestedLimit: 100),
            CachedTrending(repos: repos(30), fetchedAt: fixedNow, requestedLimit: 100),
            // A short last page is the end, whatever GitHub's total says.
            CachedTrending(repos: repos(130), fetchedAt: fixedNow, requestedLimit: 200, totalCount: 1000),
            nil,
        ] {
            let (sut, remote, _) = makeSUT(cached: cached, page: [])
            #expect(try await sut.execute(anyQuery(), wanted: cached?.repos.count == 100 ? 100 : 200, perPage: 100).get() == 0)
            #expect(remote.pages.isEmpty)
        }
    }

    @Test("hidden rows take no place of the rows wanted: a list cut at 6 with 3 hidden asks the next page for 6 shown (bb24 a-D3)")
    func hiddenRowsDoNotCount() async throws {
        let cached = CachedTrending(repos: repos(6), fetchedAt: fixedNow, requestedLimit: 6, totalCount: 12)
        let hidden = Set(repos(3).map(\.repoName.key))
        let (sut, remote, cache) = makeSUT(cached: cached, page: repos(9).suffix(3).map { $0 })

        #expect(try await sut.execute(anyQuery(), wanted: 6, perPage: 3, excluding: hidden).get() == 3)
        #expect(remote.pages == [3])
        #expect(cache.saved?.repos.count == 9)

        let (unhidden, unhiddenRemote, _) = makeSUT(cached: cached, page: [])
        #expect(try await unhidden.execute(anyQuery(), wanted: 6, perPage: 3).get() == 0)
        #expect(unhiddenRemote.pages.isEmpty, "6 rows shown are what was wanted")
    }

    @Test("never asks past GitHub's 1,000 results")
    func cap() async throws {
        let (sut, remote, _) = makeSUT(cached: CachedTrending(repos: repos(1000), fetchedAt: fixedNow, requestedLimit: 1000), page: [])
        #expect(try await sut.execute(anyQuery(), wanted: 1100, perPage: 100).get() == 0)
        #expect(remote.pages.isEmpty)
    }

    @Test("reports the remote's failure, changing nothing")
    func failure() async {
        let (sut, _, cache) = makeSUT(cached: CachedTrending(repos: repos(100), fetchedAt: fixedNow, requestedLimit: 100), page: [], error: .timedOut)
        #expect(await sut.execute(anyQuery(), wanted: 200, perPage: 100) == .failure(.remote(.timedOut)))
        #expect(cache.saved == nil)
    }

    // MARK: - Helpers

    private func makeSUT(cached: CachedTrending?, page: [Repo], error: RemoteLoadError? = nil) -> (LoadMoreTrendingUseCase, PageLoaderSpy, MemoryCache) {
        let remote = PageLoaderSpy(page: page, error: error)
        let cache = MemoryCache(cached)
        return (LoadMoreTrendingUseCase(remote: remote, cache: cache), remote, cache)
    }
}

final class PageLoaderSpy: SearchPageLoader, @unchecked Sendable {
    private let lock = NSLock()
    private var _pages: [Int] = []
    private var _instants: [Date] = []
    private let page: [Repo]
    private let error: RemoteLoadError?
    var pages: [Int] { lock.withLock { _pages } }
    var instants: [Date] { lock.withLock { _instants } }

    init(page: [Repo], error: RemoteLoadError?) {
        self.page = page
        self.error = error
    }

    func loadPage(_ query: TrendingQuery, page: Int, perPage: Int, asOf: Date) async throws(RemoteLoadError) -> TrendingSearchResult {
        lock.withLock { _pages.append(page); _instants.append(asOf) }
        if let error { throw error }
        return TrendingSearchResult(repos: self.page)
    }
}

final class MemoryCache: TrendingCache, @unchecked Sendable {
    private let lock = NSLock()
    private var entry: CachedTrending?
    private(set) var saved: CachedTrending?

    init(_ entry: CachedTrending?) { self.entry = entry }

    func load(for query: TrendingQuery) throws(CacheError) -> CachedTrending? { lock.withLock { entry } }
    func save(_ entry: CachedTrending, for query: TrendingQuery) throws(CacheError) {
        lock.withLock {
            self.entry = entry
            saved = entry
        }
    }
}
