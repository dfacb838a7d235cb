import Foundation
import Testing
import TrendingDomain
import TrendingTestSupport

@Suite("ShowRepoUseCase")
struct ShowRepoUseCaseTests {
    @Test("fetches and caches details with their ETag when nothing is cached")
    func firstFetch() async throws {
        let (sut, remote, cache, _) = makeSUT(remote: .success(.modified(anyDetail(), etag: "\"abc\"")))

        let shown = try await sut.execute(name("octo-org/rocket"), mode: .automatic, maxAge: 3600).outcome.get()

        #expect(remote.messages == [.load(name("octo-org/rocket"), etag: nil)])
        #expect(cache.saved == [CachedRepoDetail(detail: anyDetail(), etag: "\"abc\"", fetchedAt: fixedNow)])
        #expect(shown.source == .remote(fetchedAt: fixedNow))
    }

    @Test("caches a renamed repo (followed through a 301) under its new name and its old one")
    func renamed() async throws {
        let (sut, _, cache, _) = makeSUT(remote: .success(.modified(anyDetail(), etag: nil)))

        let shown = try await sut.execute(name("old-org/old-name"), mode: .automatic, maxAge: 3600).outcome.get()

        #expect(shown.detail.name == name("octo-org/rocket"))
        #expect(cache.savedNames == [name("octo-org/rocket"), name("old-org/old-name")])
    }

    @Test("serves fresh cached details without a request")
    func freshCache() async throws {
        let cached = CachedRepoDetail(detail: anyDetail(), etag: "\"abc\"", fetchedAt: fixedNow.addingTimeInterval(-60))
        let (sut, remote, _, _) = makeSUT(cached: cached)

        let shown = try await sut.execute(name("octo-org/rocket"), mode: .automatic, maxAge: 3600).outcome.get()

        #expect(remote.messages.isEmpty)
        #expect(shown.source == .freshCache(fetchedAt: cached.fetchedAt))
    }

    @Test("revalidates with the ETag when stale or refreshed, and reuses the cache on 304", arguments: [LoadMode.automatic, .refresh])
    func revalidates(mode: LoadMode) async throws {
        let cached = CachedRepoDetail(detail: anyDetail(), etag: "\"abc\"", fetchedAt: fixedNow.addingTimeInterval(mode == .refresh ? -60 : -7200))
        let (sut, remote, cache, _) = makeSUT(remote: .success(.notModified), cached: cached)

        let shown = try await sut.execute(name("octo-org/rocket"), mode: mode, maxAge: 3600).outcome.get()

        #expect(remote.messages == [.load(name("octo-org/rocket"), etag: "\"abc\"")])
        #expect(shown.source == .revalidated(fetchedAt: fixedNow))
        #expect(shown.detail == cached.detail)
        #expect(cache.saved.last?.fetchedAt == fixedNow, "a 304 renews the cache's age")
    }

    @Test("serves the cache offline, and fails offline without one")
    func offline() async throws {
        let cached = CachedRepoDetail(detail: anyDetail(), etag: nil, fetchedAt: fixedNow.addingTimeInterval(-86_400))
        let (withCache, remote, _, _) = makeSUT(cached: cached)
        let (without, _, _, _) = makeSUT()

        #expect(try await withCache.execute(name("octo-org/rocket"), mode: .offline, maxAge: 3600).outcome.get().source == .offlineCache(fetchedAt: cached.fetchedAt))
        #expect(await without.execute(name("octo-org/rocket"), mode: .offline, maxAge: 3600).outcome == .failure(.offlineWithoutCache))
        #expect(remote.messages.isEmpty)
    }

