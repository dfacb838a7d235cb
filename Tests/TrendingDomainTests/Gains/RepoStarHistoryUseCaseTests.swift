import Foundation
import Testing
import TrendingDomain

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
        #expect(sut.cachedHistory(of: name) == first.history)
    }

    @Test("a failure keeps a stale copy, with the reason; offline never asks")
    func stale() async {
        let old = CachedStarHistory(days: [], etag: "e", fetchedAt: .distantPast, weeks: 14)
        let loader = StarHistoryLoaderSpy { _ in .failure(.failed(.timedOut)) }
        let sut = RepoStarHistoryUseCase(loader: loader, cache: StarHistoryCacheSpy(entries: ["owner/repo0": old]), now: { fixedNow })

        let result = await sut.history(of: name, days: 90, mode: .automatic, maxAge: 3600)
        let offline = await sut.history(of: name, days: 90, mode: .offline, maxAge: 3600)

        #expect(result.history == old && result.problem == .failed(.timedOut))
        #expect(offline.history == old && offline.problem == nil)
        #expect(loader.calls.count == 1)
    }

    @Test("a 404 for a repo known to exist leaves the server alone for a day")
    func unavailable() async {
        let cache = StarHistoryCacheSpy()
        let loader = StarHistoryLoaderSpy { _ in .failure(.unavailable) }
        let sut = RepoStarHistoryUseCase(loader: loader, cache: cache, now: { fixedNow })

        _ = await sut.history(of: name, days: 31, mode: .automatic, maxAge: 3600)
        #expect(cache.savedStatus.unavailableUntil == nil, "an unknown repo's 404 says nothing about the server")
        _ = await sut.history(of: name, days: 31, mode: .automatic, maxAge: 3600, exists: true)
        let again = await sut.history(of: name, days: 31, mode: .automatic, maxAge: 3600, exists: true)

        #expect(cache.savedStatus.unavailableUntil == fixedNow.addingTimeInterval(86_400))
        #expect(loader.calls.count == 2)
        #expect(again.problem == .unavailable)
    }
}
