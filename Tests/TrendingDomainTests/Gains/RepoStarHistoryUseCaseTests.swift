import Foundation
import Testing
import TrendingDomain
import TrendingTestSupport

@Suite("RepoStarHistoryUseCase")
struct RepoStarHistoryUseCaseTests {
    let name = RepoName(owner: "owner", name: "repo0")

    @Test("fetches enough weeks for the days asked, then serves them from the cache within max-age")
    func caches() async {
        let cache = StarHistoryCacheSpy()
        let loader = StarHistoryLoaderSpy { _ in answer(7) }
        let sut = RepoStarHistoryUseCase(loader: loader, cache: cache, now: { fixedNow })

        let first = await sut.history(of: name, days: 90, mode: .automatic, maxAge: 3600)
        let second = await sut.history(of: name, days: 31, mode: .automatic, maxAge: 3600)

        #expect(loader.calls == [.init(repo: "owner/repo0", weeks: 14, etag: nil)])
        #expect(first.history?.days.last?.stars == 7 && second.history == first.history)
        #expect(sut.cachedHistory(of: name).history == first.history)
    }

    @Test("a failure keeps a stale copy, with the reason; offline never asks")
    func stale() async {
        let old = CachedStarHistory(days: [DailyStars(day: GainWindow.dayStart(of: fixedNow.addingTimeInterval(-7200)), stars: 1)], etag: "e", fetchedAt: fixedNow.addingTimeInterval(-7200), weeks: 14)
        let loader = StarHistoryLoaderSpy { _ in .failure(.failed(.timedOut)) }
        let sut = RepoStarHistoryUseCase(loader: loader, cache: StarHistoryCacheSpy(entries: ["owner/repo0": old]), now: { fixedNow })

        let result = await sut.history(of: name, days: 90, mode: .automatic, maxAge: 3600)
        let offline = await sut.history(of: name, days: 90, mode: .offline, maxAge: 3600)

        #expect(result.history == old && result.problem == .failed(.timedOut))
        #expect(offline.history == old && offline.problem == nil)
        #expect(loader.calls.count == 1)
    }

    @Test("a malformed answer keeps a stale copy too, with why: a failed refresh like any other", arguments: [
        StarHistoryLoadError.malformed(.notJSON), .malformed(.moreThanStars(history: 5000, stars: 800)),
    ])
    func staleAfterMalformed(error: StarHistoryLoadError) async {
        let old = CachedStarHistory(days: [DailyStars(day: GainWindow.dayStart(of: fixedNow.addingTimeInterval(-7200)), stars: 1)], etag: "e", fetchedAt: fixedNow.addingTimeInterval(-7200), weeks: 14)
        let loader = StarHistoryLoaderSpy { _ in .failure(error) }
        let sut = RepoStarHistoryUseCase(loader: loader, cache: StarHistoryCacheSpy(entries: ["owner/repo0": old]), now: { fixedNow })

        let result = await sut.history(of: name, days: 90, mode: .automatic, maxAge: 3600, stars: 800)

        #expect(result.history == old && result.problem == error)
    }

    @Test("an answer holding no week, or ending weeks ago, is malformed: the cached history stands in and stays cached; plain history never draws such an answer", arguments: [
        [DailyStars](), [DailyStars(day: GainWindow.dayStart(of: fixedNow.addingTimeInterval(-60 * 86_400)), stars: 3)],
    ])
    func shortAnswerFallsBack(days: [DailyStars]) async {
        let old = CachedStarHistory(days: twoWeeks(today: 1), etag: "e", fetchedAt: fixedNow.addingTimeInterval(-7200), weeks: 14)
        let cache = StarHistoryCacheSpy(entries: ["owner/repo0": old])
        let short = StarHistoryAnswer(fetch: .modified(days, etag: "x"), budget: RateBudget(remaining: 4000, resetsAt: nil))
        let sut = RepoStarHistoryUseCase(loader: StarHistoryLoaderSpy { _ in .success(short) }, cache: cache, now: { fixedNow })

        let result = await sut.history(of: name, days: 90, mode: .refresh, maxAge: 3600)

        #expect(result.history == old, "\(String(describing: result.history))")
        guard case .malformed = result.problem else { Issue.record("\(String(describing: result.problem))"); return }
        #expect(cache.saved["owner/repo0"] == old, "the good copy is kept")

        // Stored by measuring (which keeps such an answer to say it again), it is never drawn as zeros.
        let stored = StarHistoryCacheSpy(entries: ["owner/repo0": CachedStarHistory(days: days, etag: "x", fetchedAt: fixedNow, weeks: 14)])
        #expect(RepoStarHistoryUseCase(loader: StarHistoryLoaderSpy { _ in .success(short) }, cache: stored, now: { fixedNow }).cachedHistory(of: name).history == nil)
    }

