import Foundation
import Testing
@testable import TrendingData
import TrendingDomain
import TrendingTestSupport

@Suite("GitHubTrendingLoader, --scope all")
struct CandidateSearchTests {
    func makeSUT(_ results: [Result<HTTPResponse, NetworkError>]) -> (GitHubTrendingLoader, NetworkClientSpy) {
        let client = NetworkClientSpy(results)
        let api = GitHubAPI(token: nil, userAgent: "trending/test")
        return (GitHubTrendingLoader(client: client, api: api, now: { referenceNow }, clock: { 0 }, sleep: { _ in }), client)
    }

    @Test("one page per candidate search, serially, merged without repeats, 9 without a token (the 10th is for the page's details)")
    func merges() async throws {
        let (sut, client) = makeSUT([
            .success(searchPage(ids: 1...3)), .success(searchPage(ids: 3...5)), .success(searchPage(ids: 6...6)),
            .success(searchPage(ids: 7...7)), .success(searchPage(ids: 8...8)), .success(searchPage(ids: 1...9)),
            .success(searchPage(ids: 10...10)), .success(searchPage(ids: 11...11)), .success(searchPage(ids: 2...12)),
        ])
        let pages = PageSpy()

        let result = try await sut.load(TrendingQuery(scope: .all), limit: 25) { page, _ in pages.record(page) }

        #expect(client.requests.count == 9)
        #expect(client.requests.allSatisfy { $0.retries == .askedWaitOnly }, "a failed search costs itself, never a retry out of the run's share")
        #expect(result.repos.map(\.id) == Array(1...12))
        #expect(result.partial == nil)
        #expect(pages.pages == Array(1...9))
    }

    @Test("the run's searches naming pages' rows come off its share: two asked before leave 8 candidate searches without a token, and twelve 8 of a token's 20; a new run has 9 again")
    func runShare() async throws {
        let client = NetworkClientSpy(Array(repeating: .success(searchPage(ids: 1...1)), count: 60))
        let searches = RunSearches()
        let loader = { (token: String?) in
            GitHubTrendingLoader(
                client: client, api: GitHubAPI(token: token, userAgent: "trending/test"), now: { referenceNow }, clock: { 0 }, sleep: { _ in },
                searches: searches
            )
        }
        // Any search counts: two one-page searches stand in for the two pages' rows searches.
        for _ in 1...2 { _ = try await loader(nil).load(TrendingQuery(), limit: 25) }
        _ = try await loader(nil).load(TrendingQuery(scope: .all), limit: 25)
        #expect(client.requests.count == 2 + 8)

        searches.begin()
        for _ in 1...12 { _ = try await loader("ghp_x").load(TrendingQuery(), limit: 25) }
        let before = client.requests.count
        _ = try await loader("ghp_x").load(TrendingQuery(scope: .all), limit: 25)
        #expect(client.requests.count - before == 8)

        searches.begin()
        let fresh = client.requests.count
        _ = try await loader(nil).load(TrendingQuery(scope: .all), limit: 25)
        #expect(client.requests.count - fresh == 9)
    }

    @Test("a search asked again after a wait GitHub asked for counts among the run's: 2 asked before, the first candidate search twice and 6 more make 10, not 11 (bb45 b3-D1)")
    func resendCounted() async throws {
        let limited = HTTPResponse(status: 429, headers: ["Retry-After": "1"], body: Data())
        let spy = NetworkClientSpy([.success(limited)] + Array(repeating: .success(searchPage(ids: 1...1)), count: 20))
        let sleeps = ManualClock()
        let client = RetryingNetworkClient(spy, clock: sleeps.clock, sleep: sleeps.sleep)
        let searches = RunSearches()
        for _ in 1...2 { searches.record() }
        let sut = GitHubTrendingLoader(
            client: client, api: GitHubAPI(token: nil, userAgent: "trending/test"), now: { referenceNow }, clock: { 0 }, sleep: { _ in }, searches: searches
        )

        let result = try await sut.load(TrendingQuery(scope: .all), limit: 25)

        #expect(sleeps.sleeps == [1], "the asked wait, waited once")
        #expect(spy.requests.count == 8 && searches.count == 10, "8 candidate searches' share: the resend took the last one's place")
        #expect(spy.requests[0].url == spy.requests[1].url)
        #expect(result.partial == nil && result.repos.map(\.id) == [1])
    }

