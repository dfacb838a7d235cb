import Foundation
import Testing
import TrendingDomain
import TrendingTestSupport

@Suite("LoadTrendingUseCase")
struct LoadTrendingUseCaseTests {
    @Test("fetches, stores and delivers remote repos when nothing is cached")
    func nothingCached() async throws {
        let remoteRepos = repos(3)
        let (sut, remote, cache) = makeSUT(remote: .success(TrendingSearchResult(repos: remoteRepos)))

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 3))

        #expect(remote.messages == [.load(anyQuery(), limit: 3)])
        #expect(cache.messages == [
            .load(anyQuery()),
            .save(CachedTrending(repos: remoteRepos, fetchedAt: fixedNow, requestedLimit: 3), anyQuery()),
        ])
        #expect(result == TrendingLoadResult(outcome: .success(
            TrendingListing(repos: remoteRepos, source: .remote(fetchedAt: fixedNow))
        )))
    }

    @Test("--min-stars holds whatever the server sends: repos below the floor are left out (a server ignoring stars: sent them)")
    func minStarsHeldLocally() async throws {
        let query = TrendingQuery(minStars: 2_500)
        let (sut, _, _) = makeSUT(remote: .success(TrendingSearchResult(repos: [anyRepo(id: 1, name: "big", stars: 9_000), anyRepo(id: 2, name: "small", stars: 300), anyRepo(id: 3, name: "edge", stars: 2_500)])))

        let result = await sut.execute(LoadTrendingRequest(query: query, limit: 10))

        #expect(try result.outcome.get().repos.map(\.name) == ["big", "edge"])
    }

    @Test("fails with the remote error when nothing is cached and the remote fails")
    func nothingCachedRemoteFails() async throws {
        let (sut, _, cache) = makeSUT(remote: .failure(.unreachable("connection refused")))

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 3))

        #expect(result.outcome == .failure(.remote(.unreachable("connection refused"))))
        #expect(cache.messages == [.load(anyQuery())])
    }

    @Test("delivers a fresh cache without asking the remote")
    func freshCache() async throws {
        let entry = CachedTrending(repos: repos(5), fetchedAt: fixedNow.addingTimeInterval(-3599), requestedLimit: 5)
        let (sut, remote, _) = makeSUT(cached: .success(entry))

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 5, maxAge: 3600))

        #expect(remote.messages.isEmpty)
        #expect(result.outcome == .success(TrendingListing(repos: entry.repos, source: .freshCache(fetchedAt: entry.fetchedAt))))
    }

    @Test("serves a smaller limit from a fresh cache, cut to that limit")
    func freshCacheSmallerLimit() async throws {
        let entry = CachedTrending(repos: repos(10), fetchedAt: fixedNow, requestedLimit: 10)
        let (sut, remote, _) = makeSUT(cached: .success(entry))

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 4))

        #expect(remote.messages.isEmpty)
        #expect(try result.outcome.get().repos == Array(entry.repos.prefix(4)))
    }

    @Test("fetches when a fresh cache holds fewer repos than the limit asks for")
    func freshCacheTooShort() async throws {
        let entry = CachedTrending(repos: repos(10), fetchedAt: fixedNow, requestedLimit: 10)
        let (sut, remote, _) = makeSUT(remote: .success(TrendingSearchResult(repos: repos(20))), cached: .success(entry))

        _ = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 20))

        #expect(remote.messages == [.load(anyQuery(), limit: 20)])
    }

    @Test("serves a larger limit from a fresh cache that already holds every repo there is")
    func freshCacheExhaustive() async throws {
        let entry = CachedTrending(repos: repos(7), fetchedAt: fixedNow, requestedLimit: 25)
        let (sut, remote, _) = makeSUT(cached: .success(entry))

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 50))

        #expect(remote.messages.isEmpty)
        #expect(try result.outcome.get().repos.count == 7)
    }

    @Test("asks the remote when the cache is exactly max-age old")
    func cacheAtMaxAgeIsStale() async throws {
        let entry = CachedTrending(repos: repos(5), fetchedAt: fixedNow.addingTimeInterval(-3600), requestedLimit: 5)
        let fetched = repos(2)
        let (sut, remote, _) = makeSUT(remote: .success(TrendingSearchResult(repos: fetched)), cached: .success(entry))

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 5, maxAge: 3600))

        #expect(remote.messages.count == 1)
        #expect(result.outcome == .success(TrendingListing(repos: fetched, source: .remote(fetchedAt: fixedNow))))
    }

    @Test("falls back to a stale cache with the reason when the remote fails")
    func staleCacheRemoteFails() async throws {
        let entry = CachedTrending(repos: repos(5), fetchedAt: fixedNow.addingTimeInterval(-7200), requestedLimit: 5)
        let (sut, _, cache) = makeSUT(remote: .failure(.timedOut), cached: .success(entry))

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 5))

        #expect(result.outcome == .success(TrendingListing(
            repos: entry.repos, source: .staleFallback(fetchedAt: entry.fetchedAt, reason: .timedOut)
        )))
        #expect(cache.messages == [.load(anyQuery())], "a failed fetch must not touch the cache")
    }

    @Test("refresh asks the remote even when the cache is fresh")
    func refreshIgnoresFreshness() async throws {
        let entry = CachedTrending(repos: repos(5), fetchedAt: fixedNow, requestedLimit: 5)
        let fetched = repos(5).reversed().map { $0 }
        let (sut, remote, _) = makeSUT(remote: .success(TrendingSearchResult(repos: fetched)), cached: .success(entry))

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 5, mode: .refresh))

        #expect(remote.messages == [.load(anyQuery(), limit: 5)])
        #expect(try result.outcome.get().repos == fetched)
    }

    @Test("refresh falls back to the cache when the remote fails")
    func refreshFallsBack() async throws {
        let entry = CachedTrending(repos: repos(5), fetchedAt: fixedNow, requestedLimit: 5)
        let (sut, _, _) = makeSUT(remote: .failure(.serverError(status: 502)), cached: .success(entry))

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 5, mode: .refresh))

        #expect(try result.outcome.get().source == .staleFallback(fetchedAt: fixedNow, reason: .serverError(status: 502)))
    }

    @Test("offline never asks the remote and serves even a stale cache")
    func offlineServesStaleCache() async throws {
        let entry = CachedTrending(repos: repos(5), fetchedAt: fixedNow.addingTimeInterval(-86_400 * 3), requestedLimit: 5)
        let (sut, remote, _) = makeSUT(cached: .success(entry))

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 5, mode: .offline))

        #expect(remote.messages.isEmpty)
        #expect(try result.outcome.get().source == .offlineCache(fetchedAt: entry.fetchedAt))
    }

    @Test("offline with no cache fails without asking the remote")
    func offlineWithoutCache() async throws {
        let (sut, remote, _) = makeSUT()

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 5, mode: .offline))

        #expect(remote.messages.isEmpty)
        #expect(result.outcome == .failure(.offlineWithoutCache))
    }

    @Test("offline warns when the cache holds fewer repos than asked for")
    func offlineShortCacheWarns() async throws {
        let entry = CachedTrending(repos: repos(5), fetchedAt: fixedNow, requestedLimit: 5)
        let (sut, _, _) = makeSUT(cached: .success(entry))

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 9, mode: .offline))

        #expect(result.warnings == [.fewerThanRequested(available: 5, requested: 9)])
        #expect(try result.outcome.get().repos.count == 5)
    }

    @Test("offline says nothing of a short cache that holds every repo GitHub counted: there is no more to fetch")
    func offlineCacheHoldsGitHubsCount() async throws {
        let entry = CachedTrending(repos: repos(5), fetchedAt: fixedNow, requestedLimit: 5, totalCount: 5)
        let (sut, _, _) = makeSUT(cached: .success(entry))

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 9, mode: .offline))

        #expect(result.warnings.isEmpty)
        #expect(try result.outcome.get().repos.count == 5)
    }

    @Test("moves on as if uncached, with a warning, when the cache is corrupt")
    func corruptCache() async throws {
        let fetched = repos(2)
        let (sut, remote, _) = makeSUT(
            remote: .success(TrendingSearchResult(repos: fetched)),
            cached: .failure(.corrupt(movedTo: "/c/x.json.corrupt-1"))
        )

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 2))

        #expect(remote.messages.count == 1)
        #expect(result.warnings == [.cacheCorrupt(movedTo: "/c/x.json.corrupt-1")])
        #expect(try result.outcome.get().repos == fetched)
    }

    @Test("still delivers the fetched list, with a warning, when saving it fails")
    func saveFails() async throws {
        let fetched = repos(2)
        let (sut, _, _) = makeSUT(remote: .success(TrendingSearchResult(repos: fetched)), saveError: .io(.test("disk full")))

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 2))

        #expect(result.warnings == [.cacheNotSaved(.io(.test("disk full")))])
        #expect(try result.outcome.get().repos == fetched)
    }

    @Test("warns when GitHub reports incomplete results")
    func incompleteResults() async throws {
        let (sut, _, cache) = makeSUT(remote: .success(TrendingSearchResult(repos: repos(1), isIncomplete: true)))

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 1))

        #expect(result.warnings == [.incompleteResults])
        #expect(cache.messages.last == .save(
            CachedTrending(repos: repos(1), fetchedAt: fixedNow, requestedLimit: 1, isIncomplete: true), anyQuery()
        ))
    }

    @Test("caches an incomplete list as incomplete, asks again however fresh it is, and notes it offline")
    func incompleteIsNeverFresh() async throws {
        let entry = CachedTrending(repos: repos(3), fetchedAt: fixedNow.addingTimeInterval(-60), requestedLimit: 25, isIncomplete: true)
        let (sut, remote, _) = makeSUT(remote: .success(TrendingSearchResult(repos: repos(12))), cached: .success(entry))
        let (offline, _, _) = makeSUT(cached: .success(entry))

        _ = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 25, maxAge: 3600))
        let shown = await offline.execute(LoadTrendingRequest(query: anyQuery(), limit: 3, mode: .offline, maxAge: 3600))

        #expect(remote.messages.count == 1)
        #expect(shown.warnings == [.incompleteResults])
    }

    @Test("reports fetching progress only when it asks the remote")
    func progressOnlyWhenFetching() async throws {
        let fresh = CachedTrending(repos: repos(5), fetchedAt: fixedNow, requestedLimit: 5)
        let (cachedSUT, _, _) = makeSUT(cached: .success(fresh))
        let (fetchingSUT, _, _) = makeSUT(remote: .success(TrendingSearchResult(repos: repos(5))))
        let quiet = ProgressSpy()
        let loud = ProgressSpy()

        _ = await cachedSUT.execute(LoadTrendingRequest(query: anyQuery(), limit: 5), progress: quiet.record)
        _ = await fetchingSUT.execute(LoadTrendingRequest(query: anyQuery(), limit: 5), progress: loud.record)

        #expect(quiet.events.isEmpty)
        #expect(loud.events == [.fetching(anyQuery())])
    }

    // MARK: - Helpers

    private func makeSUT(
        remote: Result<TrendingSearchResult, RemoteLoadError> = .success(TrendingSearchResult(repos: [])),
        cached: Result<CachedTrending?, CacheError> = .success(nil),
        saveError: CacheError? = nil
    ) -> (LoadTrendingUseCase, RemoteLoaderSpy, CacheSpy) {
        let remoteSpy = RemoteLoaderSpy(result: remote)
        let cacheSpy = CacheSpy(loadResult: cached, saveError: saveError)
        let sut = LoadTrendingUseCase(remote: remoteSpy, cache: cacheSpy, now: { fixedNow })
        return (sut, remoteSpy, cacheSpy)
    }
}

