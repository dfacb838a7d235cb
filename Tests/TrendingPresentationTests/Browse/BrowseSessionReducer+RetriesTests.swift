import Foundation
import Testing
import TrendingDomain
import TrendingPresentation

@Suite("BrowseSessionReducer: failures and retries: the banner's countdown and the retry when due, without a terminal")
struct BrowseSessionReducerRetriesTests: BrowseSessionReducerSuite {
    @Test("a failed load shows the banner counting down, and retries once the delay is over")
    func retryCountdown() {
        var sut = ReducerSession()
        sut.send(.start)

        let failed = sut.send(.loaded(failure(.timedOut), generation: 1, kind: .live))
        #expect(failed == [.presentRefreshFailed(.timedOut, cachedAt: nil, retryIn: 8), .loadFinished])

        sut.advance(.milliseconds(300))
        #expect(sut.send(.tick).isEmpty, "the countdown still says 8 s")
        sut.advance(.milliseconds(800))
        #expect(sut.send(.tick) == [.presentRefreshFailed(.timedOut, cachedAt: nil, retryIn: 7)])
        sut.advance(.seconds(7))
        // The banner says the retry is under way while it asks (bb41 o2-D2).
        #expect(sut.send(.tick) == [.presentRefreshFailed(.timedOut, cachedAt: nil, retryIn: 0), .load(.automatic, kind: .live, generation: 2)])
        #expect(sut.state.retryAt == nil)
        #expect(sut.state.loadsInFlight == 1)
    }

    @Test("a refused query or token is not retried on its own: the banner says r retries", arguments: [
        RemoteLoadError.invalidQuery(["Validation Failed"]), .unauthorized(tokenSent: true, message: "Bad credentials"), .forbidden("no"), .notFound,
    ])
    func noRetryForWhatWouldFailAgain(error: RemoteLoadError) {
        var sut = ReducerSession()
        sut.send(.start)

        let failed = sut.send(.loaded(failure(error), generation: 1, kind: .live))
        sut.advance(.seconds(3600))
        let later = sut.send(.tick)

        #expect(failed == [.presentRefreshFailed(error, cachedAt: nil, retryIn: nil), .loadFinished])
        #expect(later.isEmpty && sut.state.retryAt == nil)
        #expect(sut.send(.refresh) == [.load(.refresh, kind: .live, generation: 2)], "r asks again")
        // The same answer again: r is seen to have worked.
        #expect(sut.send(.loaded(failure(error), generation: 2, kind: .live)) == [
            .presentRefreshFailed(error, cachedAt: nil, retryIn: nil), .status("No change: the same answer as before."), .loadFinished,
        ])
    }

    @Test("a spent rate limit is asked again on its own once it resets, a second after; one naming no reset after a minute; never sooner than the backoff (bb36 x-D2)")
    func rateLimitRetriedAtReset() {
        var sut = ReducerSession()
        sut.send(.start)
        let resets = sut.wallNow.addingTimeInterval(40)

        let failed = sut.send(.loaded(failure(.rateLimited(resetsAt: resets)), generation: 1, kind: .live))
        sut.advance(.seconds(40))
        let before = sut.send(.tick)
        sut.advance(.seconds(1))
        let due = sut.send(.tick)

        #expect(failed == [.presentRefreshFailed(.rateLimited(resetsAt: resets), cachedAt: nil, retryIn: 41), .loadFinished])
        #expect(before == [.presentRefreshFailed(.rateLimited(resetsAt: resets), cachedAt: nil, retryIn: 1)])
        #expect(due == [.presentRefreshFailed(.rateLimited(resetsAt: resets), cachedAt: nil, retryIn: 0), .load(.automatic, kind: .live, generation: 2)])
        // Still limited, its reset past ("resets now"): the backoff, never a loop of requests.
        let again = sut.send(.loaded(failure(.rateLimited(resetsAt: sut.wallNow)), generation: 2, kind: .live))
        #expect(again.contains(.status("Still rate limited: GitHub's limit has not reset yet.")))
        #expect((sut.state.retryAt.map { sut.now.duration(to: $0) } ?? .zero) >= .seconds(1), "\(String(describing: sut.state.retryAt))")

        var unnamed = ReducerSession()
        unnamed.send(.start)
        unnamed.send(.loaded(failure(.rateLimited(resetsAt: nil)), generation: 1, kind: .live))
        #expect(unnamed.state.retryAt.map { unnamed.now.duration(to: $0) } == .seconds(60))
    }

    @Test("a failed r is retried as a refresh: a fresh cache would answer a plain load without asking GitHub")
    func refreshRetriedAsRefresh() {
        var sut = ReducerSession()
        sut.send(.start)
        sut.send(.loaded(success(repos(2)), generation: 1, kind: .live))
        sut.send(.refresh)

        sut.send(.loaded(failure(.unreachable("Empty reply from server")), generation: 2, kind: .live))
        sut.advance(.seconds(9))

        #expect(sut.send(.tick).last == .load(.refresh, kind: .live, generation: 3))
    }

    @Test("a due retry waits for a load still in flight")
    func retryWaitsForLoads() {
        var sut = ReducerSession()
        sut.send(.start)
        sut.send(.loaded(success(repos(1), source: .offlineCache(fetchedAt: now)), generation: 1, kind: .cache))
        sut.send(.loaded(failure(.timedOut), generation: 1, kind: .live))
        sut.send(.loadMore)
        #expect(sut.state.loadsInFlight == 1)

        sut.advance(.seconds(9))
        let effects = sut.send(.tick)

        #expect(!effects.contains { if case .load = $0 { true } else { false } })
        #expect(sut.state.retryAt != nil)
    }

    @Test("failures in a row wait longer each time, as the retry schedule says")
    func backoff() {
        var sut = ReducerSession()
        sut.send(.start)
        sut.send(.loaded(failure(.timedOut), generation: 1, kind: .live))
        sut.advance(.seconds(8))
        sut.send(.tick)

        let second = sut.send(.loaded(failure(.timedOut), generation: 2, kind: .live))

        #expect(second.first == .presentRefreshFailed(.timedOut, cachedAt: nil, retryIn: 16))
        #expect(sut.state.failures == 2)
    }

    @Test("a load that succeeds after failures takes the banner away and stops retrying")
    func recovery() {
        var sut = ReducerSession()
        sut.send(.start)
        sut.send(.loaded(failure(.timedOut), generation: 1, kind: .live))
        sut.advance(.seconds(8))
        sut.send(.tick)

        let effects = sut.send(.loaded(success(repos(2), source: .remote(fetchedAt: now)), generation: 2, kind: .live))

        #expect(effects == [
            .presentListing(listing(repos(2), source: .remote(fetchedAt: now)), warnings: []),
            .presentProgress(loaded: 2, total: nil, measured: nil, exhausted: false),
            .presentOnline,
            .loadFinished,
        ])
        #expect(sut.state.failures == 0)
        #expect(sut.state.retryAt == nil)
        sut.advance(.seconds(60))
        #expect(sut.send(.tick).isEmpty)
    }

    @Test("a stale fallback is a failure: the cached list, and the banner with its age")
    func staleFallback() {
        var sut = ReducerSession()
        sut.send(.start)
        let cachedAt = now.addingTimeInterval(-3600)

        let effects = sut.send(
            .loaded(success(repos(1), source: .staleFallback(fetchedAt: cachedAt, reason: .serverError(status: 502))), generation: 1, kind: .live)
        )

        #expect(effects.contains(.presentRefreshFailed(.serverError(status: 502), cachedAt: cachedAt, retryIn: 8)))
        #expect(sut.state.failures == 1)
    }
}