    @Test("falls back to the cache when GitHub fails, but never for a 404")
    func fallback() async throws {
        let cached = CachedRepoDetail(detail: anyDetail(), etag: nil, fetchedAt: fixedNow.addingTimeInterval(-7200))
        let (failing, _, _, _) = makeSUT(remote: .failure(.timedOut), cached: cached)
        let (gone, _, _, _) = makeSUT(remote: .failure(.notFound), cached: cached)

        #expect(try await failing.execute(name("octo-org/rocket"), mode: .automatic, maxAge: 3600).outcome.get().source
            == .staleFallback(fetchedAt: cached.fetchedAt, reason: .timedOut))
        #expect(await gone.execute(name("octo-org/rocket"), mode: .automatic, maxAge: 3600).outcome == .failure(.remote(.notFound)))
    }

    @Test("says whether the repo is bookmarked, and fills in the bookmark's details")
    func bookmark() async throws {
        let store = StateStoreSpy(UserState(bookmarks: ["octo-org/rocket": Bookmark(name: name("octo-org/rocket"), addedAt: fixedNow)]))
        let (sut, _, _, _) = makeSUT(remote: .success(.modified(anyDetail(), etag: nil)), store: store)

        let shown = try await sut.execute(name("octo-org/rocket"), mode: .automatic, maxAge: 3600).outcome.get()

        #expect(shown.isBookmarked)
        #expect(store.state.bookmarks["octo-org/rocket"]?.details?.stars == 9812)
    }

    @Test("a bookmark show cannot save still reads as one: the mark is the state's as read, with the warning")
    func bookmarkNotSaved() async throws {
        let store = StateStoreSpy(UserState(bookmarks: ["octo-org/rocket": Bookmark(name: name("octo-org/rocket"), addedAt: fixedNow)]))
        store.updateError = .busy(.test("held"))
        let (sut, _, _, _) = makeSUT(remote: .success(.modified(anyDetail(), etag: nil)), store: store)

        let result = await sut.execute(name("octo-org/rocket"), mode: .automatic, maxAge: 3600)

        #expect(try result.outcome.get().isBookmarked)
        #expect(result.warnings.contains(.stateNotSaved(.busy(.test("held")))))
    }

    @Test("show asks the star history by the name GitHub answered with, and finds the repo's last page sighting")
    func showsHistoryAndSighting() async throws {
        let sighting = PageSighting(repo: anyRepo(owner: "octo-org", name: "rocket"), at: fixedNow, period: .weekly, language: nil, rank: 3)
        let history = StarHistoryLoaderSpy { _ in answer(7) }
        let memory = PageMemoryStub(result: .success(PageMemory(sightings: ["octo-org/rocket": sighting])))
        let sut = makeShowSUT(remote: .success(.modified(anyDetail(), etag: nil)), history: history, memory: memory)

        let result = await sut.show(name("old-org/rocket"), mode: .automatic, maxAge: 3600)

        #expect(result.details.warnings.isEmpty)
        #expect(try result.details.outcome.get().detail.name == name("octo-org/rocket"))
        #expect(history.calls.map(\.repo) == ["octo-org/rocket"])
        #expect(result.starHistory?.days.last?.stars == 7 && result.historyProblem == nil)
        #expect(result.lastTrending == sighting)
    }

    @Test("a sighting older than the page memory's 30 days is not said: the repo was not trending lately")
    func oldSighting() async {
        let history = StarHistoryLoaderSpy { _ in answer(7) }
        func shown(seenDaysAgo days: Double) async -> PageSighting? {
            let sighting = PageSighting(
                repo: anyRepo(owner: "octo-org", name: "rocket"), at: fixedNow.addingTimeInterval(-days * 86_400), period: .weekly, language: nil, rank: 3
            )
            let memory = PageMemoryStub(result: .success(PageMemory(sightings: ["octo-org/rocket": sighting])))
            let detail = anyDetail(createdAt: fixedNow.addingTimeInterval(-400 * 86_400))
            let sut = makeShowSUT(remote: .success(.modified(detail, etag: nil)), history: history, memory: memory)
            return await sut.show(name("octo-org/rocket"), mode: .automatic, maxAge: 3600).lastTrending
        }
        #expect(await shown(seenDaysAgo: 29.9) != nil)
        #expect(await shown(seenDaysAgo: 30.1) == nil)
        #expect(await shown(seenDaysAgo: 100) == nil)
    }

    @Test("a sighting from before the repo was made is another repo's, whose freed name it took: not said (bb29 d-D2)")
    func sightingBeforeCreation() async {
        let made = fixedNow.addingTimeInterval(-86_400)
        func shown(seenAt: Date) async -> PageSighting? {
            let sighting = PageSighting(repo: anyRepo(owner: "octo-org", name: "rocket"), at: seenAt, period: .daily, language: nil, rank: 1)
            let memory = PageMemoryStub(result: .success(PageMemory(sightings: ["octo-org/rocket": sighting])))
            let sut = makeShowSUT(remote: .success(.modified(anyDetail(createdAt: made), etag: nil)), history: StarHistoryLoaderSpy { _ in answer(7) }, memory: memory)
            return await sut.show(name("octo-org/rocket"), mode: .automatic, maxAge: 3600).lastTrending
        }
        #expect(await shown(seenAt: made.addingTimeInterval(-8 * 3600)) == nil)
        #expect(await shown(seenAt: made.addingTimeInterval(-60)) != nil, "a clock's difference")
        #expect(await shown(seenAt: made.addingTimeInterval(3600)) != nil)
    }

    @Test("what the star history met on the way (a cache not saved) is a warning of show's too")
    func starHistoryWarnings() async throws {
        let sut = ShowRepoUseCase(
            remote: DetailLoaderSpy(result: .success(.modified(anyDetail(), etag: nil))), cache: DetailCacheSpy(cached: nil), store: StateStoreSpy(),
            starHistory: RepoStarHistoryUseCase(loader: StarHistoryLoaderSpy { _ in answer(7) }, cache: UnsavableHistoryCache(), now: { fixedNow }),
            pageMemory: PageMemoryStub(result: .success(PageMemory())), now: { fixedNow }
        )

        let result = await sut.show(name("octo-org/rocket"), mode: .automatic, maxAge: 3600)

        #expect(result.starHistory?.days.last?.stars == 7)
        #expect(result.details.warnings == [.cacheNotSaved(.io(.test("disk full")))])
    }

    @Test("show without details asks no star history; a page memory it cannot read is a warning, not a failure")
    func showWithoutDetailsOrMemory() async throws {
        let history = StarHistoryLoaderSpy { _ in answer(7) }
        let failed = await makeShowSUT(remote: .failure(.notFound), history: history, memory: PageMemoryStub(result: .success(PageMemory())))
            .show(name("octo-org/rocket"), mode: .automatic, maxAge: 3600)
        #expect(failed.details.outcome == .failure(.remote(.notFound)) && failed.starHistory == nil && history.calls.isEmpty)

        let unreadable = await makeShowSUT(
            remote: .success(.modified(anyDetail(), etag: nil)), history: history, memory: PageMemoryStub(result: .failure(.io(.test("denied"))))
        ).show(name("octo-org/rocket"), mode: .automatic, maxAge: 3600)
        #expect(unreadable.details.warnings == [.pageMemoryUnreadable(.io(.test("denied")))])
        #expect(try unreadable.details.outcome.get().detail.stars == anyDetail().stars && unreadable.lastTrending == nil)
    }

    @Test("a corrupt state or page memory moved aside is a warning of the details, and the details still show")
    func corruptStateAndMemory() async throws {
        let store = StateStoreSpy(UserState(bookmarks: ["octo-org/rocket": Bookmark(name: name("octo-org/rocket"), addedAt: fixedNow)]))
        store.corrupt(movedTo: "/state/state.json.corrupt-1")
        var memory = PageMemoryStub(result: .success(PageMemory()))
        memory.warnings = [.corruptMovedAside(movedTo: "/state/trending-page.json.corrupt-1")]
        let sut = makeShowSUT(remote: .success(.modified(anyDetail(), etag: nil)), history: StarHistoryLoaderSpy { _ in answer(7) }, memory: memory, store: store)

        let result = await sut.show(name("octo-org/rocket"), mode: .automatic, maxAge: 3600)

        #expect(result.details.warnings == [
            .state(.corruptMovedAside(movedTo: "/state/state.json.corrupt-1")),
            .state(.corruptMovedAside(movedTo: "/state/trending-page.json.corrupt-1")),
        ])
        #expect(try !result.details.outcome.get().isBookmarked, "the bookmark was in the corrupt file")
    }

    // MARK: - Helpers

    private func makeShowSUT(
        remote: Result<RepoDetailFetch, RemoteLoadError>, history: StarHistoryLoaderSpy, memory: PageMemoryStub,
        store: StateStoreSpy = StateStoreSpy()
    ) -> ShowRepoUseCase {
        ShowRepoUseCase(
            remote: DetailLoaderSpy(result: remote), cache: DetailCacheSpy(cached: nil), store: store,
            starHistory: RepoStarHistoryUseCase(loader: history, cache: StarHistoryCacheSpy(), now: { fixedNow }), pageMemory: memory,
            now: { fixedNow }
        )
    }

    @Test("GitHub saying the core budget is spent on the details keeps it: no history request then, and the next show sends no request before the reset")
    func spentBudgetIsKept() async {
        let resets = fixedNow.addingTimeInterval(1800)
        let historyCache = StarHistoryCacheSpy(), history = StarHistoryLoaderSpy { _ in answer(7) }
        func sut(_ remote: DetailLoaderSpy) -> ShowRepoUseCase {
            ShowRepoUseCase(
                remote: remote, cache: DetailCacheSpy(cached: nil), store: StateStoreSpy(),
                starHistory: RepoStarHistoryUseCase(loader: history, cache: historyCache, now: { fixedNow }), now: { fixedNow }
            )
        }
        let limited = DetailLoaderSpy(result: .failure(.rateLimited(resetsAt: resets)))
        let first = await sut(limited).show(name("octo-org/rocket"), mode: .automatic, maxAge: 3600)
        #expect(first.details.outcome == .failure(.remote(.rateLimited(resetsAt: resets))))
        #expect(historyCache.savedStatus.budgetResetsAt == resets)

        let next = DetailLoaderSpy(result: .success(.modified(anyDetail(), etag: nil)))
        let second = await sut(next).show(name("octo-org/other"), mode: .automatic, maxAge: 3600)
        #expect(next.messages.isEmpty && history.calls.isEmpty, "no request into a spent budget")
        #expect(second.details.outcome == .failure(.remote(.rateLimited(resetsAt: resets))))
    }

    @Test("a spent budget the details met that cannot be kept (the disk is full) is said, not dropped (review A21)")
    func spentBudgetNotKeptIsSaid() async {
        let sut = ShowRepoUseCase(
            remote: DetailLoaderSpy(result: .failure(.rateLimited(resetsAt: fixedNow.addingTimeInterval(1800)))), cache: DetailCacheSpy(cached: nil),
            store: StateStoreSpy(),
            starHistory: RepoStarHistoryUseCase(loader: StarHistoryLoaderSpy { _ in answer(7) }, cache: UnsavableHistoryCache(), now: { fixedNow }),
            now: { fixedNow }
        )

        let result = await sut.show(name("octo-org/rocket"), mode: .automatic, maxAge: 3600)

        #expect(result.details.warnings.contains(.cacheNotSaved(.io(.test("disk full")))), "\(result.details.warnings)")
    }

    @Test("a spent budget that cannot be kept on disk is kept for the command: no history request goes into it, and the cache is said once (bb47 f3-D1, review 4)")
    func spentBudgetKeptInMemory() async {
        let history = StarHistoryLoaderSpy { _ in answer(7) }
        let starHistory = RepoStarHistoryUseCase(loader: history, cache: UnsavableHistoryCache(), now: { fixedNow })
        let resets = fixedNow.addingTimeInterval(1800)

        let said = starHistory.budgetSpent(until: resets)
        let result = await starHistory.history(of: name("octo-org/rocket"), days: 31, mode: .automatic, maxAge: 3600)

        #expect(said == [.cacheNotSaved(.io(.test("disk full")))])
        #expect(history.calls.isEmpty, "the budget GitHub said is spent")
        #expect(result.problem == .rateLimited(resetsAt: resets))
        #expect(result.warnings.isEmpty, "nothing saved again, so nothing said again: \(result.warnings)")
    }

    @Test("a spent budget the star-history request met is kept, and a reset named a century ahead is said and kept as the hour")
    func historyBudgetKept() async {
        let far = Date(timeIntervalSince1970: 9_223_372_036)
        let cache = StarHistoryCacheSpy()
        let loader = StarHistoryLoaderSpy { _ in .failure(.rateLimited(resetsAt: far)) }
        let sut = RepoStarHistoryUseCase(loader: loader, cache: cache, now: { fixedNow })

        let first = await sut.history(of: name("octo-org/rocket"), days: 31, mode: .automatic, maxAge: 3600)
        let second = await sut.history(of: name("octo-org/other"), days: 31, mode: .automatic, maxAge: 3600)

        #expect(first.problem == .rateLimited(resetsAt: fixedNow.addingTimeInterval(3600)))
        #expect(cache.savedStatus.budgetResetsAt == fixedNow.addingTimeInterval(3600))
        #expect(loader.calls.count == 1, "the next command sends nothing into it")
        #expect(second.problem == .rateLimited(resetsAt: fixedNow.addingTimeInterval(3600)))
    }

    @Test("a budget spent without a token holds back no request made with one")
    func spentBudgetOfTheOtherKind() async {
        let status = StarHistoryEndpointStatus(budgetResetsAt: fixedNow.addingTimeInterval(1800), budgetAuthenticated: false)
        let remote = DetailLoaderSpy(result: .success(.modified(anyDetail(), etag: nil)))
        let sut = ShowRepoUseCase(
            remote: remote, cache: DetailCacheSpy(cached: nil), store: StateStoreSpy(),
            starHistory: RepoStarHistoryUseCase(
                loader: StarHistoryLoaderSpy(authenticated: true) { _ in answer(7) }, cache: StarHistoryCacheSpy(status: status), now: { fixedNow }
            ),
            now: { fixedNow }
        )

        let result = await sut.show(name("octo-org/rocket"), mode: .automatic, maxAge: 3600)

        #expect(remote.messages.count == 1)
        #expect(result.starHistory != nil)
    }

    private func makeSUT(
        remote: Result<RepoDetailFetch, RemoteLoadError> = .failure(.timedOut), cached: CachedRepoDetail? = nil,
        store: StateStoreSpy = StateStoreSpy()
    ) -> (ShowRepoUseCase, DetailLoaderSpy, DetailCacheSpy, StateStoreSpy) {
        let loader = DetailLoaderSpy(result: remote)
        let cache = DetailCacheSpy(cached: cached)
        return (ShowRepoUseCase(remote: loader, cache: cache, store: store, now: { fixedNow }), loader, cache, store)
    }
}

