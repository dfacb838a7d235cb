import Foundation
import Testing
import TrendingDomain
import TrendingTestSupport

/// A loader that holds each request until `together` requests are in flight (or 0.3 s has
/// passed), recording how many were in flight as each started and the most at once.
final class HoldingLoaderSpy: StarHistoryLoader, @unchecked Sendable {
    let isAuthenticated = false
    private let lock = NSLock()
    private let together: Int
    private let answer: (String) -> Result<StarHistoryAnswer, StarHistoryLoadError>
    private let delay: (String) -> UInt64
    private var active = 0
    private var _calls: [String] = []
    private var _mostAtOnce = 0
    private var _activeAtStart: [Int] = []
    private var _ended: [String] = []

    /// A repo whose answer waits until this many others have been returned (or 3 s).
    private let last: (repo: String, after: Int)?

    init(
        together: Int, delay: @escaping (String) -> UInt64 = { _ in 0 }, last: (repo: String, after: Int)? = nil,
        answer: @escaping (String) -> Result<StarHistoryAnswer, StarHistoryLoadError>
    ) {
        self.together = together
        self.last = last
        self.delay = delay
        self.answer = answer
    }

    var calls: [String] { lock.withLock { _calls } }
    var mostAtOnce: Int { lock.withLock { _mostAtOnce } }
    var activeAtStart: [Int] { lock.withLock { _activeAtStart } }
    /// The repos whose answers were returned, in that order.
    var ended: [String] { lock.withLock { _ended } }

    func load(_ name: RepoName, id: Int?, weeks: Int, etag: String?) async throws(StarHistoryLoadError) -> StarHistoryAnswer {
        lock.withLock {
            active += 1
            _calls.append(name.key)
            _activeAtStart.append(active)
            _mostAtOnce = max(_mostAtOnce, active)
        }
        let started = Date()
        while lock.withLock({ active < together }), Date().timeIntervalSince(started) < 0.3 {
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        try? await Task.sleep(nanoseconds: delay(name.key))
        if let last, last.repo == name.key {
            while lock.withLock({ _ended.count < last.after }), Date().timeIntervalSince(started) < 3 {
                try? await Task.sleep(nanoseconds: 1_000_000)
            }
        }
        lock.withLock {
            active -= 1
            _ended.append(name.key)
        }
        return try answer(name.key).get()
    }
}

@Suite("MeasureGainsUseCase with requests in flight together")
struct MeasureGainsUseCaseConcurrencyTests {
    let window = GainWindow(period: .daily, now: fixedNow)

    func measure(
        _ loader: HoldingLoaderSpy, count: Int = 10, concurrency: Int = 4, cache: StarHistoryCacheSpy = StarHistoryCacheSpy(),
        alone: Set<String> = []
    ) async -> (GainMeasurement, [GainProgress]) {
        let sut = MeasureGainsUseCase(loader: loader, cache: cache, concurrency: concurrency, now: { fixedNow })
        let events = Locked<[GainProgress]>([])
        let result = await sut.execute(repos(count), window: window, limit: 100, mode: .automatic, maxAge: 3600, alone: alone) { event in
            events.mutate { $0.append(event) }
        }
        return (result, events.value)
    }

    @Test("the first request goes alone; once the server has answered, four are in flight, started in the candidates' order")
    func window() async {
        let loader = HoldingLoaderSpy(together: 4) { _ in answer() }
        let (result, _) = await measure(loader)

        // Started in order; a task's first step may run a moment before the one added just before it.
        #expect(loader.calls.first == "owner/repo0" && Set(loader.calls) == Set((0..<10).map { "owner/repo\($0)" }))
        #expect(loader.activeAtStart.first == 1 && loader.activeAtStart.dropFirst().first == 1, "\(loader.activeAtStart)")
        #expect(loader.mostAtOnce == 4)
        #expect(result.measured == 10 && result.warnings.isEmpty)
    }

    @Test("answers arriving out of order are applied in the candidates' order: progress, histories and notices read as if serial")
    func inOrder() async {
        // Later candidates answer sooner; repo5 is malformed.
        let loader = HoldingLoaderSpy(together: 1, delay: { key in UInt64(10 - Int(key.dropFirst(10))!) * 3_000_000 }) { key in
            key == "owner/repo5" ? .failure(.malformed(.notModifiedWithoutCache)) : answer(Int(key.dropFirst(10))! + 1)
        }
        let (result, events) = await measure(loader)

        #expect(events.map(\.done) == Array(0...10))
        #expect(events.dropFirst().map { $0.repo?.key } == (0..<10).map { "owner/repo\($0)" })
        #expect(events[4].gain?.gained == 4)
        #expect(loader.mostAtOnce > 1)
        // The malformed answer is asked, not measured: no partial note, its own warning (bb40 m2-D5).
        #expect(result.measured == 9 && result.histories.count == 9)
        #expect(result.warnings == [.starHistoryMalformed(RepoName(owner: "owner", name: "repo5"), .notModifiedWithoutCache)])
    }

    @Test("what is in flight never takes the budget past the reserve")
    func budget() async {
        // Twelve left after every answer: two above the reserve of ten.
        let loader = HoldingLoaderSpy(together: 2) { _ in answer(remaining: 12) }
        let (result, _) = await measure(loader)

        #expect(loader.mostAtOnce == 2)
        #expect(result.measured == 10)
    }

