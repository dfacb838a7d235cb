import Foundation
import Testing
import TrendingDomain
import TrendingPresentation

@Suite("BrowseSessionReducer: loads, retries, undo and seen, without a terminal")
struct BrowseSessionReducerTests {
    @Test("a superseded load is ignored, but still counted out of the loads in flight")
    func staleGenerationIgnored() {
        var sut = Session()
        sut.send(.start)
        sut.send(.refresh)
        #expect(sut.state.generation == 2)
        #expect(sut.state.loadsInFlight == 2)

        let effects = sut.send(.loaded(success(repos(3)), generation: 1, kind: .live))

        #expect(effects.isEmpty)
        #expect(sut.state.listing == nil)
        #expect(sut.state.loadsInFlight == 1)
    }

    @Test("a superseded load's measurements and unmeasured list are ignored")
    func staleProgressIgnored() {
        var sut = Session()
        sut.send(.start)
        sut.send(.refresh)

        #expect(sut.send(.measuring(GainProgress(done: 1, total: 5), generation: 1)).isEmpty)
        #expect(sut.send(.listed(listing(repos(2)), generation: 1)).isEmpty)
        #expect(sut.state.measured == nil)
        #expect(sut.state.listing == nil)
    }

    @Test("the first load: the cache at once, quiet about being offline, then the live load")
    func firstLoad() {
        var sut = Session()

        #expect(sut.send(.start) == [.loadFirst(generation: 1, live: .automatic)])
        let effects = sut.send(.loaded(success(repos(2), source: .offlineCache(fetchedAt: now)), generation: 1, kind: .cache))

        #expect(effects == [
            .presentListing(listing(repos(2), source: .freshCache(fetchedAt: now)), warnings: []),
            .presentProgress(loaded: 2, total: nil, measured: nil, exhausted: false),
        ])
        #expect(sut.state.loadsInFlight == 1)
    }

    @Test("--refresh asks GitHub on the first load only; --offline never")
    func firstLoadModes() {
        var refreshing = Session(mode: .refresh)
        #expect(refreshing.send(.start) == [.loadFirst(generation: 1, live: .refresh)])
        #expect(refreshing.send(.reload) == [.presentOnline, .loadFirst(generation: 2, live: .automatic)])

        var offline = Session(mode: .offline)
        #expect(offline.send(.start) == [.loadFirst(generation: 1, live: nil)])
        #expect(offline.state.loadsInFlight == 0)
        #expect(offline.send(.refresh) == [.loadFinished, .status("--offline: not asking GitHub; showing the cached list.")])
    }

    @Test("a failed load shows the banner counting down, and retries once the delay is over")
    func retryCountdown() {
        var sut = Session()
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

    @Test("a due retry waits for a load still in flight")
    func retryWaitsForLoads() {
        var sut = Session()
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
        var sut = Session()
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
        var sut = Session()
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
        var sut = Session()
        sut.send(.start)
        let cachedAt = now.addingTimeInterval(-3600)

        let effects = sut.send(
            .loaded(success(repos(1), source: .staleFallback(fetchedAt: cachedAt, reason: .serverError(status: 502))), generation: 1, kind: .live)
        )

        #expect(effects.contains(.presentRefreshFailed(.serverError(status: 502), cachedAt: cachedAt, retryIn: 8)))
        #expect(sut.state.failures == 1)
    }

    @Test("load more asks one page more; when neither the list nor the cache grows, paging is exhausted")
    func exhaustedPaging() {
        var sut = Session(pageSize: 2)
        sut.send(.start)
        sut.send(.loaded(success(repos(2)), generation: 1, kind: .live))

        #expect(sut.send(.loadMore) == [.loadMore(generation: 2)])
        #expect(sut.state.limit == 4)
        sut.send(.cacheGrew(2))
        sut.send(.loaded(success(repos(4)), generation: 2, kind: .more))
        #expect(sut.state.exhausted == false)

        sut.send(.loadMore)
        sut.send(.cacheGrew(0))
        let effects = sut.send(.loaded(success(repos(4)), generation: 3, kind: .more))

        #expect(sut.state.exhausted)
        #expect(effects.contains(.presentProgress(loaded: 4, total: nil, measured: nil, exhausted: true)))
        #expect(sut.state.loadsInFlight == 0)
    }

    @Test("load more stops at the most rows there can be")
    func pagingCap() {
        var sut = Session(pageSize: 3, maximumLimit: 4)
        sut.send(.start)
        sut.send(.loaded(success(repos(3)), generation: 1, kind: .live))

        sut.send(.loadMore)

        #expect(sut.state.limit == 4)
    }

    @Test("undo brings back the last dismissal first, each row at its former place")
    func undoOrder() {
        var sut = Session()
        sut.send(.start)
        sut.send(.loaded(success(repos(5)), generation: 1, kind: .live))
        let names = repos(5).map(\.repoName)

        #expect(sut.send(.dismiss([3, 1, 9])) == [.hide([names[1], names[3]], indices: [1, 3])])
        let hid = sut.send(.hidden([1, 3]))
        #expect(hid.last == .status("Hid 2 repos · u to undo"))
        sut.send(.dismiss([0]))
        #expect(sut.send(.hidden([0])).last == .status("Hid \(names[0]) · u to undo"))
        #expect(sut.state.listing?.repos.map(\.repoName) == [names[2], names[4]])

        #expect(sut.send(.undoDismiss) == [.unhide([names[0]])])
        let restored = sut.send(.unhidden)
        #expect(restored.last == .reveal(0))
        #expect(sut.state.listing?.repos.map(\.repoName) == [names[0], names[2], names[4]])

        #expect(sut.send(.undoDismiss) == [.unhide([names[1], names[3]])])
        sut.send(.unhidden)
        #expect(sut.state.listing?.repos.map(\.repoName) == names)
        #expect(sut.send(.undoDismiss) == [.status("Nothing to undo.")])
    }

    @Test("an unhide that failed leaves the dismissal to undo")
    func undoFailed() {
        var sut = Session()
        sut.send(.start)
        sut.send(.loaded(success(repos(2)), generation: 1, kind: .live))
        sut.send(.dismiss([0]))
        sut.send(.hidden([0]))

        sut.send(.undoDismiss)

        #expect(sut.state.undo.count == 1)
    }

    @Test("only rows drawn on screen become seen, each once, written when the flush is due")
    func seenOnlyForRowsShown() {
        var sut = Session()
        sut.send(.start)
        sut.send(.loaded(success(repos(4)), generation: 1, kind: .live))
        let names = repos(4).map(\.repoName)

        sut.send(.onScreen([0, 1], rowCount: nil))
        #expect(sut.state.pendingSeen.isEmpty, "skeletons are not rows")
        sut.send(.onScreen([0, 1], rowCount: 3))
        #expect(sut.state.pendingSeen.isEmpty, "rows of another list")
        sut.send(.onScreen([0, 1], rowCount: 4))
        sut.send(.onScreen([1, 2], rowCount: 4))
        #expect(sut.state.pendingSeen == [names[0], names[1], names[2]])

        sut.advance(.milliseconds(500))
        #expect(sut.send(.tick).isEmpty)
        sut.advance(.milliseconds(500))
        #expect(sut.send(.tick) == [.markSeen([names[0], names[1], names[2]])])
        sut.send(.seenMarked(3))
        #expect(sut.state.pendingSeen.isEmpty)
        sut.send(.onScreen([0, 1, 2, 3], rowCount: 4))
        #expect(sut.send(.flushSeen) == [.markSeen([names[3]])])
    }

    @Test("a failed write of what was seen keeps it for the next flush")
    func seenKeptOnFailure() {
        var sut = Session()
        sut.send(.start)
        sut.send(.loaded(success(repos(1)), generation: 1, kind: .live))
        sut.send(.onScreen([0], rowCount: 1))

        #expect(sut.send(.flushSeen) == [.markSeen(repos(1).map(\.repoName))])
        sut.advance(.seconds(1))

        #expect(sut.send(.tick) == [.markSeen(repos(1).map(\.repoName))])
    }

    @Test("a bookmark toggles on the row's mark and the list is presented again")
    func bookmark() {
        var sut = Session()
        sut.send(.start)
        sut.send(.loaded(success(repos(2)), generation: 1, kind: .live))
        let name = repos(2)[1].repoName

        #expect(sut.send(.toggleBookmark(1)) == [.bookmark(name)])
        sut.send(.bookmarked(name, true))
        #expect(sut.send(.toggleBookmark(1)) == [.unbookmark(name)])
        #expect(sut.send(.toggleBookmark(7)).isEmpty)
    }

    @Test("measured gains fill in on their rows, and the finished load clears the count")
    func measuring() {
        var sut = Session()
        sut.send(.start)
        sut.send(.listed(listing(repos(2)), generation: 1))
        let name = repos(2)[0].repoName

        let effects = sut.send(.measuring(GainProgress(done: 1, total: 2, repo: name, gain: StarGain(gained: 40, since: now, source: .github)), generation: 1))

        #expect(sut.state.listing?.gains[name.key] == StarGain(gained: 40, since: now, source: .github))
        #expect(effects.last == .presentProgress(loaded: 2, total: nil, measured: BrowseMeasuring(done: 1, of: 2), exhausted: false))
        sut.send(.loaded(success(repos(2)), generation: 1, kind: .live))
        #expect(sut.state.measured == nil)
    }
}

