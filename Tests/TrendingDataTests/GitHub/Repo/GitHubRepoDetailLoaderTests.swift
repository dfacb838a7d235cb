import Foundation
import Testing
import TrendingData
import TrendingDomain
import TrendingTestSupport

@Suite("GitHubRepoMapper")
struct GitHubRepoMapperTests {
    @Test("maps an organisation's template repo")
    func organisation() throws {
        let detail = try GitHubRepoMapper.map(response(fixture: "repos/octo-org__rocket.json"))

        #expect(detail.name.description == "octo-org/rocket")
        #expect(detail.stars == 9812 && detail.forks == 644 && detail.watchers == 87 && detail.openIssues == 23)
        #expect(detail.license == RepoLicense(key: "mit", name: "MIT License", spdxID: "MIT"))
        #expect(detail.topics == ["cli", "command-line", "swift", "swift-package-manager", "template"])
        #expect(detail.homepage == "https://octo-org.github.io/rocket/")
        #expect(detail.ownerType == "Organization")
        #expect(detail.isTemplate && !detail.isFork && !detail.isArchived)
        #expect(detail.pushedAt == (try Date("2026-11-23T10:41:07Z", strategy: .iso8601)))
    }

    @Test("maps an archived fork with null description, licence and homepage")
    func archivedFork() throws {
        let detail = try GitHubRepoMapper.map(response(fixture: "repos/solo-dev__tiny-tool.json"))

        #expect(detail.description == nil && detail.license == nil && detail.homepage == nil)
        #expect(detail.isArchived && detail.isFork)
        #expect(detail.ownerType == "User")
    }

    @Test("reads an old GitHub Enterprise body's watchers_count, forks and open_issues, the documented synonyms")
    func enterpriseSynonyms() throws {
        var object = try #require(try JSONSerialization.jsonObject(with: Fixtures.data("repos/octo-org__rocket.json")) as? [String: Any])
        for key in ["stargazers_count", "forks_count", "open_issues_count"] { object[key] = nil }
        object["watchers_count"] = 11
        object["forks"] = 22
        object["open_issues"] = 33
        let body = try JSONSerialization.data(withJSONObject: object)

        let detail = try GitHubRepoMapper.map(HTTPResponse(status: 200, body: body))

        #expect(detail.stars == 11 && detail.forks == 22 && detail.openIssues == 33)
    }

    @Test("reads a recorded 2012 body: no full_name, stars as watchers, no _count synonyms, no subscribers_count")
    func before2013() throws {
        let detail = try GitHubRepoMapper.map(response(fixture: "recorded/repo-2012-05-no-full-name__jacquev6__PyGithub.json"))

        #expect(detail.name.description == "jacquev6/PyGithub")
        #expect(detail.stars == 13 && detail.forks == 2 && detail.openIssues == 15 && detail.watchers == nil)
    }

    @Test("reads master_branch where a recorded 2012 body has no default_branch")
    func masterBranch() throws {
        let detail = try GitHubRepoMapper.map(response(fixture: "recorded/repo-2012-05-master-branch__nvie__gitflow.json"))

        #expect(detail.defaultBranch == "develop" && detail.stars == 3973)
    }

    @Test("rejects a body of the wrong shape")
    func malformed() {
        #expect(throws: RemoteLoadError.malformedResponse) { try GitHubRepoMapper.map(response(fixture: "errors/malformed.json")) }
    }
}

@Suite("GitHubRepoDetailLoader")
struct GitHubRepoDetailLoaderTests {
    @Test("asks for the repo and keeps its ETag")
    func modified() async throws {
        let (sut, client) = makeSUT([.success(response(200, fixture: "repos/octo-org__rocket.json", headers: ["ETag": "W/\"abc\""]))])

        let fetch = try await sut.load(RepoName(owner: "octo-org", name: "rocket"), etag: nil)

        #expect(client.requests.first?.url.absoluteString == "https://api.github.com/repos/octo-org/rocket")
        #expect(client.requests.first?.headers["If-None-Match"] == nil)
        guard case .modified(let detail, let etag) = fetch else { Issue.record("expected details"); return }
        #expect(detail.stars == 9812)
        #expect(etag == "W/\"abc\"")
    }

    @Test("revalidates with If-None-Match, and a 304 means not modified")
    func notModified() async throws {
        let (sut, client) = makeSUT([.success(HTTPResponse(status: 304))])

        let fetch = try await sut.load(RepoName(owner: "octo-org", name: "rocket"), etag: "W/\"abc\"")

        #expect(client.requests.first?.headers["If-None-Match"] == "W/\"abc\"")
        #expect(fetch == .notModified)
    }

    @Test("reports 404 as not found, and other errors through the mapper")
    func errors() async {
        let (gone, _) = makeSUT([.success(response(404, fixture: "errors/404-not-found.json"))])
        let (denied, _) = makeSUT([.success(response(401, fixture: "errors/401-bad-credentials.json"))])

        await #expect(throws: RemoteLoadError.notFound) { try await gone.load(RepoName(owner: "a", name: "b"), etag: nil) }
        await #expect(throws: RemoteLoadError.unauthorized(tokenSent: false, message: "Bad credentials")) { try await denied.load(RepoName(owner: "a", name: "b"), etag: nil) }
    }

    @Test("a name GitHub can't have (from a hostile list) is not found, with no request", arguments: ["../../x", "q?x=1", "h#f"])
    func hostileName(repo: String) async {
        let (sut, client) = makeSUT([.success(response(200, fixture: "repos/octo-org__rocket.json"))])
        await #expect(throws: RemoteLoadError.notFound) { try await sut.load(RepoName(owner: "o", name: repo), etag: nil) }
        #expect(client.requests.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT(_ results: [Result<HTTPResponse, NetworkError>]) -> (GitHubRepoDetailLoader, NetworkClientSpy) {
        let client = NetworkClientSpy(results)
        return (GitHubRepoDetailLoader(client: client, api: GitHubAPI(token: nil, userAgent: "t"), now: { referenceNow }), client)
    }
}

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

        #expect(throws: CacheError.corrupt(movedTo: "/cache/\(key).corrupt-1795435200")) {
            try LocalRepoDetailCache(storage: storage, now: { referenceNow }).load(RepoName(owner: "a", name: "b"))
        }
    }

    @Test("names files by repo and server", arguments: [
        ("", "repo-octo-org--rocket.json"), ("127.0.0.1-8787", "127.0.0.1-8787-repo-octo-org--rocket.json"),
    ])
    func keys(scope: String, key: String) {
        #expect(LocalRepoDetailCache.key(for: RepoName(owner: "Octo-Org", name: "Rocket"), scope: scope) == key)
    }
}
