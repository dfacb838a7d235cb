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

    @Test("show that cannot reach GitHub, with no details cached, falls back to a list's summary, saying why; a 404 never does")
    func failedShowFallsBackToSummary() async throws {
        let repo = anyRepo(owner: "octo-org", name: "rocket", stars: 9812)
        let listedAt = fixedNow.addingTimeInterval(-600)
        let known = KnownReposStub([KnownSummary(repo: repo, fetchedAt: listedAt)])
        func sut(_ error: RemoteLoadError) -> ShowRepoUseCase {
            ShowRepoUseCase(
                remote: DetailLoaderSpy(result: .failure(error)), cache: DetailCacheSpy(cached: nil), store: StateStoreSpy(),
                known: known, now: { fixedNow }
            )
        }
        let limited = RemoteLoadError.rateLimited(resetsAt: fixedNow.addingTimeInterval(1800))

        let shown = try await sut(limited).execute(name("octo-org/rocket"), mode: .automatic, maxAge: 3600).outcome.get()
        let gone = await sut(.notFound).execute(name("octo-org/rocket"), mode: .refresh, maxAge: 3600).outcome
        let unknown = await sut(.timedOut).execute(name("someone/else"), mode: .automatic, maxAge: 3600).outcome

        #expect(shown.source == .listSummary(fetchedAt: listedAt, reason: limited))
        #expect(shown.detail == RepoDetail(summary: repo))
        #expect(gone == .failure(.remote(.notFound)), "GitHub does not know it: no cache stands in")
        #expect(unknown == .failure(.remote(.timedOut)))
    }

    @Test("details cached under a rename stand for the old name only while the rename holds: once a list names another repo so, show asks GitHub (bb24 d-D1)")
    func renameEnded() async throws {
        let moved = anyRepo(owner: "moved", name: "uno", stars: 900)
        let cached = CachedRepoDetail(detail: RepoDetail(summary: moved), etag: "e", fetchedAt: fixedNow)
        let newcomer = RepoDetail(summary: anyRepo(owner: "octo-org", name: "rocket", stars: 650))
        for (renames, asks) in [(["octo-org/rocket": moved.repoName], false), ([:], true)] {
            let remote = DetailLoaderSpy(result: .success(.modified(newcomer, etag: nil)))
            let sut = ShowRepoUseCase(
                remote: remote, cache: DetailCacheSpy(cached: cached), store: StateStoreSpy(), known: KnownReposStub(renames: renames), now: { fixedNow }
            )
            let shown = try await sut.execute(name("octo-org/rocket"), mode: .automatic, maxAge: 3600).outcome.get()
            #expect(remote.messages == (asks ? [.load(name("octo-org/rocket"), etag: nil)] : []))
            #expect(shown.detail.name == (asks ? newcomer.name : moved.repoName))
        }
    }

    @Test("browse's details pane (no list summaries) still asks GitHub once a followed rename has ended, and takes no summary offline (bb26 a-D3)")
    func paneWithoutSummaries() async throws {
        let moved = anyRepo(owner: "moved", name: "uno", stars: 900)
        let cached = CachedRepoDetail(detail: RepoDetail(summary: moved), etag: "e", fetchedAt: fixedNow)
        let newcomer = RepoDetail(summary: anyRepo(owner: "octo-org", name: "rocket", stars: 650))
        let known = KnownReposStub([KnownSummary(repo: newcomer.summary, fetchedAt: fixedNow)])
        let remote = DetailLoaderSpy(result: .success(.modified(newcomer, etag: nil)))
        let store = StateStoreSpy()
        let sut = ShowRepoUseCase(
            remote: remote, cache: DetailCacheSpy(cached: cached), store: store, known: known, listSummaries: false, now: { fixedNow }
        )
        let offline = ShowRepoUseCase(
            remote: remote, cache: DetailCacheSpy(cached: nil), store: StateStoreSpy(), known: known, listSummaries: false, now: { fixedNow }
        )

        let shown = try await sut.execute(name("octo-org/rocket"), mode: .automatic, maxAge: 3600).outcome.get()
        let none = await offline.execute(name("octo-org/rocket"), mode: .offline, maxAge: 3600).outcome

        #expect(remote.messages == [.load(name("octo-org/rocket"), etag: nil)])
        #expect(shown.detail.name == newcomer.name)
        #expect(none == .failure(.offlineWithoutCache))
        #expect(known.lookups.isEmpty)
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