/// The reducer with a clock the test moves.
private struct Session {
    var state: BrowseSessionState
    var now: ContinuousClock.Instant
    let rules: BrowseSessionRules

    init(mode: LoadMode = .automatic, pageSize: Int = 25, maximumLimit: Int = 1000) {
        now = ContinuousClock.now
        state = BrowseSessionState(limit: pageSize, now: now)
        rules = BrowseSessionRules(
            mode: mode, pageSize: pageSize, maximumLimit: maximumLimit, retry: RetrySchedule(), seenFlushInterval: .seconds(1)
        )
    }

    @discardableResult
    mutating func send(_ message: BrowseSessionMessage) -> [BrowseSessionEffect] {
        let (next, effects) = BrowseSessionReducer.reduce(state, message, now: now, rules: rules)
        state = next
        return effects
    }

    mutating func advance(_ duration: Duration) {
        now += duration
    }
}

private func repos(_ count: Int) -> [Repo] {
    (0..<count).map { anyRepo(name: "repo\($0)") }
}

private func listing(_ repos: [Repo], source: ListingSource = .freshCache(fetchedAt: now)) -> TrendingListing {
    TrendingListing(repos: repos, source: source)
}

private func success(_ repos: [Repo], source: ListingSource = .freshCache(fetchedAt: now)) -> TrendingLoadResult {
    TrendingLoadResult(outcome: .success(listing(repos, source: source)))
}

private func failure(_ error: RemoteLoadError) -> TrendingLoadResult {
    TrendingLoadResult(outcome: .failure(.remote(error)))
}