    @Test("after a failure one request at a time: three failing in a row stop the run after three requests")
    func narrowsAfterFailure() async {
        let loader = HoldingLoaderSpy(together: 1) { _ in .failure(.failed(.timedOut)) }
        let (result, _) = await measure(loader)

        #expect(loader.calls.count == 3)
        #expect(loader.mostAtOnce == 1)
        #expect(result.warnings == [.gainsPartial(measured: 0, of: 10, .failed(.timedOut))])
    }

    @Test("after a failure, the next request goes alone once those in flight are in, and only its answer opens the flight again")
    func aloneAfterFailure() async {
        // repo0 alone; repo1 to repo4 together, repo1 failing at once while the others take 100 ms.
        let loader = HoldingLoaderSpy(together: 1, delay: { ["owner/repo0", "owner/repo1"].contains($0) ? 0 : 100_000_000 }) { key in
            key == "owner/repo1" ? .failure(.failed(.serverError(status: 502))) : answer()
        }
        let (result, _) = await measure(loader)

        let calls = loader.calls, active = loader.activeAtStart
        let fifth = calls.firstIndex(of: "owner/repo5")
        #expect(fifth.map { active[$0] } == 1, "repo5 alone after the failure: \(calls) \(active)")
        // Which of repo6 to repo9 starts first once the flight opens is the scheduler's choice.
        #expect(fifth.map { active[$0 + 1] } == 1, "the next request only once repo5 answered: \(calls) \(active)")
        #expect(loader.mostAtOnce == 4 && result.measured == 9)
    }

    @Test("a server's failure starts no more requests; those already in flight are kept")
    func serverFailure() async {
        // The 401 arrives at once, while the others after repo0 take 300 ms.
        let loader = HoldingLoaderSpy(together: 1, delay: { ["owner/repo0", "owner/repo2"].contains($0) ? 0 : 300_000_000 }) { key in
            key == "owner/repo2" ? .failure(.failed(.unauthorized(tokenSent: false, message: "Bad credentials"))) : answer()
        }
        let (result, events) = await measure(loader)

        // repo0 alone, then repo1 to repo4 together; nothing after the 401.
        #expect(Set(loader.calls) == Set((0..<5).map { "owner/repo\($0)" }))
        #expect(result.measured == 4, "repo0 and repo1 before the 401, and repo3 and repo4, answered while it arrived")
        // The start, then each candidate asked (four answers and the 401); none left unasked, so
        // the progress line stops where measuring did (bb38 g2-D2).
        #expect(events.map(\.done) == Array(0...5), "\(events.map(\.done))")
        #expect(events.allSatisfy { $0.total == 10 })
        guard case .gainsPartial(4, 10, .failed(.unauthorized, _)) = result.warnings.last else { Issue.record("\(result.warnings)"); return }
    }

    @Test("a fresh cached history costs no request and takes no room in flight")
    func cachedTakesNoRoom() async {
        let fresh = CachedStarHistory(days: [], etag: "f", fetchedAt: fixedNow.addingTimeInterval(-60), weeks: 2)
        let cache = StarHistoryCacheSpy(entries: ["owner/repo1": fresh, "owner/repo3": fresh])
        let loader = HoldingLoaderSpy(together: 4) { _ in answer() }
        let (result, _) = await measure(loader, cache: cache)

        #expect(Set(loader.calls) == Set([0, 2, 4, 5, 6, 7, 8, 9].map { "owner/repo\($0)" }))
        #expect(loader.mostAtOnce == 4)
        #expect(result.measured == 10)
    }

    @Test("candidates whose order is promised are asked alone, so the server sees them in that order")
    func alone() async {
        let loader = HoldingLoaderSpy(together: 1, delay: { key in UInt64(10 - Int(key.dropFirst(10))!) * 2_000_000 }) { _ in answer() }
        let promised: Set<String> = ["owner/repo0", "owner/repo1", "owner/repo2", "owner/repo9"]
        let (result, _) = await measure(loader, alone: promised)

        let calls = loader.calls
        #expect(Array(calls.prefix(3)) == ["owner/repo0", "owner/repo1", "owner/repo2"])
        #expect(calls.last == "owner/repo9")
        #expect(loader.activeAtStart[0...2] == [1, 1, 1] && loader.activeAtStart.last == 1, "\(loader.activeAtStart)")
        #expect(loader.mostAtOnce > 1, "the others share the flight")
        #expect(result.measured == 10)
    }

    @Test("a slow answer holds up no other request: the rest start as others answer")
    func noHeadOfLineWait() async {
        // repo1 answers only once the other nine have (or after 3 s, if they never start).
        let loader = HoldingLoaderSpy(together: 1, last: ("owner/repo1", 9)) { _ in answer() }
        let (result, events) = await measure(loader)

        #expect(loader.ended.last == "owner/repo1", "every other request went out and came back meanwhile: \(loader.ended)")
        #expect(events.dropFirst().map { $0.repo?.key } == (0..<10).map { "owner/repo\($0)" }, "still applied in order")
        #expect(result.measured == 10)
    }
}
