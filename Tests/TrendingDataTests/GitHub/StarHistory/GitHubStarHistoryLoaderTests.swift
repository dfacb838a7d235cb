import Foundation
import Testing
import TrendingData
import TrendingDomain
import TrendingTestSupport

@Suite("GitHubStarHistoryLoader")
struct GitHubStarHistoryLoaderTests {
    let name = RepoName(owner: "octo-org", name: "rocket")

    func makeSUT(_ results: [Result<HTTPResponse, NetworkError>], token: String? = nil) -> (GitHubStarHistoryLoader, NetworkClientSpy) {
        let client = NetworkClientSpy(results)
        let api = GitHubAPI(baseURL: URL(string: "https://api.github.com")!, token: token, userAgent: "trending/test")
        return (GitHubStarHistoryLoader(client: client, api: api, now: { referenceNow }, clock: { 0 }), client)
    }

    @Test("asks for the weeks with API version 2026-03-10 and the ETag; reads the budget and the new ETag")
    func request() async throws {
        let (sut, client) = makeSUT([.success(response(200, body: StarHistoryFixtures.twoWeeks, headers: [
            "ETag": #"W/"abc""#, "x-ratelimit-remaining": "41", "x-ratelimit-reset": "1795437000",
        ]))], token: "t")

        let answer = try await sut.load(name, weeks: 2, etag: #""old""#)

        let sent = try #require(client.requests.first)
        #expect(sent.url.absoluteString == "https://api.github.com/repos/octo-org/rocket/stargazers/history?per_page=2")
        #expect(sent.headers["X-GitHub-Api-Version"] == "2026-03-10")
        #expect(sent.headers["If-None-Match"] == #""old""#)
        #expect(sent.headers["Authorization"] == "Bearer t")
        #expect(answer.budget == RateBudget(remaining: 41, resetsAt: Date(timeIntervalSince1970: 1_795_437_000)))
        guard case .modified(let days, let etag) = answer.fetch else { Issue.record("not modified"); return }
        #expect(days.count == 9 && etag == #"W/"abc""#)
        #expect(sut.isAuthenticated)
    }

    @Test("maps statuses: 304 not modified; 404, 410 and a 400 about the version unavailable; 403 with no budget rate-limited")
    func statuses() async throws {
        let (notModified, _) = makeSUT([.success(response(304, body: ""))])
        #expect(try await notModified.load(name, weeks: 2, etag: "e").fetch == .notModified)
        for status in [404, 410] {
            let (sut, _) = makeSUT([.success(response(status, body: "{}"))])
            await #expect(throws: StarHistoryLoadError.notFound) { try await sut.load(name, weeks: 2, etag: nil) }
        }
        let (version, _) = makeSUT([.success(response(400, body: #"{"message":"Unsupported API version 2026-03-10"}"#))])
        await #expect(throws: StarHistoryLoadError.unavailable) { try await version.load(name, weeks: 2, etag: nil) }
        let (badRequest, _) = makeSUT([.success(response(400, body: #"{"message":"Bad request"}"#))])
        await #expect(throws: StarHistoryLoadError.failed(.unexpectedStatus(400, message: "Bad request"))) { try await badRequest.load(name, weeks: 2, etag: nil) }
        let (limited, _) = makeSUT([.success(response(403, body: #"{"message":"API rate limit exceeded"}"#, headers: [
            "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1795437000",
        ]))])
        await #expect(throws: StarHistoryLoadError.rateLimited(resetsAt: Date(timeIntervalSince1970: 1_795_437_000))) {
            try await limited.load(name, weeks: 2, etag: nil)
        }
        // GitHub's secondary limit, the hour's budget not spent: a failure met on this repo.
        let (secondary, _) = makeSUT([.success(response(403, body: #"{"message":"You have exceeded a secondary rate limit."}"#, headers: [
            "x-ratelimit-remaining": "4000", "retry-after": "60",
        ]))])
        await #expect(throws: StarHistoryLoadError.failed(.rateLimited(resetsAt: referenceNow.addingTimeInterval(60)))) {
            try await secondary.load(name, weeks: 2, etag: nil)
        }
        let (broken, _) = makeSUT([.success(response(200, body: StarHistoryFixtures.malformed["six-days"]!))])
        await #expect(throws: StarHistoryLoadError.malformed(.badWeek)) { try await broken.load(name, weeks: 2, etag: nil) }
        let (failing, _) = makeSUT([.failure(.transport("reset"))])
        await #expect(throws: StarHistoryLoadError.failed(.unreachable("reset"))) { try await failing.load(name, weeks: 2, etag: nil) }
    }

    @Test("a 401 to a request that carried the token says the token was rejected, the token masked in GitHub's words; without one, that one is needed")
    func unauthorized() async throws {
        let body = #"{"message":"Bad credentials: Bearer ghp_secret"}"#
        let (withToken, _) = makeSUT([.success(response(401, body: body))], token: "ghp_secret")
        await #expect(throws: StarHistoryLoadError.failed(.unauthorized(tokenSent: true, message: "Bad credentials: Bearer ********"))) {
            try await withToken.load(name, weeks: 2, etag: nil)
        }
        let (without, _) = makeSUT([.success(response(401, body: #"{"message":"Requires authentication"}"#))])
        await #expect(throws: StarHistoryLoadError.failed(.unauthorized(tokenSent: false, message: "Requires authentication"))) {
            try await without.load(name, weeks: 2, etag: nil)
        }
    }

    @Test("a name GitHub can't have (from a hostile list) is never made into a request", arguments: ["q?x=1", "h#f", "..", "a b", "p%2F.."])
    func hostileName(repo: String) async {
        let (sut, client) = makeSUT([.success(response(200, body: "[]"))])
        await #expect(throws: StarHistoryLoadError.malformed(.impossibleName)) { try await sut.load(RepoName(owner: "o", name: repo), weeks: 2, etag: nil) }
        #expect(client.requests.isEmpty)
    }

    @Test("with a per-request timeout, each request gets at most that; a timeout with run time left is the repo's, without it the run's")
    func timeouts() async throws {
        let clock = ManualClock()
        let client = NetworkClientSpy([.failure(.timedOut)])
        client.onSend = { request in clock.advance(request.timeout) }
        let api = GitHubAPI(baseURL: URL(string: "https://api.github.com")!, token: nil, userAgent: "trending/test", timeout: 5)
        let run = RunDeadline(timeout: 5, clock: clock.clock)
        let sut = GitHubStarHistoryLoader(client: client, api: api, now: { referenceNow }, clock: clock.clock, requestTimeout: 2, deadline: run)

        // 5 s for the run, 2 s a request: two stalls are the repos'; the third uses up the run's time.
        await #expect(throws: StarHistoryLoadError.failed(.timedOut)) { try await sut.load(name, weeks: 2, etag: nil) }
        await #expect(throws: StarHistoryLoadError.failed(.timedOut)) { try await sut.load(name, weeks: 2, etag: nil) }
        await #expect(throws: StarHistoryLoadError.deadlinePassed) { try await sut.load(name, weeks: 2, etag: nil) }
        await #expect(throws: StarHistoryLoadError.deadlinePassed) { try await sut.load(name, weeks: 2, etag: nil) }
        #expect(client.requests.map(\.timeout) == [2, 2, 1])
        // A new run (a refresh of browse) has all of its time again.
        run.begin()
        await #expect(throws: StarHistoryLoadError.failed(.timedOut)) { try await sut.load(name, weeks: 2, etag: nil) }
        #expect(client.requests.map(\.timeout).last == 2)
        #expect(GitHubAPI.requestShare(run: 30) == 6 && GitHubAPI.requestShare(run: 5) == 2)
        #expect(GitHubAPI.requestShare(run: 1) == 1)
    }

    @Test("without a run's deadline each load has all of --timeout: show, history, a detail opened in browse minutes later")
    func ownDeadline() async {
        let clock = ManualClock()
        let client = NetworkClientSpy([.failure(.timedOut)])
        client.onSend = { request in clock.advance(request.timeout) }
        let api = GitHubAPI(baseURL: URL(string: "https://api.github.com")!, token: nil, userAgent: "trending/test", timeout: 5)
        let sut = GitHubStarHistoryLoader(client: client, api: api, now: { referenceNow }, clock: clock.clock)
        clock.advance(600)

        await #expect(throws: StarHistoryLoadError.deadlinePassed) { try await sut.load(name, weeks: 2, etag: nil) }
        await #expect(throws: StarHistoryLoadError.deadlinePassed) { try await sut.load(name, weeks: 2, etag: nil) }

        #expect(client.requests.map(\.timeout) == [5, 5])
    }

    @Test("an ETag with control characters is not kept, so it can't go back in a header")
    func hostileETag() async throws {
        let (sut, _) = makeSUT([.success(response(200, body: "[]", headers: ["ETag": "\"a\r\nX-Evil: 1\""]))])
        guard case .modified(_, let etag) = try await sut.load(name, weeks: 2, etag: nil).fetch else { Issue.record("not modified"); return }
        #expect(etag == nil)
    }
}
