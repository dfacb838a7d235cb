import Foundation
import Testing
import TrendingDomain

@Suite("BrowseTrendingUseCase")
struct BrowseTrendingUseCaseTests {
    @Test("marks repos never shown as new, and remembers them as seen and last shown")
    func newAndSeen() async throws {
        let listed = repos(3)
        let store = StateStoreSpy(UserState(seen: [listed[1].repoName.key: fixedNow.addingTimeInterval(-60)]))
        let sut = makeSUT(remote: listed, store: store)

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 3))

        let listing = try result.outcome.get()
        #expect(listing.repos.map { listing.marks.isNew($0) } == [true, false, true])
        #expect(store.state.seen.count == 3)
        #expect(store.state.seen[listed[1].repoName.key] == fixedNow.addingTimeInterval(-60), "first seen is kept")
        #expect(store.state.lastShown.map(\.name) == listed.map(\.repoName))
    }

    @Test("flags bookmarked repos and refreshes their details")
    func bookmarked() async throws {
        let listed = repos(2)
        let key = listed[0].repoName.key
        let store = StateStoreSpy(UserState(bookmarks: [key: Bookmark(name: listed[0].repoName, addedAt: fixedNow)]))
        let sut = makeSUT(remote: listed, store: store)

        let listing = try await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 2)).outcome.get()

        #expect(listing.marks.isBookmarked(listed[0]) && !listing.marks.isBookmarked(listed[1]))
        #expect(store.state.bookmarks[key]?.details == listed[0])
    }

    @Test("leaves hidden repos out and fills the list past them")
    func hidden() async throws {
        let listed = repos(6)
        let store = StateStoreSpy(UserState(hidden: [listed[1].repoName.key: HiddenRepo(name: listed[1].repoName, hiddenAt: fixedNow)]))
        let remote = RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: listed)))
        let sut = BrowseTrendingUseCase(load: LoadTrendingUseCase(remote: remote, cache: CacheSpy(), now: { fixedNow }), store: store, now: { fixedNow })

        let listing = try await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 3)).outcome.get()

        #expect(remote.messages == [.load(anyQuery(), limit: 4)], "one more than the limit, for the one hidden")
        #expect(listing.repos.map(\.id) == [0, 2, 3])
    }

    @Test("still shows the list, with warnings, when state can't be read or saved")
    func stateFailures() async throws {
        let store = StateStoreSpy()
        store.readError = .io("permission denied")
        store.updateError = .busy("held")
        let sut = makeSUT(remote: repos(2), store: store)

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 2))

        #expect(try result.outcome.get().repos.count == 2)
        #expect(result.warnings == [.stateUnreadable("permission denied"), .stateNotSaved("held")])
    }

    @Test("does not touch state when the load fails")
    func loadFails() async {
        let store = StateStoreSpy()
        let remote = RemoteLoaderSpy(result: .failure(.timedOut))
        let sut = BrowseTrendingUseCase(load: LoadTrendingUseCase(remote: remote, cache: CacheSpy(), now: { fixedNow }), store: store, now: { fixedNow })

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 2))

        #expect(result.outcome == .failure(.remote(.timedOut)))
        #expect(store.messages == [.read])
    }

    // MARK: - Helpers

    private func makeSUT(remote repos: [Repo], store: StateStoreSpy) -> BrowseTrendingUseCase {
        let remote = RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: repos)))
        let load = LoadTrendingUseCase(remote: remote, cache: CacheSpy(), now: { fixedNow })
        return BrowseTrendingUseCase(load: load, store: store, now: { fixedNow })
    }
}
