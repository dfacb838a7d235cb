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
        #expect(sut.send(.tick) == [.load(.automatic, kind: .live, generation: 2)])
        #expect(sut.state.retryAt == nil)
        #expect(sut.state.loadsInFlight == 1)
    }

    @Test("a spent rate limit, a refused query or token is not retried on its own: the banner says r retries", arguments: [
        RemoteLoadError.rateLimited(resetsAt: nil), .invalidQuery(["Validation Failed"]), .unauthorized(tokenSent: true, message: "Bad credentials"),
        .forbidden("no"), .notFound,
    ])
    func noRetryForWhatWouldFailAgain(error: RemoteLoadError) {
        var sut = ReducerSession()
        sut.send(.start)

        let failed = sut.send(.loaded(failure(error), generation: 1, kind: .live))
        sut.advance(.seconds(3600))
        let later = sut.send(.tick)

        #expect(failed == [.presentRefreshFailed(error, cachedAt: nil, retryIn: nil), .loadFinished])
        // A rate limit's banner names when it resets, so it is drawn again as time passes; no retry.
        let redrawn: [BrowseSessionEffect] = if case .rateLimited = error { [.presentRefreshFailed(error, cachedAt: nil, retryIn: nil)] } else { [] }
        #expect(later == redrawn && sut.state.retryAt == nil)
        #expect(sut.send(.tick).isEmpty, "at most once a second")
        #expect(sut.send(.refresh) == [.load(.refresh, kind: .live, generation: 2)], "r asks again")
        // The same answer again (or none sent while the limit holds): r is seen to have worked.
        let still = if case .rateLimited = error { "Still rate limited: GitHub's limit has not reset yet." } else { "No change: the same answer as before." }
        #expect(sut.send(.loaded(failure(error), generation: 2, kind: .live)) == [
            .presentRefreshFailed(error, cachedAt: nil, retryIn: nil), .status(still), .loadFinished,
        ])
    }

    @Test("a failed r is retried as a refresh: a fresh cache would answer a plain load without asking GitHub")
    func refreshRetriedAsRefresh() {
        var sut = ReducerSession()
        sut.send(.start)
        sut.send(.loaded(success(repos(2)), generation: 1, kind: .live))
        sut.send(.refresh)

        sut.send(.loaded(failure(.unreachable("Empty reply from server")), generation: 2, kind: .live))
        sut.advance(.seconds(9))

        #expect(sut.send(.tick) == [.load(.refresh, kind: .live, generation: 3)])
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
