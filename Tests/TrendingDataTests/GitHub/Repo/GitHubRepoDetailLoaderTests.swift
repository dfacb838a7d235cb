import Foundation
import Testing
import TrendingData
import TrendingDomain
import TrendingTestSupport

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

    @Test("an answer naming another repo is refused, unless a redirect (a rename) led there; the name's case may differ")
    func anotherReposAnswer() async throws {
        let (other, _) = makeSUT([.success(response(200, fixture: "repos/octo-org__rocket.json"))])
        var moved = response(200, fixture: "repos/octo-org__rocket.json")
        moved.redirectedTo = URL(string: "https://api.github.com/repositories/1")
        let (renamed, _) = makeSUT([.success(moved)])
        let (cased, _) = makeSUT([.success(response(200, fixture: "repos/octo-org__rocket.json"))])

        await #expect(throws: RemoteLoadError.malformedResponse) { try await other.load(RepoName(owner: "o", name: "bad"), etag: nil) }
        let followed = try await renamed.load(RepoName(owner: "o", name: "old"), etag: nil)
        let folded = try await cased.load(RepoName(owner: "Octo-Org", name: "ROCKET"), etag: nil)

        guard case .modified(let detail, _) = followed, case .modified(let same, _) = folded else { Issue.record("expected details"); return }
        #expect(detail.name.description == "octo-org/rocket" && same.name.description == "octo-org/rocket")
    }

    @Test("a redirect to another server, or from https to http, is no answer for this repo: refused, never shown or cached (bb33 l remark)", arguments: [
        "https://evil.example/repos/octo-org/rocket", "http://api.github.com/repositories/1", "https://api.github.com:8443/repositories/1",
    ])
    func redirectAwayRefused(to target: String) async {
        var away = response(200, fixture: "repos/octo-org__rocket.json")
        away.redirectedTo = URL(string: target)
        let (sut, _) = makeSUT([.success(away)])

        do {
            _ = try await sut.load(RepoName(owner: "o", name: "old"), etag: nil)
            Issue.record("followed to \(target)")
        } catch {
            if case .badAnswer(let words) = error { #expect(words.contains("another server")) } else { Issue.record("\(error)") }
        }
    }

    @Test("an answer saying the core budget is spent (remaining 0) tells its reset; one with budget left tells nothing (bb25 a-D1)")
    func budgetSpent() async throws {
        let spent = Locked<[Date]>([])
        for remaining in ["0", "1"] {
            let client = NetworkClientSpy([.success(response(200, fixture: "repos/octo-org__rocket.json", headers: [
                "x-ratelimit-remaining": remaining, "x-ratelimit-reset": "1795436000",
            ]))])
            let sut = GitHubRepoDetailLoader(
                client: client, api: GitHubAPI(token: nil, userAgent: "t"), now: { referenceNow }, budgetSpent: { date in spent.mutate { $0.append(date) } }
            )
            _ = try await sut.load(RepoName(owner: "octo-org", name: "rocket"), etag: nil)
        }
        #expect(spent.value == [Date(timeIntervalSince1970: 1_795_436_000)])
    }

    @Test("revalidates with If-None-Match, and a 304 means not modified")
    func notModified() async throws {
        let (sut, client) = makeSUT([.success(HTTPResponse(status: 304))])

        let fetch = try await sut.load(RepoName(owner: "octo-org", name: "rocket"), etag: "W/\"abc\"")

        #expect(client.requests.first?.headers["If-None-Match"] == "W/\"abc\"")
        #expect(fetch == .notModified)
    }

    @Test("reports 404 and 410 as not found, and other errors through the mapper")
    func errors() async {
        let (gone, _) = makeSUT([.success(response(404, fixture: "errors/404-not-found.json"))])
        let (denied, _) = makeSUT([.success(response(401, fixture: "errors/401-bad-credentials.json"))])

        await #expect(throws: RemoteLoadError.notFound) { try await gone.load(RepoName(owner: "a", name: "b"), etag: nil) }
        // 410 Gone is as much an answer about the repo (bb39 i2-D1).
        let (removed, _) = makeSUT([.success(response(410, body: #"{"message":"Repository access blocked"}"#))])
        await #expect(throws: RemoteLoadError.notFound) { try await removed.load(RepoName(owner: "a", name: "b"), etag: nil) }
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