@Suite("LoadTrendingUseCase partial results")
struct LoadTrendingUseCasePartialTests {
    @Test("shows a partial list with a warning, and caches it as serving only its own length")
    func partial() async throws {
        let reason = PartialReason.rateLimited(resetsAt: fixedNow.addingTimeInterval(600))
        let remote = RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: repos(150), partial: reason)))
        let cache = CacheSpy()
        let sut = LoadTrendingUseCase(remote: remote, cache: cache, now: { fixedNow })

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 300))

        #expect(result.warnings == [.partialResults(reason)])
        #expect(try result.outcome.get().repos.count == 150)
        #expect(cache.messages.last == .save(CachedTrending(repos: repos(150), fetchedAt: fixedNow, requestedLimit: 150), anyQuery()))
        #expect(!CachedTrending(repos: repos(150), fetchedAt: fixedNow, requestedLimit: 150).canServe(limit: 300))
    }
}

@Suite("LoadTrendingUseCase, the repos earlier --scope all lists held")
struct LoadTrendingUseCaseHeldTests {
    @Test("a refresh keeps the repos its query's earlier lists held and its searches did not find, at their dates, for a week: whatever it shows, cuts or hides (bb27 a-D1, a-D2)")
    func heldForAWeek() async throws {
        let query = TrendingQuery(scope: .all)
        let twoDaysAgo = fixedNow.addingTimeInterval(-2 * 86_400)
        let (a, b, c, d) = (anyRepo(id: 1, name: "a"), anyRepo(id: 2, name: "b"), anyRepo(id: 3, name: "c"), anyRepo(id: 4, name: "d"))
        let cached = CachedTrending(repos: [a, b], fetchedAt: twoDaysAgo, requestedLimit: 10, recent: [
            HeldRepo(repo: c, heldAt: fixedNow.addingTimeInterval(-8 * 86_400)), HeldRepo(repo: d, heldAt: fixedNow.addingTimeInterval(-3 * 86_400)),
        ])
        let cache = CacheSpy()
        try cache.save(cached, for: query)
        let sut = LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: [a]))), cache: cache, now: { fixedNow })
        var request = LoadTrendingRequest(query: query, limit: 1, mode: .refresh)
        request.excluding = ["owner/b"]

        _ = await sut.execute(request)

        let saved = try #require(try cache.load(for: query))
        #expect(saved.repos == [a])
        #expect(saved.recent == [HeldRepo(repo: b, heldAt: twoDaysAgo), HeldRepo(repo: d, heldAt: fixedNow.addingTimeInterval(-3 * 86_400))],
                "a is listed again; c was held 8 days ago")

        // A list that is not --scope all keeps nothing of the kind.
        let plain = CacheSpy()
        try plain.save(CachedTrending(repos: [a, b], fetchedAt: twoDaysAgo, requestedLimit: 10), for: anyQuery())
        _ = await LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: [a]))), cache: plain, now: { fixedNow })
            .execute(LoadTrendingRequest(query: anyQuery(), limit: 1, mode: .refresh))
        #expect(try plain.load(for: anyQuery())?.recent == [])
    }

    @Test("the listing counts the repos of GitHub's answer it left out as hidden (bb37 z-D1)")
    func countsHidden() async throws {
        let repos = (1...3).map { anyRepo(id: $0, name: "r\($0)") }
        let sut = LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: repos))), cache: CacheSpy(), now: { fixedNow })
        var request = LoadTrendingRequest(query: anyQuery(), limit: 10, mode: .refresh)
        request.excluding = Set(repos.map(\.repoName.key))
        let listing = try await sut.execute(request).outcome.get()
        #expect(listing.repos.isEmpty && listing.excludedCount == 3)

        request.excluding = []
        #expect(try await sut.execute(request).outcome.get().excludedCount == 0)
    }
}

