import Foundation
import Testing
import TrendingData
import TrendingDomain
import TrendingTestSupport

@Suite("LocalRepoDetailCache")
struct LocalRepoDetailCacheTests {
    @Test("reads back what it saved, ETag included")
    func roundTrip() throws {
        let sut = LocalRepoDetailCache(storage: InMemoryStorage(), now: { referenceNow })
        let detail = try GitHubRepoMapper.map(response(fixture: "repos/octo-org__rocket.json"))
        let entry = CachedRepoDetail(detail: detail, etag: "W/\"abc\"", fetchedAt: referenceNow)

        try sut.save(entry, for: detail.name)

        #expect(try sut.load(detail.name) == entry)
        #expect(try sut.load(RepoName(owner: "other", name: "repo")) == nil)
    }

    @Test("moves a corrupt file aside")
    func corrupt() {
        let key = LocalRepoDetailCache.key(for: RepoName(owner: "a", name: "b"))
        let storage = InMemoryStorage(files: [key: Data("nope".utf8)])

        #expect(throws: CacheError.corrupt(movedTo: "/cache/\(key).corrupt-1795435200", file: key)) {
            try LocalRepoDetailCache(storage: storage, now: { referenceNow }).load(RepoName(owner: "a", name: "b"))
        }
    }

    @Test("names files by repo and server", arguments: [
        ("", "repo-octo-org--rocket.json"), ("127.0.0.1-8787", "127.0.0.1-8787-repo-octo-org--rocket.json"),
    ])
    func keys(scope: String, key: String) {
        #expect(LocalRepoDetailCache.key(for: RepoName(owner: "Octo-Org", name: "Rocket"), scope: scope) == key)
    }

    @Test("names two repos two files where `--` alone could not part them: an old-style owner ending in or holding `-`s, a name starting with one")
    func keysNeverShared() {
        let names = [("a-", "b"), ("a", "-b"), ("a", "b"), ("a--x", "b"), ("a", "x--b"), ("a-x", "b"), ("a", "x-b"), ("a", "--b")]
        let keys = names.map { LocalRepoDetailCache.key(for: RepoName(owner: $0.0, name: $0.1)) }
        #expect(Set(keys).count == names.count, "\(keys)")
        #expect(keys[0] == "repo-a_2D--b.json" && keys[2] == "repo-a--b.json" && keys[5] == "repo-a-x--b.json", "the usual names keep their files")
    }
}
