import Foundation
import Testing
import TrendingData
import TrendingDomain

@Suite("LocalKnownRepos")
struct LocalKnownReposTests {
    @Test("finds a repo in the newest cached list of its scope, by name whatever the case")
    func fromLists() throws {
        let storage = InMemoryStorage()
        let older = anyRepo(id: 1)
        let newer = Repo(
            id: 1, owner: "owner", name: "repo1", description: nil, language: "Swift", stars: 500, forks: 3,
            urlText: older.urlText, createdAt: older.createdAt
        )
        let cache = LocalTrendingCache(storage: storage, scope: "ghe", now: { referenceNow })
        try cache.save(CachedTrending(repos: [older], fetchedAt: referenceNow.addingTimeInterval(-7200), requestedLimit: 1), for: TrendingQuery(period: .daily))
        try cache.save(CachedTrending(repos: [newer, anyRepo(id: 2)], fetchedAt: referenceNow, requestedLimit: 2), for: TrendingQuery(period: .weekly))
        let other = LocalTrendingCache(storage: storage, scope: "", now: { referenceNow })
        try other.save(CachedTrending(repos: [anyRepo(id: 3)], fetchedAt: referenceNow, requestedLimit: 1), for: TrendingQuery(period: .daily))
        let sut = LocalKnownRepos(storage: storage, scope: "ghe", now: { referenceNow })

        #expect(sut.summary(of: RepoName(owner: "Owner", name: "Repo1")) == KnownSummary(repo: newer, fetchedAt: referenceNow))
        #expect(sut.summary(of: RepoName(owner: "owner", name: "repo3")) == nil, "another server's list")
        #expect(sut.summary(of: RepoName(owner: "nobody", name: "x")) == nil)
    }

