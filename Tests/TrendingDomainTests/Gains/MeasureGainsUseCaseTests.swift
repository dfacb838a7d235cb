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

    @Test("repos that failed lately go last, but with more candidates than fit a tenth of the room is theirs: measured after the others (bb31 j-D1)")
    func failedLatelyKeepTheirTurn() async {
        let all = repos(20)
        let failed: Set<String> = [all[18].repoName.key, all[19].repoName.key]
        for (limit, expected) in [(10, all.prefix(9).map(\.repoName.key) + [all[18].repoName.key]), (5, all.prefix(5).map(\.repoName.key))] {
            let (sut, loader, _) = makeSUT()
            _ = await sut.execute(all, window: window, limit: limit, mode: .automatic, maxAge: 3600, alone: failed)
            #expect(loader.calls.map(\.repo) == expected, "\(limit)")
        }
    }

    @Test("a 304 keeps the cached days, dated now")
    func notModified() async {
        let stale = CachedStarHistory(days: twoWeeks(today: 3), etag: "s", fetchedAt: .distantPast, weeks: 2)
        let (sut, _, cache) = makeSUT(cache: StarHistoryCacheSpy(entries: ["owner/repo0": stale])) { _ in
            .success(StarHistoryAnswer(fetch: .notModified, budget: RateBudget(remaining: 4000, resetsAt: nil)))
        }
        let (result, _) = await run(sut, limit: 1)
        #expect(result.histories["owner/repo0"]?.days == stale.days)
        #expect(cache.saved["owner/repo0"]?.fetchedAt == fixedNow)
    }

    @Test("the ID GitHub redirected a name to is kept with its history, by a 200 or a 304; an answer under its own name again clears it")
    func movedToKept() async {
        let stale = CachedStarHistory(days: twoWeeks(today: 3), etag: "s", fetchedAt: .distantPast, weeks: 2, movedTo: 7)
        for (fetch, movedTo) in [(StarHistoryFetch.modified(twoWeeks(today: 4), etag: "n"), 301), (.notModified, 301), (.notModified, nil)] {
            let (sut, _, cache) = makeSUT(cache: StarHistoryCacheSpy(entries: ["owner/repo0": stale])) { _ in
                .success(StarHistoryAnswer(fetch: fetch, budget: RateBudget(remaining: 4000, resetsAt: nil), movedTo: movedTo))
            }
            let (result, _) = await run(sut, limit: 1)
            #expect(result.histories["owner/repo0"]?.movedTo == movedTo, "\(fetch)")
            #expect(cache.saved["owner/repo0"]?.movedTo == movedTo, "\(fetch)")
        }
    }

    @Test("no request once the budget reaches the reserve; the shortfall is reported and remembered")
    func reserve() async {
        let reset = fixedNow.addingTimeInterval(1800)
        let (sut, loader, cache) = makeSUT { key in answer(remaining: key == "owner/repo1" ? 10 : 11, resetsAt: reset) }
        let (result, _) = await run(sut)

        #expect(loader.calls.count == 2)
        #expect(result.measured == 2 && result.total == 5)
        #expect(result.warnings == [.gainsPartial(measured: 2, of: 5, .rateLimited(resetsAt: reset, authenticated: false))])
        #expect(cache.savedStatus.budgetResetsAt == reset && cache.savedStatus.budgetAtReserve, "GitHub had 10 left: the reserve, not spent")

        // The reserve is for the user's own requests: show's and history --daily's history may still ask.
        let own = RepoStarHistoryUseCase(loader: StarHistoryLoaderSpy { _ in answer(remaining: 9, resetsAt: reset) }, cache: StarHistoryCacheSpy(status: cache.savedStatus), now: { fixedNow })
        var warnings: [TrendingWarning] = []
        #expect(own.heldBackUntil(warnings: &warnings) == nil)

        // The next run before the reset sends nothing; a token's budget is another one.
        let nextCache = StarHistoryCacheSpy(status: cache.savedStatus)
        let (next, nextLoader, _) = makeSUT(cache: nextCache)
        _ = await run(next)
        #expect(nextLoader.calls.isEmpty)
        // Held back by the reserve, it remembers the reserve: show still asks after a second run (bb24 b-D1).
        #expect(nextCache.savedStatus.budgetAtReserve && nextCache.savedStatus.budgetResetsAt == reset)
        let ownAfterSecond = RepoStarHistoryUseCase(loader: StarHistoryLoaderSpy { _ in answer(remaining: 9, resetsAt: reset) }, cache: StarHistoryCacheSpy(status: nextCache.savedStatus), now: { fixedNow })
        #expect(ownAfterSecond.heldBackUntil(warnings: &warnings) == nil)
        let (withToken, tokenLoader, _) = makeSUT(cache: StarHistoryCacheSpy(status: cache.savedStatus), authenticated: true)
        _ = await run(withToken)
        #expect(tokenLoader.calls.count == 5)
    }

    @Test("a rate-limit answer stops measuring, keeping a stale history where there is one")
    func rateLimited() async {
        let stale = CachedStarHistory(days: [], etag: "s", fetchedAt: fixedNow.addingTimeInterval(-7200), weeks: 2)
        let (sut, loader, _) = makeSUT(cache: StarHistoryCacheSpy(entries: ["owner/repo3": stale])) { key in
            key == "owner/repo1" ? .failure(.rateLimited(resetsAt: nil)) : answer()
        }
        let (result, _) = await run(sut)
        #expect(loader.calls.map(\.repo) == ["owner/repo0", "owner/repo1"])
        #expect(result.measured == 2, "repo0 measured, repo3 from its stale cache")
        #expect(result.histories["owner/repo3"] == stale)
        // GitHub named no reset (a secondary limit without Retry-After): the note names none.
        #expect(result.warnings.last == .gainsPartial(measured: 2, of: 5, .rateLimited(resetsAt: nil, authenticated: false)), "\(result.warnings)")
    }

    @Test("404s from 3 different repos, with no answer ever: the endpoint is missing, said once, then left alone for a day")
    func unavailable() async {
        let (sut, loader, cache) = makeSUT { _ in .failure(.notFound) }
        let (result, _) = await run(sut)

        #expect(loader.calls.count == 3)
        #expect(result.warnings == [.starHistoryUnavailable])
        #expect(cache.savedStatus.unavailableUntil == fixedNow.addingTimeInterval(86_400))
        #expect(cache.savedStatus.failures.isEmpty, "the endpoint's 404s are not its repos' failures")

        let (next, nextLoader, _) = makeSUT(cache: StarHistoryCacheSpy(status: cache.savedStatus))
        let (again, _) = await run(next)
        #expect(nextLoader.calls.isEmpty)
        #expect(again.warnings == [.starHistoryUnavailable])

        // --refresh asks again, its evidence starting over.
        let (refreshing, refreshLoader, _) = makeSUT(cache: StarHistoryCacheSpy(status: cache.savedStatus)) { _ in .failure(.notFound) }
        _ = await run(refreshing, mode: .refresh)
        #expect(refreshLoader.calls.count == 3)
    }

    @Test("a missing endpoint judged under a clock set ahead since is asked again, as a stored wait is (bb35 u-D1)")
    func missingFromTheFuture() async {
        let ahead = StarHistoryEndpointStatus(unavailableUntil: fixedNow.addingTimeInterval(86_400 * 3))
        #expect(!ahead.isMissing(at: fixedNow))
        #expect(StarHistoryEndpointStatus(unavailableUntil: fixedNow.addingTimeInterval(86_400)).isMissing(at: fixedNow))

        let (sut, loader, _) = makeSUT(cache: StarHistoryCacheSpy(status: ahead))
        let (result, _) = await run(sut)
        #expect(loader.calls.count == 5 && result.measured == 5)
    }

    @Test("a 400 refusing the API version is the endpoint's: measuring stops at once")
    func versionRefused() async {
        let (sut, loader, cache) = makeSUT { _ in .failure(.unavailable) }
        let (result, _) = await run(sut)
        #expect(loader.calls.count == 1)
        #expect(result.warnings == [.starHistoryUnavailable])
        #expect(cache.savedStatus.isMissing(at: fixedNow))
    }

    @Test("once the endpoint has answered on this server, no number of 404s makes it missing")
    func answeredOnce() async {
        let (first, _, cache) = makeSUT { key in key == "owner/repo0" ? answer() : .failure(.notFound) }
        let (result, _) = await run(first)
        #expect(result.measured == 1)
        #expect(!result.warnings.contains(.starHistoryUnavailable))
        #expect(cache.savedStatus.hasAnswered && cache.savedStatus.unavailableUntil == nil)

        let (later, loader, laterCache) = makeSUT(cache: StarHistoryCacheSpy(status: cache.savedStatus)) { _ in .failure(.notFound) }
        _ = await run(later, mode: .refresh)
        #expect(loader.calls.count == 5)
        #expect(!laterCache.savedStatus.isMissing(at: fixedNow))
    }

    @Test("one 404 among answers is that repo's, not the server's")
    func oneMissing() async {
        let (sut, loader, cache) = makeSUT { key in key == "owner/repo0" ? .failure(.notFound) : answer() }
        let (result, _) = await run(sut)
        #expect(loader.calls.count == 5)
        #expect(result.warnings == [.starHistoryFailed(RepoName(owner: "owner", name: "repo0"), .notFound)])
        #expect(cache.savedStatus.unavailableUntil == nil)
    }

    @Test("one 404 in a run whose other candidates come from the cache is that repo's too")
    func oneMissingAmongCached() async {
        let fresh = CachedStarHistory(days: [], etag: "f", fetchedAt: fixedNow, weeks: 2)
        let cached = StarHistoryCacheSpy(entries: ["owner/repo1": fresh, "owner/repo2": fresh, "owner/repo3": fresh, "owner/repo4": fresh])
        let (sut, loader, cache) = makeSUT(cache: cached) { _ in .failure(.notFound) }

        let (result, _) = await run(sut)

        #expect(loader.calls.map(\.repo) == ["owner/repo0"])
        #expect(!result.warnings.contains(.starHistoryUnavailable))
        #expect(cache.savedStatus.unavailableUntil == nil)
    }

    @Test("a malformed answer is that repo's problem only, with a notice naming its cause")
    func malformed() async {
        let (sut, loader, cache) = makeSUT { key in key == "owner/repo0" ? .failure(.malformed(.totalMismatch)) : answer() }
        let (result, _) = await run(sut)
        #expect(loader.calls.count == 5)
        #expect(result.histories["owner/repo0"] == nil && result.histories.count == 4)
        #expect(result.warnings == [.starHistoryMalformed(RepoName(owner: "owner", name: "repo0"), .totalMismatch)])
        #expect(cache.savedStatus.failures.keys.sorted() == ["owner/repo0"])
    }

    @Test("a history giving more stars than the repo has is malformed, not ranked", arguments: [1100, 1_000_000_000_000])
    func moreThanStars(stars: Int) async {
        // repo1 has 999 stars: 1,099 allowed with the margin for stars given since the list.
        let (sut, _, _) = makeSUT { key in key == "owner/repo1" ? answer(stars) : answer(1000) }
        let (result, _) = await run(sut)
        #expect(result.histories["owner/repo1"] == nil && result.histories.count == 4)
        #expect(result.warnings == [.starHistoryMalformed(RepoName(owner: "owner", name: "repo1"), .moreThanStars(history: stars, stars: 999))])
    }

    @Test("weeks each plausible alone but adding up to more stars than the repo has make the history malformed")
    func weeksAddUpToMoreThanStars() async {
        // repo1 has 999 stars (1,099 allowed): two weeks of 600 each pass one by one, not together.
        let twoWeeks = StarHistoryAnswer(fetch: .modified(
            (0..<14).map { DailyStars(day: GainWindow.dayStart(of: fixedNow).addingTimeInterval(-Double($0) * 86_400), stars: $0 == 0 || $0 == 7 ? 600 : 0) },
            etag: nil
        ), budget: RateBudget(remaining: 4000, resetsAt: nil))
        let (sut, _, _) = makeSUT { key in key == "owner/repo1" ? .success(twoWeeks) : answer(1000) }
        let (result, _) = await run(sut)
        #expect(result.histories["owner/repo1"] == nil)
        #expect(result.warnings == [.starHistoryMalformed(RepoName(owner: "owner", name: "repo1"), .moreThanStars(history: 1200, stars: 999))])
    }

    @Test("a count from an earlier run (a remembered repo's) judges no history: it may have gained since")
    func oldCount() async {
        let (sut, _, _) = makeSUT { key in key == "owner/repo1" ? answer(1100) : answer(1000) }
        let result = await sut.execute(candidates, window: window, limit: 100, mode: .automatic, maxAge: 3600, oldCounts: ["owner/repo1"])
        #expect(result.histories.count == 5 && result.warnings.isEmpty)
    }

    @Test("a stall, a 5xx, a closed connection or an oversized body costs that repo only: the rest are measured, the failure remembered")
    func perRepoFailures() async {
        let faults: [String: RemoteLoadError] = [
            "owner/repo0": .timedOut, "owner/repo2": .serverError(status: 502), "owner/repo3": .unreachable("closed"),
        ]
        let (sut, loader, cache) = makeSUT { key in faults[key].map { .failure(.failed($0)) } ?? answer() }
        let (result, _) = await run(sut)

        #expect(loader.calls.count == 5)
        #expect(result.measured == 2 && Set(result.histories.keys) == ["owner/repo1", "owner/repo4"])
        #expect(result.warnings == faults.keys.sorted().map { .starHistoryFailed(RepoName(owner: "owner", name: String($0.dropFirst(6))), .failed(faults[$0]!)) })
        #expect(cache.savedStatus.failures == Dictionary(uniqueKeysWithValues: faults.keys.map { ($0, fixedNow) }))
        var warnings: [TrendingWarning] = []
        #expect(sut.recentFailures(warnings: &warnings).keys.sorted() == faults.keys.sorted())
        #expect(warnings.isEmpty)

        // Within --max-age of the failure, a run asks nothing new: the failed repos are not asked.
        let (within, withinLoader, _) = makeSUT(cache: StarHistoryCacheSpy(status: cache.savedStatus))
        let (withinResult, _) = await run(within)
        #expect(Set(withinLoader.calls.map(\.repo)) == ["owner/repo1", "owner/repo4"], "bb32 k-D1")
        // Left with no gain, and said so in one warning, with when they are asked again (bb37 y).
        let lately = withinResult.warnings.filter { if case .starHistoryFailedLately = $0 { true } else { false } }
        #expect(lately == [.starHistoryFailedLately(["owner/repo0", "owner/repo2", "owner/repo3"].compactMap(RepoName.init(parsing:)), askedAgainAt: fixedNow + 3600)])

        // Read from the cache (`--offline`), the same words: every candidate was asked, so no
        // "the other 3 have no star history cached" partial note (bb40 m2-D4).
        let (offline, offlineLoader, _) = makeSUT(cache: StarHistoryCacheSpy(entries: cache.saved, status: cache.savedStatus))
        let (offlineResult, _) = await run(offline, mode: .offline)
        #expect(offlineLoader.calls.isEmpty)
        #expect(offlineResult.measured == 2)
        #expect(offlineResult.warnings == [.starHistoryFailedLately(["owner/repo0", "owner/repo2", "owner/repo3"].compactMap(RepoName.init(parsing:)), askedAgainAt: fixedNow + 3600)])

        // A later answer (--refresh, or past --max-age) clears the repo's failure.
        let (next, _, nextCache) = makeSUT(cache: StarHistoryCacheSpy(status: cache.savedStatus))
        _ = await run(next, mode: .refresh)
        #expect(nextCache.savedStatus.failures.isEmpty)
    }

    @Test("every request failing from the first: measuring stops after 3 in a row, charging no repo, the three kept as suspects")
    func failure() async {
        let (sut, loader, cache) = makeSUT { _ in .failure(.failed(.timedOut)) }
        let (result, _) = await run(sut)
        #expect(loader.calls.count == 3)
        #expect(result.warnings == [.gainsPartial(measured: 0, of: 5, .failed(.timedOut))])
        #expect(cache.savedStatus.failures.isEmpty)
        #expect(cache.savedStatus.suspects == ["owner/repo0": fixedNow, "owner/repo1": fixedNow, "owner/repo2": fixedNow])
    }

    @Test("three bad repos first stop one run, not every run: the next asks another first, then charges them as they fail again and measures the rest")
    func suspectsAreAskedAfterAnother() async {
        let bad: Set<String> = ["owner/repo0", "owner/repo1", "owner/repo2"]
        let fails: (String) -> Result<StarHistoryAnswer, StarHistoryLoadError> = { key in
            bad.contains(key) ? .failure(.failed(.serverError(status: 500))) : answer()
        }
        let (first, _, firstCache) = makeSUT(answer: fails)
        let (stopped, _) = await run(first)
        #expect(stopped.measured == 0)

        let (sut, loader, cache) = makeSUT(cache: StarHistoryCacheSpy(status: firstCache.savedStatus), answer: fails)
        let (result, _) = await run(sut)

        #expect(loader.calls.map(\.repo) == ["owner/repo3", "owner/repo0", "owner/repo1", "owner/repo2", "owner/repo4"])
        #expect(result.measured == 2 && Set(result.histories.keys) == ["owner/repo3", "owner/repo4"])
        #expect(!result.warnings.contains { if case .gainsPartial = $0 { true } else { false } }, "\(result.warnings)")
        #expect(Set(cache.savedStatus.failures.keys) == bad, "charged now, they are measured last next time")
        #expect(cache.savedStatus.suspects.isEmpty)
    }

    @Test("every candidate a suspect (a long outage): the one suspected longest ago goes first, so repos failing again do not stop every run")
    func allSuspects() async {
        var suspects: [String: Date] = [:]
        for index in 0..<5 { suspects["owner/repo\(index)"] = fixedNow.addingTimeInterval(-Double(5 - index) * 60) }
        suspects["owner/repo0"] = fixedNow.addingTimeInterval(-30)
        let (sut, loader, _) = makeSUT(cache: StarHistoryCacheSpy(status: StarHistoryEndpointStatus(suspects: suspects)))
        _ = await run(sut, limit: 5)
        #expect(loader.calls.first?.repo == "owner/repo1", "\(loader.calls.map(\.repo))")
    }

    @Test("a suspect that answers is cleared, and the server failing from the first again makes new suspects, charging none")
    func suspectsCleared() async {
        let status = StarHistoryEndpointStatus(suspects: ["owner/repo0": fixedNow.addingTimeInterval(-60)])
        let (sut, loader, cache) = makeSUT(cache: StarHistoryCacheSpy(status: status))
        _ = await run(sut)
        #expect(loader.calls.map(\.repo) == ["owner/repo1", "owner/repo0", "owner/repo2", "owner/repo3", "owner/repo4"])
        #expect(cache.savedStatus.suspects.isEmpty)

        let (down, downLoader, downCache) = makeSUT(cache: StarHistoryCacheSpy(status: status)) { _ in .failure(.failed(.timedOut)) }
        _ = await run(down)
        #expect(downLoader.calls.map(\.repo) == ["owner/repo1", "owner/repo0", "owner/repo2"])
        #expect(downCache.savedStatus.failures.isEmpty)
        #expect(Set(downCache.savedStatus.suspects.keys) == ["owner/repo0", "owner/repo1", "owner/repo2"])
    }

    @Test("three candidates, all failing from the first: each was asked, so the note promises no rest for the next run")
    func everyCandidateFailing() async {
        let (sut, loader, cache) = makeSUT { _ in .failure(.failed(.serverError(status: 500))) }
        let (result, _) = await run(sut, limit: 3)

        #expect(loader.calls.count == 3)
        #expect(result.warnings.last == .gainsPartial(measured: 0, of: 3, .failedEach(.serverError(status: 500))), "\(result.warnings)")
        #expect(Set(cache.savedStatus.suspects.keys) == ["owner/repo0", "owner/repo1", "owner/repo2"])

        // Failures that differ are each said, not the last one's for all (bb25 e-D1).
        let (mixed, _, _) = makeSUT { key in .failure(.failed(.serverError(status: key == "owner/repo1" ? 502 : 500))) }
        let (mixedResult, _) = await run(mixed, limit: 3)
        #expect(mixedResult.warnings.last == .gainsPartial(measured: 0, of: 3, .failedEach(.serverError(status: 500), others: [.serverError(status: 502)])))

        let (more, _, _) = makeSUT { _ in .failure(.failed(.serverError(status: 500))) }
        let (partial, _) = await run(more, limit: 4)
        #expect(partial.warnings.last == .gainsPartial(measured: 0, of: 4, .failed(.serverError(status: 500))), "one left unasked: \(partial.warnings)")
    }

    @Test("three failing in a row after GitHub answered another stop measuring but stay charged, so the next run measures the rest first")
    func streakAfterAnAnswer() async {
        let (sut, loader, cache) = makeSUT { key in key == "owner/repo0" ? answer() : .failure(.failed(.serverError(status: 500))) }
        let (result, _) = await run(sut)

        #expect(loader.calls.count == 4)
        #expect(result.measured == 1)
        #expect(Set(cache.savedStatus.failures.keys) == ["owner/repo1", "owner/repo2", "owner/repo3"])
        guard case .gainsPartial(1, 5, .failed) = result.warnings.last else { Issue.record("\(result.warnings)"); return }
        // Charged, each is said, as any repo whose request failed: the next run measures it last.
        let said = result.warnings.compactMap { if case .starHistoryFailed(let name, _) = $0 { name.key } else { nil } }
        #expect(said == ["owner/repo1", "owner/repo2", "owner/repo3"], "\(result.warnings)")
    }

    @Test("repos charged by an earlier run failing again are charged, no part of a streak: every other is measured, each said, and no partial note promises a rest")
    func chargedBeforeFailAgain() async {
        let bad: Set<String> = ["owner/repo2", "owner/repo3", "owner/repo4"]
        let earlier = StarHistoryEndpointStatus(failures: Dictionary(uniqueKeysWithValues: bad.map { ($0, fixedNow.addingTimeInterval(-3600)) }))
        let fails: (String) -> Result<StarHistoryAnswer, StarHistoryLoadError> = { key in
            bad.contains(key) ? .failure(.failed(.serverError(status: 500))) : answer()
        }
        let (sut, loader, cache) = makeSUT(cache: StarHistoryCacheSpy(status: earlier), answer: fails)
        let (result, _) = await run(sut)

        #expect(loader.calls.count == 5)
        #expect(result.measured == 2)
        #expect(!result.warnings.contains { if case .gainsPartial = $0 { true } else { false } }, "\(result.warnings)")
        let said = result.warnings.compactMap { if case .starHistoryFailed(let name, _) = $0 { name.key } else { nil } }
        #expect(said == bad.sorted(), "\(result.warnings)")
        #expect(Set(cache.savedStatus.failures.keys) == bad && cache.savedStatus.suspects.isEmpty)

        // Within --max-age the others are cached: only the three are asked, and nothing else is said.
        let fresh = CachedStarHistory(days: [], etag: "f", fetchedAt: fixedNow.addingTimeInterval(-60), weeks: 2)
        let (again, againLoader, _) = makeSUT(
            cache: StarHistoryCacheSpy(entries: ["owner/repo0": fresh, "owner/repo1": fresh], status: earlier), answer: fails
        )
        let (rerun, _) = await run(again)
        #expect(againLoader.calls.map(\.repo) == bad.sorted())
        #expect(!rerun.warnings.contains { if case .gainsPartial = $0 { true } else { false } }, "\(rerun.warnings)")
        #expect(rerun.warnings.filter { if case .starHistoryFailed = $0 { true } else { false } }.count == 3)
    }

    @Test("the server's failures stop measuring at once: 401, a broken helper, the run's deadline", arguments: [
        StarHistoryLoadError.failed(.unauthorized(tokenSent: true, message: "Bad credentials")), .failed(.brokenInstallation("x")), .deadlinePassed,
    ])
    func serverFailure(error: StarHistoryLoadError) async {
        let (sut, loader, cache) = makeSUT { key in key == "owner/repo1" ? .failure(error) : answer() }
        let (result, _) = await run(sut)
        #expect(loader.calls.count == 2)
        #expect(result.measured == 1)
        #expect(cache.savedStatus.failures.isEmpty)
        guard case .gainsPartial(1, 5, .failed) = result.warnings.last else { Issue.record("\(result.warnings)"); return }
    }

    @Test("the run's deadline cutting the last candidates asked leaves them the rest for the next run, not failures of GitHub's (bb46 c3-D3)")
    func deadlineCutsTheLast() async {
        let (sut, loader, cache) = makeSUT { key in key == "owner/repo4" ? .failure(.deadlinePassed) : answer() }
        let (result, _) = await run(sut)

        #expect(loader.calls.count == 5, "every candidate asked")
        #expect(cache.savedStatus.failures.isEmpty)
        #expect(result.warnings.last == .gainsPartial(measured: 4, of: 5, .failed(.timedOut)), "\(result.warnings)")
    }

    @Test("GitHub's secondary limit met on one repo stops measuring, charging no repo, and its wait is kept: no request goes out before it")
    func secondaryLimitIsKept() async {
        let resets = fixedNow.addingTimeInterval(120)
        let limited = StarHistoryLoadError.failed(.rateLimited(resetsAt: resets))
        let (sut, loader, cache) = makeSUT { key in key == "owner/repo1" ? .failure(limited) : answer() }
        let (result, _) = await run(sut)

        #expect(loader.calls.count == 2)
        #expect(result.measured == 1)
        #expect(cache.savedStatus.failures.isEmpty, "a secondary limit is about this client, not the repo asked")
        #expect(cache.savedStatus.pausedUntil == resets)
        #expect(cache.savedStatus.budgetResetsAt == nil, "the hour's budget is not spent")
        #expect(result.warnings == [.gainsPartial(measured: 1, of: 5, .failed(.rateLimited(resetsAt: resets)))])

        let (next, nextLoader, _) = makeSUT(cache: StarHistoryCacheSpy(status: cache.savedStatus))
        let (again, _) = await run(next)
        #expect(nextLoader.calls.isEmpty, "inside the wait")
        #expect(again.warnings.last == .gainsPartial(measured: 0, of: 5, .failed(.rateLimited(resetsAt: resets))))

        // With no wait named, GitHub's minute.
        let (bare, _, bareCache) = makeSUT { _ in .failure(.failed(.rateLimited(resetsAt: nil))) }
        _ = await run(bare)
        #expect(bareCache.savedStatus.pausedUntil == fixedNow.addingTimeInterval(60))
    }

    @Test("a reset named a century ahead is stored as an hour from now, and one in the past as now")
    func clampedReset() async {
        let far = Date(timeIntervalSince1970: 9_223_372_036)
        let (sut, _, cache) = makeSUT { _ in answer(remaining: 10, resetsAt: far) }
        let (result, _) = await run(sut)
        #expect(cache.savedStatus.budgetResetsAt == fixedNow.addingTimeInterval(3600))
        #expect(result.warnings.last == .gainsPartial(measured: 1, of: 5, .rateLimited(resetsAt: fixedNow.addingTimeInterval(3600), authenticated: false)))

        let (past, _, pastCache) = makeSUT { _ in answer(remaining: 10, resetsAt: .distantPast) }
        _ = await run(past)
        #expect(pastCache.savedStatus.budgetResetsAt == fixedNow)

        // A reset stored further ahead (by an earlier release) is ignored.
        let stored = StarHistoryEndpointStatus(budgetResetsAt: far)
        let (next, nextLoader, _) = makeSUT(cache: StarHistoryCacheSpy(status: stored))
        _ = await run(next, limit: 1)
        #expect(nextLoader.calls.count == 1)
    }

    @Test("an answer that does not cover the window (no week, ending days ago, starting late) is no gain and said, the repo asked last next time; kept in the cache, said again")
    func answerNotCoveringTheWindow() async {
        let today = GainWindow.dayStart(of: fixedNow)
        let answers: [String: [DailyStars]] = [
            "owner/repo0": [], "owner/repo1": [DailyStars(day: today.addingTimeInterval(-20 * 86_400), stars: 3)],
            "owner/repo2": [DailyStars(day: today, stars: 3)],
        ]
        let (sut, _, cache) = makeSUT { repo in
            .success(StarHistoryAnswer(fetch: .modified(answers[repo] ?? twoWeeks(today: 1), etag: nil), budget: RateBudget(remaining: 4000, resetsAt: nil)))
        }

        let (result, _) = await run(sut, limit: 4)

        #expect(result.warnings == [
            .starHistoryMalformed(name("owner/repo0"), .holdsNoWeek),
            .starHistoryMalformed(name("owner/repo1"), .endsOn(today.addingTimeInterval(-20 * 86_400))),
            .starHistoryMalformed(name("owner/repo2"), .startsOn(today)),
        ])
        #expect(Set(result.histories.keys) == ["owner/repo3"])
        #expect(Set(cache.savedStatus.failures.keys) == ["owner/repo0", "owner/repo1", "owner/repo2"])

        let (again, loader, _) = makeSUT(cache: StarHistoryCacheSpy(entries: ["owner/repo0": CachedStarHistory(
            days: [DailyStars(day: today, stars: 3)], etag: nil, fetchedAt: fixedNow, weeks: 2
        )]))
        let (cached, _) = await run(again, limit: 1)
        #expect(loader.calls.isEmpty)
        #expect(cached.warnings == [.starHistoryMalformed(name("owner/repo0"), .startsOn(today))])
    }

    @Test("offline: only the cache, and no request")
    func offline() async {
        let stale = CachedStarHistory(days: twoWeeks(today: 1), etag: "s", fetchedAt: fixedNow.addingTimeInterval(-7200), weeks: 2)
        let (sut, loader, _) = makeSUT(cache: StarHistoryCacheSpy(entries: ["owner/repo2": stale]))
        let (result, _) = await run(sut, mode: .offline)
        #expect(loader.calls.isEmpty)
        #expect(result.histories == ["owner/repo2": stale])
        // The rest were never measured: said, as the run that measured the list said it (bb38 d2-D1).
        #expect(result.warnings == [.gainsPartial(measured: 1, of: 5, .notAsked(unasked: 4))])
    }

    @Test("offline on a server with no star-history API: that is said, not that none is cached (review L4)")
    func offlineEndpointMissing() async {
        let (sut, _, _) = makeSUT(cache: StarHistoryCacheSpy(status: StarHistoryEndpointStatus(unavailableUntil: fixedNow.addingTimeInterval(3600))))
        let (result, _) = await run(sut, mode: .offline)
        #expect(result.warnings == [.starHistoryUnavailable])
    }

    @Test("offline after a run the rate limit stopped: the same note, with the reset the status keeps (bb38 d2-D1)")
    func offlineAfterRateLimit() async {
        var status = StarHistoryEndpointStatus()
        status.budgetResetsAt = fixedNow.addingTimeInterval(1800)
        let (sut, _, _) = makeSUT(cache: StarHistoryCacheSpy(status: status))
        let (result, _) = await run(sut, mode: .offline)
        #expect(result.warnings == [.gainsPartial(measured: 0, of: 5, .rateLimited(resetsAt: fixedNow.addingTimeInterval(1800), authenticated: false))])
    }

    @Test("a history fetched more than an eighth of the window before its end measures nothing: offline, stopped or failing, and fresh by max-age alike")
    func tooOldForTheWindow() async {
        let old = CachedStarHistory(days: [], etag: "s", fetchedAt: fixedNow.addingTimeInterval(-3 * 3600 - 1), weeks: 2)
        let edge = CachedStarHistory(days: [], etag: "e", fetchedAt: fixedNow.addingTimeInterval(-3 * 3600), weeks: 2)
        let entries = ["owner/repo0": old, "owner/repo1": edge]

        let (offline, offlineLoader, _) = makeSUT(cache: StarHistoryCacheSpy(entries: entries))
        let (offlineResult, _) = await run(offline, mode: .offline)
        let (failing, _, _) = makeSUT(cache: StarHistoryCacheSpy(entries: entries)) { _ in .failure(.rateLimited(resetsAt: nil)) }
        let (failingResult, _) = await run(failing, limit: 1)
        let (lenient, lenientLoader, _) = makeSUT(cache: StarHistoryCacheSpy(entries: entries))
        _ = await lenient.execute(candidates, window: window, limit: 2, mode: .automatic, maxAge: 86_400) { _ in }

        #expect(offlineLoader.calls.isEmpty)
        #expect(offlineResult.histories == ["owner/repo1": edge], "three hours of a day is the most a history may lack")
        #expect(offlineResult.measured == 1)
        #expect(failingResult.histories.isEmpty && failingResult.measured == 0, "\(failingResult.histories)")
        #expect(lenientLoader.calls.map(\.repo) == ["owner/repo0"], "fresh by a day's max-age, but too old for the day: asked again")
    }
}