    @Test("an answer starting weeks after a day the cached history holds, within the weeks asked, is short: the cached days before its first stand in for those it lacks, its own are today's; a full answer of the later weeks replaces it")
    func startsLateFallsBack() async {
        let today = GainWindow.dayStart(of: fixedNow)
        let days = { (back: Int) in (0...back).reversed().map { DailyStars(day: today.addingTimeInterval(-Double($0) * 86_400), stars: 1) } }
        let old = CachedStarHistory(days: days(41), etag: "e", fetchedAt: fixedNow.addingTimeInterval(-5400), weeks: 6)
        let cache = StarHistoryCacheSpy(entries: ["owner/repo0": old])
        let short = StarHistoryAnswer(fetch: .modified(days(13), etag: "x"), budget: RateBudget(remaining: 4000, resetsAt: nil))
        let sut = RepoStarHistoryUseCase(loader: StarHistoryLoaderSpy { _ in .success(short) }, cache: cache, now: { fixedNow })

        let result = await sut.history(of: name, days: 30, mode: .refresh, maxAge: 3600)

        let merged = CachedStarHistory(days: days(41), etag: "x", fetchedAt: fixedNow, weeks: 6)
        #expect(result.history == merged, "\(String(describing: result.history))")
        #expect(result.problem == nil)
        #expect(cache.saved["owner/repo0"] == merged, "no day the good copy held is lost")

        // GitHub's 6 weeks from a later day start later than an older fetch's: a full answer.
        let full = StarHistoryAnswer(fetch: .modified(days(36), etag: "y"), budget: RateBudget(remaining: 4000, resetsAt: nil))
        let older = CachedStarHistory(days: days(60), etag: "e", fetchedAt: fixedNow.addingTimeInterval(-20 * 86_400), weeks: 6)
        let later = RepoStarHistoryUseCase(
            loader: StarHistoryLoaderSpy { _ in .success(full) }, cache: StarHistoryCacheSpy(entries: ["owner/repo0": older]), now: { fixedNow }
        )
        let refreshed = await later.history(of: name, days: 30, mode: .refresh, maxAge: 3600)
        #expect(refreshed.problem == nil && refreshed.history?.etag == "y")

        // Cached days that stop before the day ahead of its first leave a gap: the answer stands
        // alone, as with nothing cached, its days never joined to the old ones (bb25 a-D2).
        let gapped = CachedStarHistory(days: Array(days(41).prefix(20)), etag: "e", fetchedAt: fixedNow.addingTimeInterval(-5400), weeks: 6)
        let gappedCache = StarHistoryCacheSpy(entries: ["owner/repo0": gapped])
        let alone = await RepoStarHistoryUseCase(loader: StarHistoryLoaderSpy { _ in .success(short) }, cache: gappedCache, now: { fixedNow })
            .history(of: name, days: 30, mode: .refresh, maxAge: 3600)
        #expect(alone.history?.days == days(13) && alone.problem == nil, "\(String(describing: alone.problem))")

        // The cached day before its first counted only part of that day (fetched during it): no merge (bb25 a-D4).
        let partial = CachedStarHistory(days: Array(days(41).prefix(28)), etag: "e", fetchedAt: today.addingTimeInterval(-14 * 86_400 + 3600), weeks: 6)
        let partialAlone = await RepoStarHistoryUseCase(
            loader: StarHistoryLoaderSpy { _ in .success(short) }, cache: StarHistoryCacheSpy(entries: ["owner/repo0": partial]), now: { fixedNow }
        ).history(of: name, days: 30, mode: .refresh, maxAge: 3600)
        #expect(partialAlone.history?.days == days(13))

        // history --daily asks 13 weeks: a cache of 6 (show's) holds days before the answer's first all the same (bb25 a-D3).
        let daily = await RepoStarHistoryUseCase(
            loader: StarHistoryLoaderSpy { _ in .success(short) }, cache: StarHistoryCacheSpy(entries: ["owner/repo0": old]), now: { fixedNow }
        ).history(of: name, days: 90, mode: .refresh, maxAge: 3600)
        #expect(daily.history?.days == days(41), "\(String(describing: daily.history?.days.count))")
    }

