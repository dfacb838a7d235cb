import Foundation
import Testing
import TrendingDomain
import TrendingTestSupport

@Suite("MeasureGainsUseCase")
struct MeasureGainsUseCaseTests {
    let window = GainWindow(period: .daily, now: fixedNow)
    let candidates = repos(5)

    func makeSUT(
        cache: StarHistoryCacheSpy = StarHistoryCacheSpy(), authenticated: Bool = false,
        answer: @escaping (String) -> Result<StarHistoryAnswer, StarHistoryLoadError> = { _ in answer() }
    ) -> (MeasureGainsUseCase, StarHistoryLoaderSpy, StarHistoryCacheSpy) {
        let loader = StarHistoryLoaderSpy(authenticated: authenticated, answer: answer)
        return (MeasureGainsUseCase(loader: loader, cache: cache, now: { fixedNow }), loader, cache)
    }

    func run(_ sut: MeasureGainsUseCase, limit: Int = 100, mode: LoadMode = .automatic) async -> (GainMeasurement, [GainProgress]) {
        let events = Locked<[GainProgress]>([])
        let result = await sut.execute(candidates, window: window, limit: limit, mode: mode, maxAge: 3600) { event in
            events.mutate { $0.append(event) }
        }
        return (result, events.value)
    }

    @Test("measures each candidate once, in order, up to the limit, reporting progress per repo")
    func measures() async {
        let (sut, loader, cache) = makeSUT()
        let (result, events) = await run(sut, limit: 3)

        #expect(loader.calls.map(\.repo) == ["owner/repo0", "owner/repo1", "owner/repo2"])
        #expect(loader.calls.allSatisfy { $0.weeks == 2 && $0.etag == nil })
        #expect(result.measured == 3 && result.total == 3 && result.isComplete)
        #expect(cache.saved.count == 3)
        #expect(events.map(\.done) == [0, 1, 2, 3])
        #expect(events.last?.gain == StarGain(gained: 5, since: window.start, source: .github))
        #expect(result.warnings.isEmpty)
    }

    @Test("a fresh cached history costs no request; a stale one is revalidated with its ETag; --refresh always revalidates")
    func caching() async {
        let fresh = CachedStarHistory(days: [], etag: "f", fetchedAt: fixedNow.addingTimeInterval(-60), weeks: 2)
        let stale = CachedStarHistory(days: [], etag: "s", fetchedAt: fixedNow.addingTimeInterval(-7200), weeks: 2)
        let (sut, loader, _) = makeSUT(cache: StarHistoryCacheSpy(entries: ["owner/repo0": fresh, "owner/repo1": stale]))
        _ = await run(sut, limit: 2)
        #expect(loader.calls == [.init(repo: "owner/repo1", weeks: 2, etag: "s")])

        let (refreshing, again, _) = makeSUT(cache: StarHistoryCacheSpy(entries: ["owner/repo0": fresh]))
        _ = await run(refreshing, limit: 1, mode: .refresh)
        #expect(again.calls == [.init(repo: "owner/repo0", weeks: 2, etag: "f")])
    }

    @Test("a 304 keeps the cached days, dated now")
    func notModified() async {
        let stale = CachedStarHistory(days: [DailyStars(day: GainWindow.dayStart(of: fixedNow), stars: 3)], etag: "s", fetchedAt: .distantPast, weeks: 2)
        let (sut, _, cache) = makeSUT(cache: StarHistoryCacheSpy(entries: ["owner/repo0": stale])) { _ in
            .success(StarHistoryAnswer(fetch: .notModified, budget: RateBudget(remaining: 4000, resetsAt: nil)))
        }
        let (result, _) = await run(sut, limit: 1)
        #expect(result.histories["owner/repo0"]?.days == stale.days)
        #expect(cache.saved["owner/repo0"]?.fetchedAt == fixedNow)
    }

    @Test("no request once the budget reaches the reserve; the shortfall is reported and remembered")
    func reserve() async {
        let reset = fixedNow.addingTimeInterval(1800)
        let (sut, loader, cache) = makeSUT { key in answer(remaining: key == "owner/repo1" ? 10 : 11, resetsAt: reset) }
        let (result, _) = await run(sut)

        #expect(loader.calls.count == 2)
        #expect(result.measured == 2 && result.total == 5)
        #expect(result.warnings == [.gainsPartial(measured: 2, of: 5, .rateLimited(resetsAt: reset, authenticated: false))])
        #expect(cache.savedStatus.budgetResetsAt == reset)

        // The next run before the reset sends nothing; a token's budget is another one.
        let (next, nextLoader, _) = makeSUT(cache: StarHistoryCacheSpy(status: cache.savedStatus))
        _ = await run(next)
        #expect(nextLoader.calls.isEmpty)
        let (withToken, tokenLoader, _) = makeSUT(cache: StarHistoryCacheSpy(status: cache.savedStatus), authenticated: true)
        _ = await run(withToken)
        #expect(tokenLoader.calls.count == 5)
    }

