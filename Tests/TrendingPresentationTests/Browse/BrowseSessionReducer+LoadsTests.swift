import Foundation
import Testing
import TrendingDomain
import TrendingPresentation

@Suite("BrowseSessionReducer: loads: the first, refresh, a page more, and what they bring back, without a terminal")
struct BrowseSessionReducerLoadsTests: BrowseSessionReducerSuite {
    @Test("a superseded load is ignored, but still counted out of the loads in flight")
    func staleGenerationIgnored() {
        var sut = ReducerSession()
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
        var sut = ReducerSession()
        sut.send(.start)
        sut.send(.refresh)

        #expect(sut.send(.measuring(GainProgress(done: 1, total: 5), generation: 1)).isEmpty)
        #expect(sut.send(.listed(listing(repos(2)), generation: 1)).isEmpty)
        #expect(sut.state.measured == nil)
        #expect(sut.state.listing == nil)
    }

    @Test("the first load: the cache at once, quiet about being offline, then the live load")
    func firstLoad() {
        var sut = ReducerSession()

        #expect(sut.send(.start) == [.loadFirst(generation: 1, live: .automatic)])
        let effects = sut.send(.loaded(success(repos(2), source: .offlineCache(fetchedAt: now)), generation: 1, kind: .cache))

        #expect(effects == [
            .presentListing(listing(repos(2), source: .freshCache(fetchedAt: now)), warnings: []),
            .presentProgress(loaded: 2, total: nil, measured: nil, exhausted: false),
        ])
        #expect(sut.state.loadsInFlight == 1)
    }

    @Test("--scope all's list before its gains, read from the cache first, is quiet about being offline too; with --offline it says so")
    func provisionalListQuiet() {
        var live = ReducerSession()
        var offline = ReducerSession(mode: .offline)
        live.send(.start)
        offline.send(.start)

        let shown = live.send(.listed(listing(repos(2), source: .offlineCache(fetchedAt: now)), generation: 1))
        let said = offline.send(.listed(listing(repos(2), source: .offlineCache(fetchedAt: now)), generation: 1))

        #expect(shown.first == .presentListing(listing(repos(2), source: .freshCache(fetchedAt: now)), warnings: []))
        #expect(said.first == .presentListing(listing(repos(2), source: .offlineCache(fetchedAt: now)), warnings: []))
    }

    @Test("a gain measured into the cache-first list presents it without 'Offline' too")
    func measuredGainQuiet() {
        var sut = ReducerSession()
        sut.send(.start)
        sut.send(.loaded(success(repos(2), source: .offlineCache(fetchedAt: now)), generation: 1, kind: .cache))

        let gain = StarGain(gained: 25, since: now, source: .github)
        let effects = sut.send(.measuring(GainProgress(done: 1, total: 2, repo: repos(2)[0].repoName, gain: gain), generation: 1))

        guard case .presentListing(let shown, _) = effects.first else { Issue.record("\(effects)"); return }
        #expect(shown.source == .freshCache(fetchedAt: now) && shown.gains.count == 1)
    }

    @Test("--refresh asks GitHub on the first load only; --offline never")
    func firstLoadModes() {
        var refreshing = ReducerSession(mode: .refresh)
        #expect(refreshing.send(.start) == [.loadFirst(generation: 1, live: .refresh)])
        #expect(refreshing.send(.reload) == [.presentOnline, .loadFirst(generation: 2, live: .automatic)])

        var offline = ReducerSession(mode: .offline)
        #expect(offline.send(.start) == [.loadFirst(generation: 1, live: nil)])
        #expect(offline.state.loadsInFlight == 0)
        // Nothing cached: said so, not "the cached list".
        #expect(offline.send(.refresh) == [
            .loadFinished, .status("--offline: not asking GitHub, and nothing is cached for this list; run without --offline to fetch it."),
        ])
        _ = offline.send(.loaded(success(repos(2), source: .offlineCache(fetchedAt: now)), generation: 1, kind: .cache))
        #expect(offline.send(.refresh) == [.loadFinished, .status("--offline: not asking GitHub; showing the cached list.")])
    }

    @Test("load more asks one page more; when neither the list nor the cache grows, paging is exhausted")
    func exhaustedPaging() {
        var sut = ReducerSession(pageSize: 2)
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
        var sut = ReducerSession(pageSize: 3, maximumLimit: 4)
        sut.send(.start)
        sut.send(.loaded(success(repos(3)), generation: 1, kind: .live))

        sut.send(.loadMore)

        #expect(sut.state.limit == 4)
    }

    @Test("measured gains fill in on their rows, and the finished load clears the count")
    func measuring() {
        var sut = ReducerSession()
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