    @Test("a repo a server named with the token, masked in its cached list, is no recent repo")
    func maskedName() throws {
        let token = "ghp_S3cr3tT0kenAbCdEfGhIjKlMnOpQrStUv12"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("known-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let storage = FileSystemStorage(directory: folder, neverStore: token)
        let named = Repo(
            id: 9, owner: "q", name: token, description: nil, language: nil, stars: 5, forks: 0,
            url: URL(string: "https://github.com/q/\(token)")!, createdAt: referenceNow.addingTimeInterval(-86_400 * 30)
        )
        try LocalTrendingCache(storage: storage, now: { referenceNow })
            .save(CachedTrending(repos: [named, anyRepo(id: 1)], fetchedAt: referenceNow, requestedLimit: 2), for: TrendingQuery())
        let sut = LocalKnownRepos(storage: storage, now: { referenceNow })

        #expect(sut.recentRepos(since: .distantPast).map(\.repoName.key) == ["owner/repo1"])
    }

    @Test("the repos a list kept from its query's earlier lists are recent while they were held since the date, in the version a list of its own holds when one does (bb26 a-D1)")
    func keptRecentRows() throws {
        let storage = InMemoryStorage()
        let lists = LocalTrendingCache(storage: storage, now: { referenceNow })
        let fresher = Repo(
            id: 2, owner: "owner", name: "repo2", description: nil, language: "Swift", stars: 700, forks: 3,
            urlText: anyRepo(id: 2).urlText, createdAt: anyRepo(id: 2).createdAt
        )
        try lists.save(CachedTrending(repos: [fresher], fetchedAt: referenceNow.addingTimeInterval(-3_600), requestedLimit: 1), for: TrendingQuery())
        try lists.save(
            CachedTrending(repos: [anyRepo(id: 1)], fetchedAt: referenceNow, requestedLimit: 1, recent: [
                HeldRepo(repo: anyRepo(id: 2), heldAt: referenceNow.addingTimeInterval(-7_200)),
                HeldRepo(repo: anyRepo(id: 3), heldAt: referenceNow.addingTimeInterval(-7_200)),
                HeldRepo(repo: anyRepo(id: 4), heldAt: referenceNow.addingTimeInterval(-8 * 86_400)),
            ]),
            for: TrendingQuery(scope: .all)
        )
        let sut = LocalKnownRepos(storage: storage, now: { referenceNow })

        let recent = sut.recentRepos(since: referenceNow.addingTimeInterval(-86_400))

        #expect(recent.map(\.repoName.key) == ["owner/repo1", "owner/repo2", "owner/repo3"], "repo4 was held 8 days ago")
        #expect(recent.first { $0.id == 2 }?.stars == 700, "a list's own row, not a kept copy's older count")
        #expect(sut.recentRepos(since: referenceNow.addingTimeInterval(1)).isEmpty)
    }

    @Test("prefers cached details to any list")
    func detailsFirst() throws {
        let storage = InMemoryStorage()
        let detailsAt = referenceNow.addingTimeInterval(-86_400)
        let detail = RepoDetail(summary: anyRepo(id: 1))
        try LocalRepoDetailCache(storage: storage, now: { referenceNow })
            .save(CachedRepoDetail(detail: detail, etag: nil, fetchedAt: detailsAt), for: detail.name)
        try LocalTrendingCache(storage: storage, now: { referenceNow })
            .save(CachedTrending(repos: [anyRepo(id: 1)], fetchedAt: referenceNow, requestedLimit: 1), for: TrendingQuery())
        let sut = LocalKnownRepos(storage: storage, now: { referenceNow })

        #expect(sut.summary(of: detail.name)?.fetchedAt == detailsAt)
    }

    @Test("a rename show followed holds until a list names the old name again: later (renamed back), or as another repo, at any time (bb24 d-D1)")
    func renameEnds() throws {
        let storage = InMemoryStorage()
        let old = RepoName(owner: "owner", name: "repo1")
        let moved = Repo(
            id: 1, owner: "moved", name: "uno", description: nil, language: "Go", stars: 900, forks: 3,
            url: URL(string: "https://github.com/moved/uno")!, createdAt: referenceNow.addingTimeInterval(-86_400)
        )
        try LocalRepoDetailCache(storage: storage, now: { referenceNow })
            .save(CachedRepoDetail(detail: RepoDetail(summary: moved), etag: nil, fetchedAt: referenceNow), for: old)
        let lists = LocalTrendingCache(storage: storage, now: { referenceNow })
        let sut = LocalKnownRepos(storage: storage, now: { referenceNow })

        // A list of the same instant naming the renamed repo (id 1) under the old name: the rename holds.
        try lists.save(CachedTrending(repos: [anyRepo(id: 1)], fetchedAt: referenceNow, requestedLimit: 1), for: TrendingQuery())
        #expect(sut.renamedTo(of: old) == moved.repoName)
        #expect(sut.currentName(of: old) == moved.repoName)
        #expect(sut.summary(of: old) == KnownSummary(repo: moved, fetchedAt: referenceNow), "the details, while the rename holds")

        // Another repo (id 6) under the freed name, fetched the same instant: the name is its own.
        let newcomer = Repo(
            id: 6, owner: "owner", name: "repo1", description: nil, language: "Zig", stars: 650, forks: 0,
            url: URL(string: "https://github.com/owner/repo1")!, createdAt: referenceNow
        )
        try lists.save(CachedTrending(repos: [moved, newcomer], fetchedAt: referenceNow, requestedLimit: 2), for: TrendingQuery(period: .weekly))
        #expect(sut.renamedTo(of: old) == nil)
        #expect(sut.currentName(of: old) == old)
        // The old name's summary is then the newcomer's, from the list, not the renamed repo's
        // details (bb26 a-D3: `show OLD` offline printed the renamed repo).
        #expect(sut.summary(of: old) == KnownSummary(repo: newcomer, fetchedAt: referenceNow))
        #expect(sut.summary(of: moved.repoName) == KnownSummary(repo: moved, fetchedAt: referenceNow))
    }

    @Test("a repo renamed back (a later list names the old name with its own id) is summarised by that list's row")
    func renamedBack() throws {
        let storage = InMemoryStorage()
        let old = RepoName(owner: "owner", name: "repo1")
        let moved = Repo(
            id: 1, owner: "moved", name: "uno", description: nil, language: "Go", stars: 900, forks: 3,
            url: URL(string: "https://github.com/moved/uno")!, createdAt: referenceNow.addingTimeInterval(-86_400)
        )
        try LocalRepoDetailCache(storage: storage, now: { referenceNow })
            .save(CachedRepoDetail(detail: RepoDetail(summary: moved), etag: nil, fetchedAt: referenceNow.addingTimeInterval(-3_600)), for: old)
        try LocalTrendingCache(storage: storage, now: { referenceNow })
            .save(CachedTrending(repos: [anyRepo(id: 1)], fetchedAt: referenceNow, requestedLimit: 1), for: TrendingQuery())
        let sut = LocalKnownRepos(storage: storage, now: { referenceNow })

        #expect(sut.renamedTo(of: old) == nil)
        #expect(sut.summary(of: old) == KnownSummary(repo: anyRepo(id: 1), fetchedAt: referenceNow))
    }

    @Test("a corrupt cached list or details it reads (and moves aside) is told, never passed over in silence")
    func corruptFilesAreTold() throws {
        let storage = InMemoryStorage()
        let list = LocalTrendingCache.key(for: TrendingQuery())
        try storage.write(Data("garbage".utf8), to: list)
        let problems = CacheProblemLog()
        let sut = LocalKnownRepos(storage: storage, now: { referenceNow }, onCacheProblem: problems.record)

        #expect(sut.summary(of: RepoName(owner: "owner", name: "repo1")) == nil)
        #expect(sut.recentRepos(since: .distantPast).isEmpty)

        #expect(problems.take() == [.corrupt(movedTo: "/cache/\(list).corrupt-\(Int(referenceNow.timeIntervalSince1970))", file: list)])
    }
}