    @Test("a short wait GitHub asked for that the run's last attempt met (unresent) is waited out before the candidate searches, not their loss (bb47 review 2)")
    func shortSpentLimitWaitedOut() async throws {
        let spy = NetworkClientSpy(Array(repeating: .success(searchPage(ids: 1...1)), count: 20))
        let searches = RunSearches(now: { referenceNow })
        searches.record()
        searches.spend(.rateLimited(resetsAt: referenceNow.addingTimeInterval(5)))
        let slept = Locked([TimeInterval]())
        let sut = GitHubTrendingLoader(
            client: spy, api: GitHubAPI(token: nil, userAgent: "trending/test"), now: { referenceNow }, clock: { 0 },
            sleep: { seconds in slept.mutate { $0.append(seconds) } }, searches: searches
        )

        let result = try await sut.load(TrendingQuery(scope: .all), limit: 25)

        #expect(slept.value == [6], "the 5 s asked, and a second past it")
        #expect(spy.requests.count == 9 && result.partial == nil)
    }

    @Test("a search cut by the run's --timeout running out is said as the run's time, not a failed search (bb47 f3-D3)")
    func cutByTheRunsDeadline() async throws {
        let spy = NetworkClientSpy([.success(searchPage(ids: 1...1)), .failure(.timedOut)])
        // 1.5 s for the run: each search's share is all of it, so the deadline bounds them. The
        // second search is answered "timed out" when the run's time is up.
        let time = Locked(0.0)
        let sut = GitHubTrendingLoader(
            client: ClockedClient(inner: spy) { sent in if sent == 2 { time.mutate { $0 = 1.5 } } },
            api: GitHubAPI(token: nil, userAgent: "trending/test", timeout: 1.5), now: { referenceNow }, clock: { time.value }, sleep: { _ in }
        )

        let result = try await sut.load(TrendingQuery(scope: .all), limit: 25)

        #expect(spy.requests.count == 2)
        #expect(result.partial == .searchesOutOfTime(notAnswered: 8), "\(String(describing: result.partial))")
    }

    @Test("a young search's later page is the one its last page linked to, asked only while it held less than GitHub counts")
    func laterPagesFollowTheLink() async throws {
        // GitHub's own address for the next page, with a parameter no URL built here would have.
        let next = "https://api.github.com/search/repositories?q=created%3A%3E%3D2026-11-16&sort=stars&per_page=100&page=2&cursor=c2"
        // Only the 7-day search (the 2nd) links on; its page 2 links on too, but holds the last of total_count 2.
        var pages = (1...10).map { id in searchPage(ids: id...id, next: id == 2 ? next : nil) }
        pages += [searchPage(ids: 11...11, next: next, total: 2), searchPage(ids: 12...12)]
        let client = NetworkClientSpy(pages.map { .success($0) })
        let api = GitHubAPI(token: "t", userAgent: "trending/test")
        let sut = GitHubTrendingLoader(client: client, api: api, now: { referenceNow }, clock: { 0 }, sleep: { _ in })

        let result = try await sut.load(TrendingQuery(scope: .all), limit: 25) { _, _ in }

        let queries = client.requests.map { URLComponents(url: $0.url, resolvingAgainstBaseURL: false)?.queryItems ?? [] }
        #expect(client.requests.count == 11)
        #expect(client.requests[10].url.absoluteString == next, "the link, as GitHub wrote it")
        #expect(queries[10].first { $0.name == "page" }?.value == "2")
        #expect(result.repos.count == 11)
    }

