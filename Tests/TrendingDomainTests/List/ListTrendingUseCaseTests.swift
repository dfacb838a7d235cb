import Foundation
import Testing
import TrendingDomain
import TrendingTestSupport

@Suite("ListTrendingUseCase")
struct ListTrendingUseCaseTests {
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
        let sut = ListTrendingUseCase(load: LoadTrendingUseCase(remote: remote, cache: CacheSpy(), now: { fixedNow }), store: store, history: HistoryStoreSpy(), now: { fixedNow })

        let listing = try await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 3)).outcome.get()

        #expect(remote.messages == [.load(anyQuery(), limit: 4)], "one more than the limit, for the one hidden")
        #expect(listing.repos.map(\.id) == [0, 2, 3])
    }

    @Test("still shows the list, with warnings, when state can't be read or saved")
    func stateFailures() async throws {
        let store = StateStoreSpy()
        store.readError = .io(.test("permission denied"))
        store.updateError = .busy(.test("held"))
        let sut = makeSUT(remote: repos(2), store: store)

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 2))

        #expect(try result.outcome.get().repos.count == 2)
        #expect(result.warnings == [.stateUnreadable(.io(.test("permission denied"))), .stateNotSaved(.io(.test("permission denied")))])
    }

    @Test("still shows the list, with a warning, when the state can be read but not saved: its marks are the state's as read, not an empty one's")
    func stateNotSaved() async throws {
        let seenBefore = repos(2)[0]
        var state = UserState()
        state.seen[seenBefore.repoName.key] = fixedNow.addingTimeInterval(-86_400)
        state.bookmarks[seenBefore.repoName.key] = Bookmark(name: seenBefore.repoName, addedAt: fixedNow, details: seenBefore)
        let store = StateStoreSpy(state)
        store.updateError = .busy(.test("held"))
        let sut = makeSUT(remote: repos(2), store: store)

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 2))

        let listing = try result.outcome.get()
        #expect(listing.repos.count == 2)
        #expect(listing.marks.seen == [seenBefore.repoName.key], "repo1 is new, repo0 was seen before")
        #expect(listing.marks.bookmarked == [seenBefore.repoName.key])
        #expect(result.warnings == [.stateNotSaved(.busy(.test("held")))])
    }

    @Test("does not touch state when the load fails")
    func loadFails() async {
        let store = StateStoreSpy()
        let remote = RemoteLoaderSpy(result: .failure(.timedOut))
        let sut = ListTrendingUseCase(load: LoadTrendingUseCase(remote: remote, cache: CacheSpy(), now: { fixedNow }), store: store, history: HistoryStoreSpy(), now: { fixedNow })

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 2))

        #expect(result.outcome == .failure(.remote(.timedOut)))
        #expect(store.messages == [.hiddenKeys])
    }

    @Test("records each remote fetch as a snapshot and measures gains from the previous one")
    func deltas() async throws {
        let listed = [anyRepo(id: 1, name: "a", stars: 150), anyRepo(id: 2, name: "b", stars: 90)]
        let earlier = fixedNow.addingTimeInterval(-2 * 3600)
        let history = HistoryStoreSpy(SnapshotHistory(snapshots: ["owner/a": [StarSnapshot(at: earlier, stars: 100)]]))
        let sut = makeSUT(remote: listed, store: StateStoreSpy(), history: history)

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 2))

        let listing = try result.outcome.get()
        #expect(listing.delta(for: listed[0]) == StarDelta(gained: 50, since: earlier, perHour: 25))
        #expect(listing.delta(for: listed[1]) == nil)
        #expect(history.history.snapshots["owner/a"]?.count == 2)
        #expect(history.history.snapshots["owner/b"] == [StarSnapshot(at: fixedNow, stars: 90)])
        #expect(!result.warnings.contains { if case .velocityNeedsHistory = $0 { true } else { false } })
    }

    @Test("ranks by velocity when asked; repos without history go last, in star order")
    func velocitySort() async throws {
        let listed = [anyRepo(id: 1, name: "big", stars: 1000), anyRepo(id: 2, name: "mid", stars: 500), anyRepo(id: 3, name: "small", stars: 100)]
        let hourAgo = fixedNow.addingTimeInterval(-3600)
        let history = HistoryStoreSpy(SnapshotHistory(snapshots: [
            "owner/small": [StarSnapshot(at: hourAgo, stars: 40)], "owner/mid": [StarSnapshot(at: hourAgo, stars: 490)],
        ]))
        let sut = makeSUT(remote: listed, store: StateStoreSpy(), history: history)

        let listing = try await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 3), options: ListingOptions(sort: .velocity)).outcome.get()

        #expect(listing.repos.map(\.name) == ["small", "mid", "big"])
    }

    @Test("an asked-for velocity with no snapshot old enough says when gains come: an hour after the oldest snapshot (bb24 e-D3)")
    func velocityComesWhen() async throws {
        let listed = [anyRepo(id: 1, name: "a", stars: 100), anyRepo(id: 2, name: "b", stars: 90)]
        let twentyMinutesAgo = fixedNow.addingTimeInterval(-1200)
        for (snapshots, expected) in [
            ([:], fixedNow.addingTimeInterval(3600)),
            (["owner/b": [StarSnapshot(at: twentyMinutesAgo, stars: 80)]], twentyMinutesAgo.addingTimeInterval(3600)),
        ] {
            let sut = makeSUT(remote: listed, store: StateStoreSpy(), history: HistoryStoreSpy(SnapshotHistory(snapshots: snapshots)))
            let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 2), options: ListingOptions(sort: .velocity))
            #expect(result.warnings.contains(.velocityNeedsHistory(showsFrom: expected, needs: 3600)), "\(result.warnings)")
        }
    }

    @Test("reads history without writing it when the list comes from the cache, and says nothing of gains again")
    func cachedReadsOnly() async throws {
        let history = HistoryStoreSpy()
        let cached = CachedTrending(repos: repos(2), fetchedAt: fixedNow, requestedLimit: 2)
        let load = LoadTrendingUseCase(remote: RemoteLoaderSpy(), cache: CacheSpy(loadResult: .success(cached)), now: { fixedNow })
        let sut = ListTrendingUseCase(load: load, store: StateStoreSpy(), history: history, now: { fixedNow })

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 2))

        #expect(history.messages == [.read])
        // The fetch that filled this cache already said why there are no gains.
        #expect(result.warnings == [])
    }

    @Test("a list shown again changes nothing: no lock, and of the state only the hidden repos and the listed repos' entries are read")
    func shownAgain() async throws {
        let listed = repos(3)
        let keys = Set(listed.map(\.repoName.key))
        let store = StateStoreSpy(UserState(seen: ["someone/else": fixedNow], lastShown: []))
        let sut = makeSUT(remote: listed, store: store)
        _ = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 3))
        let stateAfterFirst = store.state

        let again = try await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 3)).outcome.get()

        #expect(store.messages == [.hiddenKeys, .readFor(keys), .update, .hiddenKeys, .readFor(keys)])
        #expect(store.state.seen["someone/else"] == fixedNow, "what the list did not read, it kept")
        #expect(store.state == stateAfterFirst)
        #expect(again.repos.allSatisfy { !again.marks.isNew($0) })
    }

    @Test("a list that changes anything still updates under the lock")
    func changedList() async throws {
        let store = StateStoreSpy()
        _ = await makeSUT(remote: repos(2), store: store).execute(LoadTrendingRequest(query: anyQuery(), limit: 2))

        _ = await makeSUT(remote: repos(3), store: store).execute(LoadTrendingRequest(query: anyQuery(), limit: 3))

        #expect(store.messages.filter { $0 == .update }.count == 2)
        #expect(store.state.seen.count == 3)
    }

    @Test("a corrupt state file moved aside is one warning of the list, which shows every repo as new")
    func corruptState() async throws {
        let listed = repos(2)
        let store = StateStoreSpy(UserState(seen: [listed[0].repoName.key: fixedNow.addingTimeInterval(-60)]))
        store.corrupt(movedTo: "/state/state.json.corrupt-1")
        let sut = makeSUT(remote: listed, store: store)

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 2))

        let listing = try result.outcome.get()
        #expect(result.warnings == [.state(.corruptMovedAside(movedTo: "/state/state.json.corrupt-1"))])
        #expect(listing.repos.allSatisfy { listing.marks.isNew($0) })
    }

    @Test("a corrupt history file moved aside is a warning of the list too")
    func corruptHistory() async throws {
        let history = HistoryStoreSpy()
        history.corrupt(movedTo: "/state/history.json.corrupt-1")
        let sut = makeSUT(remote: repos(2), store: StateStoreSpy(), history: history)

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 2))

        #expect(try result.outcome.get().repos.count == 2)
        #expect(result.warnings == [.state(.corruptMovedAside(movedTo: "/state/history.json.corrupt-1"))])
    }

    @Test("the warning of a state read before the load is kept when the load fails")
    func corruptStateFailedLoad() async {
        let store = StateStoreSpy()
        store.corrupt(movedTo: "/state/state.json.corrupt-1")
        let remote = RemoteLoaderSpy(result: .failure(.timedOut))
        let sut = ListTrendingUseCase(load: LoadTrendingUseCase(remote: remote, cache: CacheSpy(), now: { fixedNow }), store: store, history: HistoryStoreSpy(), now: { fixedNow })

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 2))

        #expect(result.outcome == .failure(.remote(.timedOut)))
        #expect(result.warnings == [.state(.corruptMovedAside(movedTo: "/state/state.json.corrupt-1"))])
    }

    // MARK: - Helpers

    private func makeSUT(remote repos: [Repo], store: StateStoreSpy, history: HistoryStoreSpy = HistoryStoreSpy()) -> ListTrendingUseCase {
        let remote = RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: repos)))
        let load = LoadTrendingUseCase(remote: remote, cache: CacheSpy(), now: { fixedNow })
        return ListTrendingUseCase(load: load, store: store, history: history, now: { fixedNow })
    }
}