func anyDetail(createdAt: Date = fixedNow.addingTimeInterval(-86_400)) -> RepoDetail {
    RepoDetail(
        name: name("octo-org/rocket"), description: "Launch-ready", stars: 9812, forks: 644, watchers: 87, openIssues: 23,
        language: "Swift", license: RepoLicense(key: "mit", name: "MIT License", spdxID: "MIT"), topics: ["cli"], homepage: nil, defaultBranch: "main",
        createdAt: createdAt, pushedAt: nil, url: URL(string: "https://github.com/octo-org/rocket")!,
        isArchived: false, isFork: false, isTemplate: true, ownerLogin: "octo-org", ownerType: "Organization"
    )
}

/// A page memory read from a fixed answer.
struct PageMemoryStub: PageMemoryStore {
    let result: Result<PageMemory, StateError>
    var warnings: [StateNotice] = []

    func read() throws(StateError) -> StateResult<PageMemory> { StateResult(try result.get(), warnings: warnings) }
    func update<T>(_ change: (inout PageMemory) -> T) throws(StateError) -> StateResult<T> {
        var memory = try result.get()
        return StateResult(change(&memory), warnings: warnings)
    }
}

/// A star-history cache that holds nothing and saves nothing: the disk is full.
private struct UnsavableHistoryCache: StarHistoryCache {
    func load(_ name: RepoName) throws(CacheError) -> CachedStarHistory? { nil }
    func save(_ entry: CachedStarHistory, for name: RepoName) throws(CacheError) { throw .io(.test("disk full")) }
    func status() -> StarHistoryEndpointStatus { StarHistoryEndpointStatus() }
    func saveStatus(_ status: StarHistoryEndpointStatus) throws(CacheError) { throw .io(.test("disk full")) }
}