    @Test("a relative next link (RFC 8288 allows one) is the same server's later page: followed")
    func relativeLinkFollowed() async throws {
        let relative = "/search/repositories?q=created%3A%3E%3D2026-11-16&page=2"
        var pages = (1...10).map { id in searchPage(ids: id...id, next: id == 2 ? relative : nil, total: 500) }
        pages.append(searchPage(ids: 11...11))
        let client = NetworkClientSpy(pages.map { .success($0) })
        let sut = GitHubTrendingLoader(
            client: client, api: GitHubAPI(token: "t", userAgent: "trending/test"), now: { referenceNow }, clock: { 0 }, sleep: { _ in }
        )

        let result = try await sut.load(TrendingQuery(scope: .all), limit: 25) { _, _ in }

        #expect(client.requests.count == 11, "\(client.requests.map(\.url))")
        #expect(client.requests.last?.url.absoluteString == "https://api.github.com" + relative)
        #expect(result.repos.count == 11)
    }

    @Test("a next page on another server is not asked: that search ends, the others go on")
    func foreignLinkNotFollowed() async throws {
        // The 7-day search (the 2nd) links off the API's origin; GitHub counts 500, so it would page on.
        let pages = (1...10).map { id in searchPage(ids: id...id, next: id == 2 ? "https://evil.example/search/repositories?page=2" : nil, total: 500) }
        let client = NetworkClientSpy((pages + [searchPage(ids: 11...11)]).map { .success($0) })
        // With a token: the first pages of all 10 searches, then the later pages' turn.
        let sut = GitHubTrendingLoader(
            client: client, api: GitHubAPI(token: "t", userAgent: "trending/test"), now: { referenceNow }, clock: { 0 }, sleep: { _ in }
        )

        let result = try await sut.load(TrendingQuery(scope: .all), limit: 25) { _, _ in }

        #expect(client.requests.count == 10, "\(client.requests.map(\.url))")
        #expect(!client.requests.contains { $0.url.host == "evil.example" })
        #expect(result.repos.count == 10 && result.partial == nil)
    }

    @Test("a later page linking back to a page already asked ends that search")
    func linkBackNotFollowed() async throws {
        let second = "https://api.github.com/search/repositories?q=young&page=2"
        let (probe, probeClient) = makeSUT(Array(repeating: .success(searchPage(ids: 1...1)), count: 20))
        _ = try await probe.load(TrendingQuery(scope: .all), limit: 25) { _, _ in }
        let firstOfSearch = try #require(probeClient.requests.dropFirst().first?.url.absoluteString, "the 7-day search's first page")
        // The 7-day search links to its page 2, and page 2 links back to its page 1.
        var pages = (1...10).map { id in searchPage(ids: id...id, next: id == 2 ? second : nil, total: 500) }
        pages.append(searchPage(ids: 11...11, next: firstOfSearch, total: 500))
        let client = NetworkClientSpy((pages + [searchPage(ids: 12...12)]).map { .success($0) })
        let sut = GitHubTrendingLoader(
            client: client, api: GitHubAPI(token: "t", userAgent: "trending/test"), now: { referenceNow }, clock: { 0 }, sleep: { _ in }
        )

        let result = try await sut.load(TrendingQuery(scope: .all), limit: 25) { _, _ in }

        #expect(client.requests.count == 11, "page 3 is not asked: \(client.requests.map(\.url))")
        #expect(client.requests[10].url.absoluteString == second)
        #expect(result.repos.count == 11)
    }

    @Test("one search failing on its own (a 5xx, a stall) costs only itself: the others are still asked, and the list says how many failed")
    func oneSearchFails() async throws {
        var results: [Result<HTTPResponse, NetworkError>] = [.success(searchPage(ids: 1...2)), .success(response(502, body: "<html>bad gateway</html>"))]
        results += (3...9).map { .success(searchPage(ids: ($0 * 10)...($0 * 10))) }
        let (sut, client) = makeSUT(results)

        let result = try await sut.load(TrendingQuery(scope: .all), limit: 25) { _, _ in }

        #expect(client.requests.count == 9)
        #expect(result.repos.count == 9)
        #expect(result.partial == .searchesFailed(.serverError(status: 502), failed: 1, of: 9))
    }

