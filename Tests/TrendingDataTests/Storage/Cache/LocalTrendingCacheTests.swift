import Foundation
import Testing
import TrendingData
import TrendingDomain

@Suite("LocalTrendingCache")
struct LocalTrendingCacheTests {
    @Test("loads nothing when nothing is stored")
    func empty() throws {
        let (sut, storage) = makeSUT()
        #expect(try sut.load(for: TrendingQuery()) == nil)
        #expect(storage.messages == [.read("search-daily-all.json")])
    }

    @Test("loads back exactly what it saved, nulls included")
    func roundTrip() throws {
        let (sut, _) = makeSUT()
        let entry = CachedTrending(
            repos: [anyRepo(id: 1), anyRepo(id: 2, description: nil)], fetchedAt: referenceNow.addingTimeInterval(0.25),
            requestedLimit: 25
        )

        try sut.save(entry, for: TrendingQuery())

        #expect(try sut.load(for: TrendingQuery()) == entry)
    }

    @Test("keeps a repo's page as the text stored, parsed only when opened: a list parses no URL", arguments: [
        "https://github.com/owner/repo", "not a url", "https://github.com/owner/repo\u{1B}[2J", "",
    ])
    func pageKeptAsText(text: String) throws {
        let (sut, _) = makeSUT()
        let repo = anyRepo(id: 1)
        let stored = Repo(
            id: 1, owner: repo.owner, name: repo.name, description: repo.description, language: repo.language,
            stars: repo.stars, forks: repo.forks, urlText: text, createdAt: repo.createdAt
        )
        try sut.save(CachedTrending(repos: [stored], fetchedAt: referenceNow, requestedLimit: 1), for: TrendingQuery())

        let loaded = try #require(try sut.load(for: TrendingQuery())).repos
        #expect(loaded.map(\.urlText) == [text])
        #expect(loaded.first?.url == URL(string: text))
    }

