import Foundation
import Testing
import TrendingData
import TrendingDomain
import TrendingTestSupport

@Suite("GitHubStarHistoryMapper")
struct GitHubStarHistoryMapperTests {
    let sunday = Date(timeIntervalSince1970: 1_795_305_600)

    @Test("maps weeks, newest first, to UTC days oldest first, dropping days after now")
    func maps() throws {
        let days = try #require(GitHubStarHistoryMapper.map(Data(StarHistoryFixtures.twoWeeks.utf8), now: referenceNow))
        #expect(days.count == 9, "7 days of last week, Sunday and today (Monday) of this one")
        #expect(days.first == DailyStars(day: sunday.addingTimeInterval(-7 * 86_400), stars: 70))
        #expect(days.suffix(2) == [DailyStars(day: sunday, stars: 61), DailyStars(day: sunday.addingTimeInterval(86_400), stars: 80)])
    }

    @Test("a week repeated by a shifted page is kept once")
    func shifted() throws {
        let plain = GitHubStarHistoryMapper.map(Data(StarHistoryFixtures.twoWeeks.utf8), now: referenceNow)
        #expect(GitHubStarHistoryMapper.map(Data(StarHistoryFixtures.shiftedPage.utf8), now: referenceNow) == plain)
    }

    @Test("an answer that breaks a rule is refused", arguments: StarHistoryFixtures.malformed.keys.sorted())
    func malformed(name: String) {
        #expect(GitHubStarHistoryMapper.map(Data(StarHistoryFixtures.malformed[name]!.utf8), now: referenceNow) == nil, "\(name)")
    }

    @Test("each broken answer is refused for its own cause")
    func causes() {
        let expected: [String: StarHistoryDefect] = [
            "total-mismatch": .totalMismatch, "six-days": .badWeek, "negative-day": .implausible, "fraction": .badWeek,
            "not-weeks-apart": .inconsistentWeeks, "zero-week": .implausible, "object": .notAList, "conflicting-repeat": .inconsistentWeeks,
        ]
        for (name, defect) in expected {
            #expect(GitHubStarHistoryMapper.days(Data(StarHistoryFixtures.malformed[name]!.utf8), now: referenceNow) == .failure(defect), "\(name)")
        }
        let others: [(String, StarHistoryDefect)] = [
            ("{}", .notAList), ("null", .notAList), ("\"weeks\"", .notAList), ("<html>502</html>", .notJSON), ("", .notJSON),
            ("[{\"week\":1795305600", .notJSON), (#"[{"total":0,"days":[0,0,0,0,0,0,0]}]"#, .badWeek), ("[1]", .badWeek),
        ]
        for (body, defect) in others {
            #expect(GitHubStarHistoryMapper.days(Data(body.utf8), now: referenceNow) == .failure(defect), "\(body)")
        }
    }

    @Test("an empty array is no stars, not an error; days that overflow are refused")
    func edges() {
        #expect(GitHubStarHistoryMapper.map(Data("[]".utf8), now: referenceNow) == [])
        let huge = #"[{"week":1795305600,"total":0,"days":[9223372036854775807,1,0,0,0,0,0]}]"#
        #expect(GitHubStarHistoryMapper.map(Data(huge.utf8), now: referenceNow) == nil)
    }

    @Test("a day over 10^12 stars, or a week before 2007, is impossible data and refused")
    func implausible() {
        let huge = #"[{"week":1795305600,"total":20000000000000,"days":[10000000000000,10000000000000,0,0,0,0,0]}]"#
        let ancient = #"[{"week":604800,"total":0,"days":[0,0,0,0,0,0,0]}]"#
        #expect(GitHubStarHistoryMapper.map(Data(huge.utf8), now: referenceNow) == nil)
        #expect(GitHubStarHistoryMapper.map(Data(ancient.utf8), now: referenceNow) == nil)
    }
}

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
        await #expect(throws: StarHistoryLoadError.failed(.unexpectedStatus(400))) { try await badRequest.load(name, weeks: 2, etag: nil) }
        let (limited, _) = makeSUT([.success(response(403, body: #"{"message":"API rate limit exceeded"}"#, headers: [
            "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1795437000",
        ]))])
        await #expect(throws: StarHistoryLoadError.rateLimited(resetsAt: Date(timeIntervalSince1970: 1_795_437_000))) {
            try await limited.load(name, weeks: 2, etag: nil)
        }
        let (broken, _) = makeSUT([.success(response(200, body: StarHistoryFixtures.malformed["six-days"]!))])
        await #expect(throws: StarHistoryLoadError.malformed(.badWeek)) { try await broken.load(name, weeks: 2, etag: nil) }
        let (failing, _) = makeSUT([.failure(.transport("reset"))])
        await #expect(throws: StarHistoryLoadError.failed(.unreachable("reset"))) { try await failing.load(name, weeks: 2, etag: nil) }
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
        let sut = GitHubStarHistoryLoader(client: client, api: api, now: { referenceNow }, clock: clock.clock, requestTimeout: 2)

        // 5 s for the run, 2 s a request: two stalls are the repos'; the third uses up the run's time.
        await #expect(throws: StarHistoryLoadError.failed(.timedOut)) { try await sut.load(name, weeks: 2, etag: nil) }
        await #expect(throws: StarHistoryLoadError.failed(.timedOut)) { try await sut.load(name, weeks: 2, etag: nil) }
        await #expect(throws: StarHistoryLoadError.deadlinePassed) { try await sut.load(name, weeks: 2, etag: nil) }
        await #expect(throws: StarHistoryLoadError.deadlinePassed) { try await sut.load(name, weeks: 2, etag: nil) }
        #expect(client.requests.map(\.timeout) == [2, 2, 1])
        #expect(GitHubStarHistoryLoader.perRepoTimeout(run: 30) == 6 && GitHubStarHistoryLoader.perRepoTimeout(run: 5) == 2)
        #expect(GitHubStarHistoryLoader.perRepoTimeout(run: 1) == 1)
    }

    @Test("an ETag with control characters is not kept, so it can't go back in a header")
    func hostileETag() async throws {
        let (sut, _) = makeSUT([.success(response(200, body: "[]", headers: ["ETag": "\"a\r\nX-Evil: 1\""]))])
        guard case .modified(_, let etag) = try await sut.load(name, weeks: 2, etag: nil).fetch else { Issue.record("not modified"); return }
        #expect(etag == nil)
    }
}

