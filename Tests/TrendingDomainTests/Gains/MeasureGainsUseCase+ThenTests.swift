import Foundation
import Testing
import TrendingDomain
import TrendingTestSupport

@Suite("MeasureGainsUseCase with candidates handed over later")
struct MeasureGainsUseCaseThenTests {
    let window = GainWindow(period: .daily, now: fixedNow)

    @Test("the first candidates are measured before the rest is asked for; progress waits for it, then counts the whole run")
    func headFirst() async {
        let loader = StarHistoryLoaderSpy { _ in answer() }
        let sut = MeasureGainsUseCase(loader: loader, cache: StarHistoryCacheSpy(), now: { fixedNow })
        let all = repos(4)
        let askedWhenHandedOver = Locked<[String]>([])
        let events = Locked<[GainProgress]>([])

        let result = await sut.execute(
            Array(all.prefix(2)), window: window, limit: 3, mode: .automatic, maxAge: 3600,
            progress: { event in events.mutate { $0.append(event) } },
            then: {
                askedWhenHandedOver.mutate { $0 = loader.calls.map(\.repo) }
                // One of the first again, then two new: only one fits the limit.
                return GainBatch(candidates: [all[1], all[2], all[3]])
            }
        )

        #expect(askedWhenHandedOver.value == ["owner/repo0", "owner/repo1"])
        #expect(loader.calls.map(\.repo) == ["owner/repo0", "owner/repo1", "owner/repo2"])
        #expect(events.value.map(\.done) == [0, 1, 2, 3])
        #expect(events.value.allSatisfy { $0.total == 3 }, "the total is the whole run's, never the first part's")
        #expect(events.value.compactMap(\.repo?.key) == ["owner/repo0", "owner/repo1", "owner/repo2"])
        #expect(result.measured == 3 && result.total == 3)
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

    @Test("with nothing to start with, measuring waits for the rest and measures it")
    func emptyHead() async {
        let loader = StarHistoryLoaderSpy { _ in answer() }
        let sut = MeasureGainsUseCase(loader: loader, cache: StarHistoryCacheSpy(), now: { fixedNow })

        let result = await sut.execute([], window: window, limit: 60, mode: .automatic, maxAge: 3600, then: { GainBatch(candidates: repos(2)) })

        #expect(loader.calls.map(\.repo) == ["owner/repo0", "owner/repo1"])
        #expect(result.measured == 2 && result.total == 2)
    }
}