    @Test("a rate-limit answer stops measuring, keeping a stale history where there is one")
    func rateLimited() async {
        let stale = CachedStarHistory(days: [], etag: "s", fetchedAt: .distantPast, weeks: 2)
        let (sut, loader, _) = makeSUT(cache: StarHistoryCacheSpy(entries: ["owner/repo3": stale])) { key in
            key == "owner/repo1" ? .failure(.rateLimited(resetsAt: nil)) : answer()
        }
        let (result, _) = await run(sut)
        #expect(loader.calls.map(\.repo) == ["owner/repo0", "owner/repo1"])
        #expect(result.measured == 2, "repo0 measured, repo3 from its stale cache")
        #expect(result.histories["owner/repo3"] == stale)
    }

    @Test("a missing endpoint: at most 3 answers, said once, then the server is left alone for a day")
    func unavailable() async {
        let (sut, loader, cache) = makeSUT { _ in .failure(.unavailable) }
        let (result, _) = await run(sut)

        #expect(loader.calls.count == 3)
        #expect(result.warnings == [.starHistoryUnavailable])
        #expect(cache.savedStatus.unavailableUntil == fixedNow.addingTimeInterval(86_400))

        let (next, nextLoader, _) = makeSUT(cache: StarHistoryCacheSpy(status: cache.savedStatus))
        let (again, _) = await run(next)
        #expect(nextLoader.calls.isEmpty)
        #expect(again.warnings == [.starHistoryUnavailable])
    }

    @Test("one 404 among answers is that repo's, not the server's")
    func oneMissing() async {
        let (sut, loader, cache) = makeSUT { key in key == "owner/repo0" ? .failure(.unavailable) : answer() }
        let (result, _) = await run(sut)
        #expect(loader.calls.count == 5)
        #expect(result.warnings.isEmpty)
        #expect(cache.savedStatus.unavailableUntil == nil)
    }

    @Test("one 404 in a run whose other candidates come from the cache is that repo's too")
    func oneMissingAmongCached() async {
        let fresh = CachedStarHistory(days: [], etag: "f", fetchedAt: fixedNow, weeks: 2)
        let cached = StarHistoryCacheSpy(entries: ["owner/repo1": fresh, "owner/repo2": fresh, "owner/repo3": fresh, "owner/repo4": fresh])
        let (sut, loader, cache) = makeSUT(cache: cached) { _ in .failure(.unavailable) }

        let (result, _) = await run(sut)

        #expect(loader.calls.map(\.repo) == ["owner/repo0"])
        #expect(result.warnings.isEmpty)
        #expect(cache.savedStatus.unavailableUntil == nil)
    }

    @Test("a malformed answer is that repo's problem only, with a notice")
    func malformed() async {
        let (sut, loader, _) = makeSUT { key in key == "owner/repo0" ? .failure(.malformed) : answer() }
        let (result, _) = await run(sut)
        #expect(loader.calls.count == 5)
        #expect(result.histories["owner/repo0"] == nil && result.histories.count == 4)
        #expect(result.warnings == [.starHistoryMalformed(RepoName(owner: "owner", name: "repo0"))])
    }

    @Test("a failure stops measuring and says the rest comes next run")
    func failure() async {
        let (sut, loader, _) = makeSUT { _ in .failure(.failed(.timedOut)) }
        let (result, _) = await run(sut)
        #expect(loader.calls.count == 1)
        #expect(result.warnings == [.gainsPartial(measured: 0, of: 5, .failed(.timedOut))])
    }

    @Test("offline: only the cache, however old, and no request")
    func offline() async {
        let stale = CachedStarHistory(days: [], etag: "s", fetchedAt: .distantPast, weeks: 2)
        let (sut, loader, _) = makeSUT(cache: StarHistoryCacheSpy(entries: ["owner/repo2": stale]))
        let (result, _) = await run(sut, mode: .offline)
        #expect(loader.calls.isEmpty)
        #expect(result.histories == ["owner/repo2": stale])
        #expect(result.warnings.isEmpty)
    }
}
