import Foundation
import Testing
import TrendingDomain
import TrendingTestSupport

@Suite("Browse in the domain: what was on screen, retries, totals")
struct BrowseDomainTests {
    @Test("an interactive list marks nothing seen and leaves the last shown list alone; marks still come from the state")
    func remembersNothing() async throws {
        let listed = repos(3)
        let store = StateStoreSpy(UserState(
            bookmarks: [listed[2].repoName.key: Bookmark(name: listed[2].repoName, addedAt: fixedNow)],
            seen: [listed[0].repoName.key: fixedNow]
        ))
        let load = LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: listed))), cache: CacheSpy(), now: { fixedNow })
        let sut = ListTrendingUseCase(load: load, store: store, history: HistoryStoreSpy(), now: { fixedNow })

        let listing = try await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 3), options: ListingOptions(remembersShown: .never)).outcome.get()

        #expect(!store.messages.contains(.update))
        #expect(store.state.seen.count == 1 && store.state.lastShown.isEmpty)
        #expect(listing.repos.map { listing.marks.isNew($0) } == [false, true, true])
        #expect(listing.marks.isBookmarked(listed[2]))
    }

    @Test("only the repos named become seen, under the store's lock, the first time kept")
    func markSeen() throws {
        let store = StateStoreSpy(UserState(seen: ["owner/repo0": fixedNow.addingTimeInterval(-60)]))
        let sut = ShownReposUseCase(store: store, now: { fixedNow })

        #expect(try sut.markSeen([name("owner/repo0"), name("owner/repo1")]).isEmpty)
        #expect(try sut.markSeen([]).isEmpty)

        #expect(store.messages == [.update])
        #expect(store.state.seen == ["owner/repo0": fixedNow.addingTimeInterval(-60), "owner/repo1": fixedNow])
    }

    @Test("the list as loaded becomes the last shown list, bookmarks refreshed")
    func recordShown() throws {
        let listed = repos(2)
        let store = StateStoreSpy(UserState(bookmarks: [listed[1].repoName.key: Bookmark(name: listed[1].repoName, addedAt: fixedNow)]))

        #expect(try ShownReposUseCase(store: store, now: { fixedNow }).recordShown(listed).isEmpty)

        #expect(store.state.lastShown.map(\.name) == listed.map(\.repoName))
        #expect(store.state.bookmarks[listed[1].repoName.key]?.details == listed[1])
    }

    @Test("hiding and unhiding several repos takes one lock each way and reports what changed")
    func batchHide() throws {
        let store = StateStoreSpy(UserState(hidden: ["owner/repo0": HiddenRepo(name: name("owner/repo0"), hiddenAt: fixedNow)]))
        let sut = HiddenReposUseCase(store: store, now: { fixedNow })

        let hidden = try sut.hide([name("owner/repo0"), name("owner/repo1")])
        let shown = try sut.unhide([name("owner/repo1"), name("owner/repo2")])

        #expect(hidden == StateResult([name("owner/repo1")]) && shown == StateResult([name("owner/repo1")]))
        #expect(store.messages == [.update, .update])
    }

    @Test("marking seen or recording the list shown returns the store's warning when it found the state file corrupt")
    func shownCorruptState() throws {
        let seenStore = StateStoreSpy(), shownStore = StateStoreSpy()
        seenStore.corrupt(movedTo: "/state/state.json.corrupt-1")
        shownStore.corrupt(movedTo: "/state/state.json.corrupt-2")

        let seen = try ShownReposUseCase(store: seenStore, now: { fixedNow }).markSeen([name("owner/repo0")])
        let shown = try ShownReposUseCase(store: shownStore, now: { fixedNow }).recordShown(repos(1))

        #expect(seen == [.corruptMovedAside(movedTo: "/state/state.json.corrupt-1")])
        #expect(shown == [.corruptMovedAside(movedTo: "/state/state.json.corrupt-2")])
    }

    @Test("retries wait 8 s, doubling, never more than 60 s")
    func retrySchedule() {
        let sut = RetrySchedule()
        #expect((1...6).map { sut.delay(afterFailures: $0) } == [8, 16, 32, 60, 60, 60])
        #expect(sut.delay(afterFailures: 0) == 8)
        #expect(RetrySchedule(first: 0.5, cap: 60).delay(afterFailures: 3) == 2)
    }

    @Test("GitHub's total count travels from the search to the cache and the listing")
    func totalCount() async throws {
        let cache = CacheSpy()
        let remote = RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: repos(2), totalCount: 734)))
        let sut = LoadTrendingUseCase(remote: remote, cache: cache, now: { fixedNow })

        let listing = try await sut.execute(LoadTrendingRequest(query: anyQuery(), limit: 2)).outcome.get()

        #expect(listing.totalCount == 734)
        guard case .save(let entry, _) = cache.messages.last else { Issue.record("nothing saved"); return }
        #expect(entry.totalCount == 734)
    }
}