    @Test("cached days with stars from before the repo was made are another repo's (renamed or deleted, its name taken): never joined to its short answer (bb29 d-D1)")
    func anotherReposCache() async {
        let today = GainWindow.dayStart(of: fixedNow)
        let days = { (back: Int) in (0...back).reversed().map { DailyStars(day: today.addingTimeInterval(-Double($0) * 86_400), stars: 20) } }
        let old = CachedStarHistory(days: days(41), etag: "e", fetchedAt: fixedNow.addingTimeInterval(-5400), weeks: 6)
        let short = StarHistoryAnswer(fetch: .modified(days(5), etag: "x"), budget: RateBudget(remaining: 4000, resetsAt: nil))
        let made = today.addingTimeInterval(-5 * 86_400 + 3600)
        let loader = StarHistoryLoaderSpy { _ in .success(short) }
        let cache = StarHistoryCacheSpy(entries: ["owner/repo0": old])
        let sut = RepoStarHistoryUseCase(loader: loader, cache: cache, now: { fixedNow })

        let fresh = await sut.history(of: name, days: 30, mode: .refresh, maxAge: 3600, stars: 5_000, createdAt: made)

        #expect(loader.calls.count == 1)
        #expect(fresh.history?.days == days(5), "its own days alone: \(String(describing: fresh.history?.days.count))")
        // A repo made within the cached days' first day is the cache's own (a day's grace for time zones).
        let own = await RepoStarHistoryUseCase(loader: StarHistoryLoaderSpy { _ in .success(short) }, cache: StarHistoryCacheSpy(entries: ["owner/repo0": old]), now: { fixedNow })
            .history(of: name, days: 30, mode: .refresh, maxAge: 3600, stars: 5_000, createdAt: today.addingTimeInterval(-41 * 86_400 + 3600))
        #expect(own.history?.days == days(41), "joined, as before")
    }

    @Test("one 404 is that repo's: other repos are still asked; 404s for 3 repos with no answer ever make the endpoint missing")
    func notFound() async {
        let cache = StarHistoryCacheSpy()
        let loader = StarHistoryLoaderSpy { key in key == "owner/alive" ? answer(7) : .failure(.notFound) }
        let sut = RepoStarHistoryUseCase(loader: loader, cache: cache, now: { fixedNow })

        let gone = await sut.history(of: name, days: 31, mode: .automatic, maxAge: 3600, stars: 10)
        #expect(gone.problem == .notFound)
        #expect(!cache.savedStatus.isMissing(at: fixedNow), "one repo's 404 says nothing about the server")
        for other in ["gone1", "gone2"] {
            _ = await sut.history(of: RepoName(owner: "owner", name: other), days: 31, mode: .automatic, maxAge: 3600)
        }
        #expect(cache.savedStatus.unavailableUntil == fixedNow.addingTimeInterval(86_400))
        let skipped = await sut.history(of: RepoName(owner: "owner", name: "alive"), days: 31, mode: .automatic, maxAge: 3600)
        #expect(skipped.problem == .unavailable)
        #expect(loader.calls.count == 3)

        // --refresh asks again; an answer proves the endpoint, and 404s never outweigh it.
        let alive = await sut.history(of: RepoName(owner: "owner", name: "alive"), days: 31, mode: .refresh, maxAge: 3600)
        #expect(alive.history?.days.last?.stars == 7)
        for other in ["gone3", "gone4", "gone5"] {
            _ = await sut.history(of: RepoName(owner: "owner", name: other), days: 31, mode: .automatic, maxAge: 3600)
        }
        #expect(cache.savedStatus.hasAnswered && !cache.savedStatus.isMissing(at: fixedNow))
    }

    @Test("an answer saying the core budget is spent (remaining 0) holds back the next request until the reset (bb25 a-D1)")
    func answerSpendsBudget() async {
        let reset = fixedNow.addingTimeInterval(1200)
        let cache = StarHistoryCacheSpy()
        let loader = StarHistoryLoaderSpy { _ in answer(7, remaining: 0, resetsAt: reset) }
        let sut = RepoStarHistoryUseCase(loader: loader, cache: cache, now: { fixedNow })

        _ = await sut.history(of: name, days: 31, mode: .refresh, maxAge: 3600)
        let next = await sut.history(of: RepoName(owner: "owner", name: "other"), days: 31, mode: .refresh, maxAge: 3600)

        #expect(loader.calls.count == 1)
        #expect(next.problem == .rateLimited(resetsAt: reset))
    }

    @Test("a history giving more stars than the repo has is malformed")
    func moreThanStars() async {
        let loader = StarHistoryLoaderSpy { _ in answer(5000) }
        let sut = RepoStarHistoryUseCase(loader: loader, cache: StarHistoryCacheSpy(), now: { fixedNow })
        let result = await sut.history(of: name, days: 31, mode: .automatic, maxAge: 3600, stars: 800)
        #expect(result.history == nil && result.problem == .malformed(.moreThanStars(history: 5000, stars: 800)))
    }

    @Test("a 304 with nothing cached is malformed for that cause")
    func notModifiedWithoutCache() async {
        let loader = StarHistoryLoaderSpy { _ in .success(StarHistoryAnswer(fetch: .notModified, budget: RateBudget(remaining: nil, resetsAt: nil))) }
        let sut = RepoStarHistoryUseCase(loader: loader, cache: StarHistoryCacheSpy(), now: { fixedNow })
        let result = await sut.history(of: name, days: 31, mode: .automatic, maxAge: 3600)
        #expect(result.problem == .malformed(.notModifiedWithoutCache))
    }
}