    @Test("keeps one entry per query")
    func perQuery() throws {
        let (sut, _) = makeSUT()
        let swift = TrendingQuery(period: .weekly, language: "Swift")
        try sut.save(CachedTrending(repos: [anyRepo(id: 1)], fetchedAt: referenceNow, requestedLimit: 1), for: swift)

        #expect(try sut.load(for: TrendingQuery(period: .weekly, language: "Rust")) == nil)
        #expect(try sut.load(for: TrendingQuery(period: .daily, language: "Swift")) == nil)
        #expect(try sut.load(for: TrendingQuery(period: .weekly, language: "swift"))?.repos.count == 1,
                "GitHub matches languages without regard to case")
    }

    @Test("a rename followed renames the cached lists' row; a list holding both names keeps the new one's row alone, cut one shorter")
    func followsRename() throws {
        let storage = InMemoryStorage()
        let sut = LocalTrendingCache(storage: storage, now: { referenceNow })
        let renamed = Repo(
            id: 1, owner: "moved", name: "repo1", description: nil, language: "Swift", stars: 500, forks: 3,
            url: URL(string: "https://github.com/moved/repo1")!, createdAt: Date(timeIntervalSince1970: 1_795_400_000)
        )
        let weekly = TrendingQuery(period: .weekly)
        try sut.save(CachedTrending(repos: [anyRepo(id: 1), anyRepo(id: 2)], fetchedAt: referenceNow, requestedLimit: 2, totalCount: 50), for: TrendingQuery())
        try sut.save(CachedTrending(repos: [anyRepo(id: 1), renamed], fetchedAt: referenceNow, requestedLimit: 2), for: weekly)

        sut.follow(from: anyRepo(id: 1).repoName, to: renamed)

        let daily = try #require(try sut.load(for: TrendingQuery()))
        #expect(daily.repos.map(\.repoName.description) == ["moved/repo1", "owner/repo2"] && daily.repos.first?.stars == 500)
        #expect(daily.requestedLimit == 2 && daily.totalCount == 50 && daily.fetchedAt == referenceNow)
        let both = try #require(try sut.load(for: weekly))
        #expect(both.repos == [renamed] && both.requestedLimit == 1, "not taken for all there is")

        // Another repo made under the freed name since (another id) is that repo: left as it is (bb24 d-D1).
        let newcomer = Repo(
            id: 6, owner: "owner", name: "repo1", description: nil, language: "Zig", stars: 650, forks: 0,
            url: URL(string: "https://github.com/owner/repo1")!, createdAt: referenceNow
        )
        let monthly = TrendingQuery(period: .monthly)
        try sut.save(CachedTrending(repos: [renamed, newcomer], fetchedAt: referenceNow, requestedLimit: 2), for: monthly)
        sut.follow(from: anyRepo(id: 1).repoName, to: renamed)
        #expect(try sut.load(for: monthly)?.repos == [renamed, newcomer])

        // A repo kept from earlier lists is renamed with them, its date kept.
        let all = TrendingQuery(scope: .all)
        let heldAt = referenceNow.addingTimeInterval(-86_400)
        try sut.save(CachedTrending(
            repos: [anyRepo(id: 2)], fetchedAt: referenceNow, requestedLimit: 2,
            recent: [HeldRepo(repo: anyRepo(id: 1), heldAt: heldAt), HeldRepo(repo: anyRepo(id: 3), heldAt: referenceNow)]
        ), for: all)
        sut.follow(from: anyRepo(id: 1).repoName, to: renamed)
        #expect(try sut.load(for: all)?.recent == [HeldRepo(repo: renamed, heldAt: heldAt), HeldRepo(repo: anyRepo(id: 3), heldAt: referenceNow)])
    }

    @Test("keeps each server's lists apart in one folder")
    func perScope() throws {
        let storage = InMemoryStorage()
        let github = LocalTrendingCache(storage: storage, now: { referenceNow })
        let standIn = LocalTrendingCache(storage: storage, scope: "127.0.0.1-8787", now: { referenceNow })
        let entry = CachedTrending(repos: [anyRepo(id: 1)], fetchedAt: referenceNow, requestedLimit: 1)

        try standIn.save(entry, for: TrendingQuery())

        #expect(try github.load(for: TrendingQuery()) == nil)
        #expect(try standIn.load(for: TrendingQuery()) == entry)
        #expect(github.allLists().isEmpty && standIn.allLists() == [entry])
    }

    @Test("names files for the query, safely", arguments: [
        (TrendingQuery(), "", "search-daily-all.json"),
        (TrendingQuery(period: .monthly, language: "C++"), "", "search-monthly-lang-c_2B_2B.json"),
        (TrendingQuery(language: "Jupyter Notebook"), "", "search-daily-lang-jupyter_20notebook.json"),
        (TrendingQuery(language: "../x"), "", "search-daily-lang-.._2Fx.json"),
        (TrendingQuery(), "127.0.0.1-8787", "127.0.0.1-8787-search-daily-all.json"),
        // A value's own `-` is escaped, so no value reads as the key's next part.
        (TrendingQuery(topics: ["cli-stars-100"]), "", "search-daily-all-topic-cli_2Dstars_2D100.json"),
        (TrendingQuery(topics: ["cli"], minStars: 100), "", "search-daily-all-topic-cli-stars-100.json"),
    ])
    func keys(query: TrendingQuery, scope: String, key: String) {
        #expect(LocalTrendingCache.key(for: query, scope: scope) == key)
    }

    @Test("moves a corrupt file aside and reports where it went")
    func corrupt() {
        let storage = InMemoryStorage(files: ["search-daily-all.json": Data("{not json".utf8)])
        let sut = LocalTrendingCache(storage: storage, now: { referenceNow })

        #expect(throws: CacheError.corrupt(movedTo: "/cache/search-daily-all.json.corrupt-1795435200", file: "search-daily-all.json")) {
            try sut.load(for: TrendingQuery())
        }
        #expect(storage.files["search-daily-all.json.corrupt-1795435200"] == Data("{not json".utf8), "no data is lost")
        #expect(storage.files["search-daily-all.json"] == nil)
    }

    @Test("ignores a file written by another format version")
    func otherVersion() throws {
        let body = #"{"version":99,"fetched_at":0,"requested_limit":1,"repos":[]}"#
        let (sut, storage) = makeSUT(files: ["search-daily-all.json": Data(body.utf8)])

        #expect(try sut.load(for: TrendingQuery()) == nil)
        #expect(!storage.messages.contains { if case .moveAside = $0 { true } else { false } })
    }

    @Test("reports storage failures as I/O errors")
    func ioErrors() {
        let (sut, storage) = makeSUT()
        storage.readError = .io(.test("permission denied"))
        storage.writeError = .io(.test("disk full"))

        #expect(throws: CacheError.io(.test("permission denied"))) { try sut.load(for: TrendingQuery()) }
        #expect(throws: CacheError.io(.test("disk full"))) {
            try sut.save(CachedTrending(repos: [], fetchedAt: referenceNow, requestedLimit: 1), for: TrendingQuery())
        }
    }

    @Test("works on the real file client")
    func onDisk() throws {
        let root = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let sut = LocalTrendingCache(storage: FileSystemStorage(directory: root), now: { referenceNow })
        let entry = CachedTrending(repos: [anyRepo()], fetchedAt: referenceNow, requestedLimit: 5)

        try sut.save(entry, for: TrendingQuery())

        #expect(try sut.load(for: TrendingQuery()) == entry)
    }

    // MARK: - Helpers

    private func makeSUT(files: [String: Data] = [:]) -> (LocalTrendingCache, InMemoryStorage) {
        let storage = InMemoryStorage(files: files)
        return (LocalTrendingCache(storage: storage, now: { referenceNow }), storage)
    }
}
