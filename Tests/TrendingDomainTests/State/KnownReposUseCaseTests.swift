import Foundation
import Testing
import TrendingDomain
import TrendingTestSupport

@Suite("What the cache knows")
struct KnownReposUseCaseTests {
    @Test("a new bookmark takes the details a cached list or detail holds")
    func bookmarkFillsIn() throws {
        let repo = anyRepo(owner: "octo-org", name: "rocket", stars: 9812)
        let known = KnownReposStub([KnownSummary(repo: repo, fetchedAt: fixedNow)])
        let store = StateStoreSpy()
        let sut = BookmarksUseCase(store: store, known: known, now: { fixedNow })

        _ = try sut.add(name("Octo-Org/Rocket"))
        _ = try sut.add(name("someone/else"))

        #expect(store.state.bookmarks["octo-org/rocket"]?.details == repo)
        #expect(store.state.bookmarks["someone/else"]?.details == nil)
        #expect(known.lookups == ["octo-org/rocket", "someone/else"])
    }

    @Test("show --offline with no cached details falls back to a list's summary, and says where it came from")
    func showFallsBackToSummary() async throws {
        let repo = anyRepo(owner: "octo-org", name: "rocket", stars: 9812)
        let listedAt = fixedNow.addingTimeInterval(-3600)
        let known = KnownReposStub([KnownSummary(repo: repo, fetchedAt: listedAt)])
        let sut = ShowRepoUseCase(
            remote: DetailLoaderSpy(result: .failure(.timedOut)), cache: DetailCacheSpy(cached: nil), store: StateStoreSpy(),
            known: known, now: { fixedNow }
        )

        let shown = try await sut.execute(name("octo-org/rocket"), mode: .offline, maxAge: 3600).outcome.get()
        let missing = await sut.execute(name("someone/else"), mode: .offline, maxAge: 3600).outcome

        #expect(shown.source == .listSummary(fetchedAt: listedAt))
        #expect(shown.detail == RepoDetail(summary: repo))
        #expect(shown.detail.stars == 9812)
        #expect(missing == .failure(.offlineWithoutCache))
    }

    @Test("show with cached details never asks for a list's summary")
    func detailsFirst() async throws {
        let known = KnownReposStub()
        let cached = CachedRepoDetail(detail: anyDetail(), etag: nil, fetchedAt: fixedNow)
        let sut = ShowRepoUseCase(
            remote: DetailLoaderSpy(result: .failure(.timedOut)), cache: DetailCacheSpy(cached: cached), store: StateStoreSpy(),
            known: known, now: { fixedNow }
        )

        _ = await sut.execute(name("octo-org/rocket"), mode: .offline, maxAge: 3600)

        #expect(known.lookups.isEmpty)
    }
}
