import Foundation
import Testing
import TrendingDomain
import TrendingTestSupport

@Suite("MeasureGainsUseCase with candidates handed over later")
struct MeasureGainsUseCaseThenTests {
    let window = GainWindow(period: .daily, now: fixedNow)

    @Test("the first candidates are measured before the rest joins; progress waits for the rest, then counts the whole run")
    func headFirst() async {
        let loader = StarHistoryLoaderSpy { _ in answer() }
        let sut = MeasureGainsUseCase(loader: loader, cache: StarHistoryCacheSpy(), now: { fixedNow })
        let all = repos(4)
        let events = Locked<[GainProgress]>([])

        let result = await sut.execute(
            Array(all.prefix(2)), window: window, limit: 3, mode: .automatic, maxAge: 3600,
            progress: { event in events.mutate { $0.append(event) } },
            // One of the first again, then two new: only one fits the limit.
            then: { GainBatch(candidates: [all[1], all[2], all[3]]) }
        )

        #expect(loader.calls.map(\.repo) == ["owner/repo0", "owner/repo1", "owner/repo2"])
        #expect(events.value.map(\.done) == [0, 1, 2, 3])
        #expect(events.value.allSatisfy { $0.total == 3 }, "the total is the whole run's, never the first part's")
        #expect(events.value.compactMap(\.repo?.key) == ["owner/repo0", "owner/repo1", "owner/repo2"])
        #expect(result.measured == 3 && result.total == 3)
    }

    @Test("once the rest has arrived, the first candidates' progress goes out at once with the whole run's total, not after they are all measured")
    func progressOnceTheRestIsKnown() async {
        let events = Locked<[GainProgress]>([])
        let handed = Locked(false)
        let progressBeforeRepo1 = Locked<[Int]?>(nil)
        let loader = StarHistoryLoaderSpy { key in
            if key == "owner/repo0" {
                // Answer once the rest has been handed over (and a moment more for it to land).
                for _ in 0..<2000 where !handed.value { usleep(1000) }
                usleep(50_000)
            }
            if key == "owner/repo1" {
                // Held until repo0's progress is out (2 s at most): it must not wait for this answer.
                for _ in 0..<2000 where !events.value.contains(where: { $0.done == 1 }) { usleep(1000) }
                progressBeforeRepo1.value = events.value.map(\.done)
            }
            return answer()
        }
        let sut = MeasureGainsUseCase(loader: loader, cache: StarHistoryCacheSpy(), now: { fixedNow })
        let all = repos(3)

        let result = await sut.execute(
            Array(all.prefix(2)), window: window, limit: 3, mode: .automatic, maxAge: 3600, alone: ["owner/repo0", "owner/repo1"],
            progress: { event in events.mutate { $0.append(event) } },
            then: {
                handed.value = true
                return GainBatch(candidates: [all[2]])
            }
        )

        #expect(result.measured == 3)
        #expect(progressBeforeRepo1.value == [0, 1], "repo0's progress went out while repo1 was still asked")
        #expect(events.value.map(\.done) == [0, 1, 2, 3] && events.value.allSatisfy { $0.total == 3 })
    }

    @Test("a rate limit met among the first candidates stops the rest too, and the partial note counts them all")
    func stopCarriesOver() async {
        let loader = StarHistoryLoaderSpy { _ in answer(remaining: 10, resetsAt: fixedNow.addingTimeInterval(3600)) }
        let sut = MeasureGainsUseCase(loader: loader, cache: StarHistoryCacheSpy(), now: { fixedNow })
        let all = repos(3)

        let result = await sut.execute(
            [all[0]], window: window, limit: 60, mode: .automatic, maxAge: 3600,
            then: { GainBatch(candidates: [all[1], all[2]]) }
        )

        #expect(loader.calls.map(\.repo) == ["owner/repo0"])
        #expect(result.warnings.last == .gainsPartial(measured: 1, of: 3, .rateLimited(resetsAt: fixedNow.addingTimeInterval(3600), authenticated: false)))
    }

    @Test("first candidates that fill --candidates leave the failed repos' tenth for the rest, where a repo that failed lately comes (bb33 n-D2)")
    func failedShareKeptForTheRest() async {
        let loader = StarHistoryLoaderSpy { _ in answer() }
        let sut = MeasureGainsUseCase(loader: loader, cache: StarHistoryCacheSpy(), now: { fixedNow })
        let all = repos(30)
        let failed = all[29]

        let result = await sut.execute(
            Array(all.prefix(25)), window: window, limit: 20, mode: .automatic, maxAge: 3600,
            // The later batch is every candidate in order, as the planner hands it over.
            then: { GainBatch(candidates: all, alone: [failed.repoName.key]) }
        )

        let asked = loader.calls.map(\.repo)
        #expect(asked.count == 20 && asked.contains(failed.repoName.key), "\(asked)")
        #expect(Array(asked.prefix(18)) == all.prefix(18).map(\.repoName.key), "the first 18 of the page's rows first")
        #expect(result.measured == 20)

        // No repo failed lately: the kept room goes to the next candidates, none is lost.
        let plain = StarHistoryLoaderSpy { _ in answer() }
        _ = await MeasureGainsUseCase(loader: plain, cache: StarHistoryCacheSpy(), now: { fixedNow }).execute(
            Array(all.prefix(25)), window: window, limit: 20, mode: .automatic, maxAge: 3600, then: { GainBatch(candidates: all) }
        )
        #expect(plain.calls.map(\.repo) == all.prefix(20).map(\.repoName.key))
    }

    @Test("with nothing to start with, measuring waits for the rest and measures it")
    func emptyHead() async {
        let loader = StarHistoryLoaderSpy { _ in answer() }
        let sut = MeasureGainsUseCase(loader: loader, cache: StarHistoryCacheSpy(), now: { fixedNow })

        let result = await sut.execute([], window: window, limit: 60, mode: .automatic, maxAge: 3600, then: { GainBatch(candidates: repos(2)) })

        #expect(loader.calls.map(\.repo) == ["owner/repo0", "owner/repo1"])
        #expect(result.measured == 2 && result.total == 2)
    }
}
