import Foundation
import Testing
import TrendingDomain
import TrendingTestSupport

@Suite("ListTrendingUseCase --new-only")
struct NewOnlyBrowseTests {
    @Test("leaves seen repos out before limiting, filling the list past them")
    func fillsPastSeen() async throws {
        let listed = repos(8)
        let recent = fixedNow.addingTimeInterval(-3600)
        let state = UserState(seen: [listed[0].repoName.key: recent, listed[2].repoName.key: recent])
        let (sut, remote, store) = makeSUT(remote: listed, state: state)

        let listing = try await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 3), options: ListingOptions(newOnly: true)).outcome.get()

        #expect(listing.repos.map(\.id) == [1, 3, 4], "three new ones, past the two seen")
        #expect(remote.messages == [.load(anyQuery(), limit: 5)], "the limit plus the two seen that can match")
        #expect(listing.repos.allSatisfy(listing.marks.isNew))
        #expect(Set(store.state.seen.keys) == Set([0, 1, 2, 3, 4].map { listed[$0].repoName.key }), "shown repos become seen")
    }

    @Test("asks GitHub for no extra repos for those seen before the period began")
    func oldSeenCostNothing() async throws {
        let listed = repos(4)
        let longAgo = fixedNow.addingTimeInterval(-40 * 86_400)
        let seen = Dictionary(uniqueKeysWithValues: (0..<500).map { ("old/repo-\($0)", longAgo) })
        let (sut, remote, _) = makeSUT(remote: listed, state: UserState(seen: seen))

        let listing = try await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 2), options: ListingOptions(newOnly: true)).outcome.get()

        #expect(remote.messages == [.load(anyQuery(), limit: 2)])
        #expect(listing.repos.map(\.id) == [0, 1])
    }

    @Test("seen repos the estimate did not count (seen before the period: a name used again, a clock set back) are filled past by asking again")
    func fillsPastUncountedSeen() async throws {
        let listed = repos(60)
        let longAgo = fixedNow.addingTimeInterval(-60 * 86_400)
        let state = UserState(seen: [listed[0].repoName.key: longAgo, listed[1].repoName.key: longAgo, listed[4].repoName.key: longAgo])
        let remote = RemoteLoaderSpy(serving: listed)
        let load = LoadTrendingUseCase(remote: remote, cache: CacheSpy(), now: { fixedNow })
        let sut = ListTrendingUseCase(load: load, store: StateStoreSpy(state), history: HistoryStoreSpy(), now: { fixedNow })

        let listing = try await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 3), options: ListingOptions(newOnly: true)).outcome.get()

        #expect(listing.repos.map(\.id) == [2, 3, 5])
        #expect(remote.messages == [.load(anyQuery(), limit: 3), .load(anyQuery(), limit: 5), .load(anyQuery(), limit: 6)])

        let (short, shortRemote, _) = makeSUT(remote: Array(listed.prefix(2)), state: state)
        let none = try await short.execute(LoadTrendingRequest(query: anyQuery(), limit: 3), options: ListingOptions(newOnly: true)).outcome.get()
        #expect(none.repos.isEmpty && shortRemote.messages.count == 1, "GitHub had no more: not asked again")
    }

    @Test("counts hidden and seen repos both when filling")
    func hiddenAndSeen() async throws {
        let listed = repos(6)
        let state = UserState(
            hidden: [listed[0].repoName.key: HiddenRepo(name: listed[0].repoName, hiddenAt: fixedNow)],
            seen: [listed[1].repoName.key: fixedNow]
        )
        let (sut, remote, _) = makeSUT(remote: listed, state: state)

        let listing = try await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 2), options: ListingOptions(newOnly: true)).outcome.get()

        #expect(remote.messages == [.load(anyQuery(), limit: 4)])
        #expect(listing.repos.map(\.id) == [2, 3])
    }

    @Test("with nothing new, succeeds with an empty list, and keeps the last list shown for open RANK")
    func nothingNew() async throws {
        let listed = repos(2)
        let shown = listed.map { ShownRepo(name: $0.repoName, urlText: $0.urlText) }
        let state = UserState(seen: Dictionary(uniqueKeysWithValues: listed.map { ($0.repoName.key, fixedNow) }), lastShown: shown)
        let (sut, _, store) = makeSUT(remote: listed, state: state)

        let result = await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 5), options: ListingOptions(newOnly: true))

        #expect(try result.outcome.get().repos.isEmpty)
        #expect(store.state.seen.count == 2)
        #expect(store.state.lastShown == shown)
    }

    @Test("without --new-only, seen repos are listed as before")
    func offByDefault() async throws {
        let listed = repos(3)
        let (sut, remote, _) = makeSUT(remote: listed, state: UserState(seen: [listed[0].repoName.key: fixedNow]))

        let listing = try await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 2)).outcome.get()

        #expect(remote.messages == [.load(anyQuery(), limit: 2)])
        #expect(listing.repos.map(\.id) == [0, 1])
    }

    // MARK: - Helpers

    private func makeSUT(remote repos: [Repo], state: UserState) -> (ListTrendingUseCase, RemoteLoaderSpy, StateStoreSpy) {
        let remote = RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: repos)))
        let store = StateStoreSpy(state)
        let load = LoadTrendingUseCase(remote: remote, cache: CacheSpy(), now: { fixedNow })
        return (ListTrendingUseCase(load: load, store: store, history: HistoryStoreSpy(), now: { fixedNow }), remote, store)
    }
}