    @Test("one search failing while the others answered with no repo is a partial pool of none, not the search failing")
    func oneFailsOthersEmpty() async throws {
        var results: [Result<HTTPResponse, NetworkError>] = (1...8).map { _ in .success(searchPage(ids: [Int](), total: 0)) }
        results.append(.success(response(500, body: "{}")))
        let (sut, client) = makeSUT(results)

        let result = try await sut.load(TrendingQuery(scope: .all), limit: 25) { _, _ in }

        #expect(client.requests.count == 9)
        #expect(result.repos.isEmpty)
        #expect(result.partial == .searchesFailed(.serverError(status: 500), failed: 1, of: 9))
    }

    @Test("searches failing each for a cause of its own keep every cause, in order, for the note (bb40 m2-D1)")
    func failuresKeepTheirCauses() async throws {
        var results: [Result<HTTPResponse, NetworkError>] = [.success(searchPage(ids: 1...2)), .success(response(503, body: "{}"))]
        results += [.success(searchPage(ids: 3...3)), .success(response(502, body: "{}"))]
        results += (5...9).map { .success(searchPage(ids: ($0 * 10)...($0 * 10))) }
        let (sut, _) = makeSUT(results)

        let result = try await sut.load(TrendingQuery(scope: .all), limit: 25) { _, _ in }

        #expect(result.partial == .searchesFailed(.serverError(status: 503), failed: 2, of: 9, others: [.serverError(status: 502)]))
    }