@Suite("LocalStarHistoryCache")
struct LocalStarHistoryCacheTests {
    @Test("round-trips a history and the endpoint's status, apart per server")
    func roundTrip() throws {
        let storage = InMemoryStorage()
        let sut = LocalStarHistoryCache(storage: storage, scope: "127.0.0.1-8080", now: { referenceNow })
        let name = RepoName(owner: "Octo-Org", name: "Rocket")
        let entry = CachedStarHistory(
            days: [DailyStars(day: Date(timeIntervalSince1970: 1_795_305_600), stars: 61)], etag: #"W/"x""#, fetchedAt: referenceNow, weeks: 6
        )
        let status = StarHistoryEndpointStatus(
            unavailableUntil: referenceNow, budgetResetsAt: nil, budgetAuthenticated: true, hasAnswered: true,
            notFound: ["o/gone"], failures: ["o/slow": referenceNow.addingTimeInterval(-60)]
        )

        try sut.save(entry, for: name)
        try sut.saveStatus(status)

        #expect(try sut.load(name) == entry)
        #expect(sut.status() == status)
        #expect(try LocalStarHistoryCache(storage: storage, now: { referenceNow }).load(name) == nil, "another server's cache")
        #expect(try storage.keys().sorted() == ["127.0.0.1-8080-star-history-status.json", "127.0.0.1-8080-stars-octo-org--rocket.json"])
    }

    @Test("a corrupt history is moved aside and reported; a corrupt status reads as none")
    func corrupt() throws {
        let storage = InMemoryStorage()
        let sut = LocalStarHistoryCache(storage: storage, now: { referenceNow })
        try storage.write(Data("{".utf8), to: "stars-a--b.json")
        try storage.write(Data("{".utf8), to: "star-history-status.json")

        #expect(throws: CacheError.self) { try sut.load(RepoName(owner: "a", name: "b")) }
        #expect(sut.status() == StarHistoryEndpointStatus())
    }

    @Test("impossible counts or dates in a cached history make it corrupt; in the status, none", arguments: [
        #"{"version":1,"etag":null,"fetched_at":1795435200,"weeks":1,"days":[[1795305600,9223372036854775807]]}"#,
        #"{"version":1,"etag":null,"fetched_at":1795435200,"weeks":1,"days":[[-9223372036854775808,1]]}"#,
        #"{"version":1,"etag":null,"fetched_at":1e300,"weeks":1,"days":[[1795305600,1]]}"#,
    ])
    func implausible(file: String) throws {
        let storage = InMemoryStorage()
        let sut = LocalStarHistoryCache(storage: storage, now: { referenceNow })
        try storage.write(Data(file.utf8), to: "stars-a--b.json")
        try storage.write(Data(#"{"unavailable_until":1e300,"budget_resets_at":-1e300}"#.utf8), to: "star-history-status.json")

        #expect(throws: CacheError.self) { try sut.load(RepoName(owner: "a", name: "b")) }
        #expect(sut.status() == StarHistoryEndpointStatus())
    }
}