    @Test("a search limit GitHub says resets a year away is honoured, and said, as the hour a run waits at most, in this run as in the next")
    func farReset() async throws {
        let yearAway = String(Int(referenceNow.timeIntervalSince1970) + 365 * 86_400)
        let spent = searchPage(ids: 1...2, headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": yearAway])
        let refused = HTTPResponse(
            status: 403, headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": yearAway], body: Data(#"{"message":"API rate limit exceeded"}"#.utf8)
        )
        let storage = InMemoryStorage()
        let hour = referenceNow.addingTimeInterval(3_600)
        for answer in [spent, refused] {
            let searches = RunSearches(storage: storage, now: { referenceNow })
            let sut = GitHubTrendingLoader(
                client: NetworkClientSpy([.success(answer)]), api: GitHubAPI(token: nil, userAgent: "trending/test"), now: { referenceNow },
                clock: { 0 }, sleep: { _ in }, searches: searches
            )

            let said: PartialReason?
            do { said = try await sut.load(TrendingQuery(scope: .all), limit: 25).partial } catch { said = nil; #expect(error == .rateLimited(resetsAt: hour)) }

            if let said { #expect(said == .rateLimited(resetsAt: hour)) }
            #expect(searches.spentLimit == .rateLimited(resetsAt: hour))
            searches.begin()
            #expect(searches.spentLimit == .rateLimited(resetsAt: hour), "the next run's, kept in limit-search.json")
        }
    }

    @Test("a spent search budget ends the pool early; a later failure keeps what came")
    func partial() async throws {
        let spent = searchPage(ids: 1...2, headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "1795435260"])
        let (limited, client) = makeSUT([.success(spent)])
        let first = try await limited.load(TrendingQuery(scope: .all), limit: 25) { _, _ in }
        #expect(client.requests.count == 1)
        #expect(first.partial == .rateLimited(resetsAt: Date(timeIntervalSince1970: 1_795_435_260)))

        let (failing, failingClient) = makeSUT([.success(searchPage(ids: 1...2)), .failure(.transport("reset"))])
        let second = try await failing.load(TrendingQuery(scope: .all), limit: 25) { _, _ in }
        #expect(second.repos.count == 2)
        #expect(failingClient.requests.count == 3, "one lost connection is skipped; a second in a row ends the pool")
        #expect(second.partial == .searchesStopped(.unreachable("reset"), failed: 2, notAsked: 6, others: [.unreachable("reset")]))

        // An answer that stops the HTTP library is a lost connection's kind: two in a row end it too.
        let (stopped, stoppedClient) = makeSUT([.success(searchPage(ids: 1...2)), .failure(.unreadableHeaders(.libraryStopped))])
        let third = try await stopped.load(TrendingQuery(scope: .all), limit: 25) { _, _ in }
        #expect(stoppedClient.requests.count == 3)
        #expect(third.partial == .searchesStopped(.unreadableHeaders(.libraryStopped), failed: 2, notAsked: 6, others: [.unreadableHeaders(.libraryStopped)]))
    }

    @Test("a 422 whose headers say the search limit is used up ends the run's searches, as any answer saying so does (bb38 g2-D1)")
    func refusedAndSpent() async throws {
        let refused = response(
            422, body: #"{"message":"Validation Failed","errors":[{"message":"bad qualifier"}]}"#,
            headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "1795435260"]
        )
        let client = NetworkClientSpy([.success(searchPage(ids: 1...2)), .success(refused)] + (3...9).map { .success(searchPage(ids: ($0 * 10)...($0 * 10))) })
        let searches = RunSearches(now: { referenceNow })
        let sut = GitHubTrendingLoader(
            client: client, api: GitHubAPI(token: nil, userAgent: "trending/test"), now: { referenceNow }, clock: { 0 }, sleep: { _ in }, searches: searches
        )

        let result = try await sut.load(TrendingQuery(scope: .all), limit: 25) { _, _ in }

        #expect(client.requests.count == 2, "no search after the answer that said none is left")
        #expect(result.repos.count == 2)
        #expect(result.partial == .searchesStopped(
            .rateLimited(resetsAt: Date(timeIntervalSince1970: 1_795_435_260)), failed: 2, notAsked: 6, others: [.invalidQuery(["Validation Failed: bad qualifier"])]
        ))
    }

    @Test("one search GitHub refuses (422) or whose connection is lost costs only itself; the same from the next search ends the pool")
    func refusedQuery() async throws {
        let refused = response(422, body: #"{"message":"Validation Failed","errors":[{"message":"bad qualifier"}]}"#)
        var results: [Result<HTTPResponse, NetworkError>] = [.success(searchPage(ids: 1...2)), .success(refused)]
        results += (3...9).map { .success(searchPage(ids: ($0 * 10)...($0 * 10))) }
        let (sut, client) = makeSUT(results)
        let alone = try await sut.load(TrendingQuery(scope: .all), limit: 25) { _, _ in }
        #expect(client.requests.count == 9)
        #expect(alone.repos.count == 9)
        guard case .searchesFailed(.invalidQuery, failed: 1, of: 9, others: []) = alone.partial else { Issue.record("\(String(describing: alone.partial))"); return }

        let (everyOne, everyClient) = makeSUT([.success(refused)])
        await #expect(throws: RemoteLoadError.self) { try await everyOne.load(TrendingQuery(scope: .all), limit: 25) { _, _ in } }
        #expect(everyClient.requests.count == 2, "a filter every search shares costs two requests, not nine")

        let (lost, lostClient) = makeSUT([.success(searchPage(ids: 1...2)), .failure(.transport("connection lost")), .success(searchPage(ids: 30...30))])
        let skipped = try await lost.load(TrendingQuery(scope: .all), limit: 25) { _, _ in }
        #expect(lostClient.requests.count == 9)
        #expect(skipped.partial == .searchesFailed(.unreachable("connection lost"), failed: 1, of: 9))
    }
}

private final class PageSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var _pages: [Int] = []
    var pages: [Int] { lock.withLock { _pages } }
    func record(_ page: Int) { lock.withLock { _pages.append(page) } }
}

/// Passes requests on, telling `onSend` how many were sent first (so a test can move its clock).
private final class ClockedClient: NetworkClient, @unchecked Sendable {
    let inner: any NetworkClient
    let onSend: @Sendable (Int) -> Void
    private let sent = Locked(0)
    init(inner: any NetworkClient, onSend: @escaping @Sendable (Int) -> Void) {
        self.inner = inner
        self.onSend = onSend
    }
    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        sent.mutate { $0 += 1 }
        onSend(sent.value)
        return try await inner.send(request)
    }
}
