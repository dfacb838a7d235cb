import Foundation
import Testing
import TrendingData
import TrendingDomain
import TrendingTestSupport

@Suite("GitHubTrendingLoader")
struct GitHubTrendingLoaderTests {
    @Test("sends one search request and delivers the mapped repos, cut to the limit")
    func deliversRepos() async throws {
        let (sut, client, _) = makeSUT([.success(response(fixture: "search/100-items.json"))])

        let result = try await sut.load(TrendingQuery(period: .weekly, language: "Swift"), limit: 7)

        #expect(result.repos.count == 7)
        #expect(client.requests.map(\.url.absoluteString) == [
            "https://api.github.com/search/repositories?q=created%3A%3E%3D2026-11-16T12%3A00%3A00Z+language%3ASwift&sort=stars&order=desc&per_page=7",
        ])
        #expect(client.requests.first?.headers["User-Agent"] == "trending/test")
    }

    @Test("puts topics and a star floor into the query")
    func filters() async throws {
        let (sut, client, _) = makeSUT([.success(searchPage(ids: 1...2))])

        _ = try await sut.load(TrendingQuery(topics: ["cli", "swift ui"], minStars: 50), limit: 2)

        #expect(client.requests.first?.url.absoluteString.contains(
            "q=created%3A%3E%3D2026-11-22T12%3A00%3A00Z+topic%3Acli+topic%3A%22swift+ui%22+stars%3A%3E%3D50&"
        ) == true)
    }

    @Test("follows the Link header's next page, as given, until it has enough, keeping the last page whole (load more goes on after it: bb24 a-D4)")
    func paging() async throws {
        let page2 = "https://api.github.com/search/repositories?q=x&per_page=100&page=2"
        let page3 = "https://api.github.com/search/repositories?q=x&per_page=100&page=3"
        let (sut, client, _) = makeSUT([
            .success(searchPage(ids: 1...100, next: page2)),
            .success(searchPage(ids: 101...200, next: page3)),
            .success(searchPage(ids: 201...300, next: "https://api.github.com/search/repositories?q=x&page=4")),
        ])

        let result = try await sut.load(TrendingQuery(), limit: 250)

        #expect(result.repos.map(\.id) == Array(1...300), "the list shows 250; the cache keeps the third page whole")
        #expect(client.requests.count == 3)
        #expect(client.requests[0].url.absoluteString.hasSuffix("&per_page=100"))
        #expect(client.requests.dropFirst().map(\.url.absoluteString) == [page2, page3])
    }

    @Test("stops when there is no next page")
    func lastPage() async throws {
        let (sut, client, _) = makeSUT([.success(searchPage(ids: 1...40))])

        let result = try await sut.load(TrendingQuery(), limit: 500)

        #expect(result.repos.count == 40)
        #expect(result.partial == nil)
        #expect(client.requests.count == 1)
    }

    @Test("never lists a repo twice when results shift between pages")
    func dedupe() async throws {
        let (sut, _, _) = makeSUT([
            .success(searchPage(ids: 1...100, next: "https://api.github.com/search/repositories?page=2")),
            .success(searchPage(ids: 95...194)),
        ])

        let result = try await sut.load(TrendingQuery(), limit: 300)

        #expect(result.repos.map(\.id) == Array(1...194))
    }

    @Test("does not follow a next page on another server")
    func foreignNextLink() async throws {
        let (sut, client, _) = makeSUT([.success(searchPage(ids: 1...100, next: "https://evil.example/search?page=2"))])

        let result = try await sut.load(TrendingQuery(), limit: 200)

        #expect(client.requests.count == 1)
        #expect(result.repos.count == 100)
    }

    @Test("waits for a budget that resets within 10 s, then goes on")
    func shortResetWait() async throws {
        let reset = String(Int(referenceNow.timeIntervalSince1970) + 5)
        let (sut, client, clock) = makeSUT([
            .success(searchPage(ids: 1...100, next: "https://api.github.com/search/repositories?page=2",
                                headers: ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": reset])),
            .success(searchPage(ids: 101...200)),
        ])

        let result = try await sut.load(TrendingQuery(), limit: 200)

        #expect(clock.sleeps == [6])
        #expect(client.requests.count == 2)
        #expect(result.repos.count == 200 && result.partial == nil)
    }

    @Test("with the run's searches counted (as the CLI wires them), a reset waited out, or already passed, lets paging go on", arguments: [5, -300])
    func shortResetWaitCounted(resetIn: Int) async throws {
        let reset = String(Int(referenceNow.timeIntervalSince1970) + resetIn)
        let client = NetworkClientSpy([
            .success(searchPage(ids: 1...100, next: "https://api.github.com/search/repositories?page=2",
                                headers: ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": reset])),
            .success(searchPage(ids: 101...200)),
        ])
        let clock = ManualClock()
        let sut = GitHubTrendingLoader(
            client: client, api: GitHubAPI(token: nil, userAgent: "trending/test", timeout: 30), now: { referenceNow },
            clock: clock.clock, sleep: clock.sleep, searches: RunSearches(storage: InMemoryStorage(), now: { referenceNow })
        )

        let result = try await sut.load(TrendingQuery(), limit: 200)

        #expect(client.requests.count == 2)
        #expect(result.repos.count == 200 && result.partial == nil, "\(String(describing: result.partial))")
    }

    @Test("a later page refused by a spent limit that resets within 10 s is waited for and asked again, once (bb26 e-D1)")
    func laterPageRateLimitedWaited() async throws {
        let reset = String(Int(referenceNow.timeIntervalSince1970) + 3)
        let limited = response(403, body: #"{"message":"API rate limit exceeded for 127.0.0.1."}"#,
                               headers: ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": reset])
        let page2 = "https://api.github.com/search/repositories?q=x&page=2"
        let (sut, client, clock) = makeSUT([
            .success(searchPage(ids: 1...100, next: page2, headers: ["X-RateLimit-Remaining": "5"])),
            .success(limited),
            .success(searchPage(ids: 101...200, next: "https://api.github.com/search/repositories?q=x&page=3")),
            .success(searchPage(ids: 201...300)),
        ])

        let result = try await sut.load(TrendingQuery(), limit: 250)

        #expect(clock.sleeps == [4])
        #expect(client.requests.map(\.url.absoluteString).dropFirst().prefix(2) == [page2, page2])
        #expect(result.repos.count == 300 && result.partial == nil, "\(String(describing: result.partial))")
    }

    @Test("a later page refused again after the wait, or with a reset over 10 s away, ends the list, marked partial", arguments: [3, 60])
    func laterPageRateLimitedStops(resetIn: Int) async throws {
        let resetsAt = referenceNow.addingTimeInterval(TimeInterval(resetIn))
        let limited = response(403, body: #"{"message":"API rate limit exceeded for 127.0.0.1."}"#,
                               headers: ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": String(Int(resetsAt.timeIntervalSince1970))])
        let (sut, client, clock) = makeSUT([
            .success(searchPage(ids: 1...100, next: "https://api.github.com/search/repositories?q=x&page=2")),
            .success(limited), .success(limited),
        ])

        let result = try await sut.load(TrendingQuery(), limit: 250)

        #expect(clock.sleeps == (resetIn <= 10 ? [TimeInterval(resetIn + 1)] : []))
        #expect(client.requests.count == (resetIn <= 10 ? 3 : 2))
        #expect(result.repos.count == 100)
        guard case .interrupted(.rateLimited)? = result.partial else {
            Issue.record("\(String(describing: result.partial))")
            return
        }
    }

    @Test("a spent search limit holds back browse's load more until it resets, then the next page is asked (bb27 b-D2)")
    func loadMoreAfterReset() async throws {
        let now = Locked(referenceNow)
        let resetsAt = referenceNow.addingTimeInterval(3)
        let limited = response(403, body: #"{"message":"API rate limit exceeded for 127.0.0.1."}"#,
                               headers: ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": String(Int(resetsAt.timeIntervalSince1970))])
        let client = NetworkClientSpy([.success(limited), .success(searchPage(ids: 101...200))])
        let clock = ManualClock()
        let sut = GitHubTrendingLoader(
            client: client, api: GitHubAPI(token: nil, userAgent: "trending/test", timeout: 30), now: { now.value },
            clock: clock.clock, sleep: clock.sleep, searches: RunSearches(storage: InMemoryStorage(), now: { now.value })
        )

        await #expect(throws: RemoteLoadError.rateLimited(resetsAt: resetsAt)) {
            try await sut.loadPage(TrendingQuery(), page: 2, perPage: 100, asOf: referenceNow)
        }
        await #expect(throws: RemoteLoadError.rateLimited(resetsAt: resetsAt)) {
            try await sut.loadPage(TrendingQuery(), page: 2, perPage: 100, asOf: referenceNow)
        }
        #expect(client.requests.count == 1, "none is sent while the limit holds")
        now.value = resetsAt.addingTimeInterval(1)
        let page = try await sut.loadPage(TrendingQuery(), page: 2, perPage: 100, asOf: referenceNow)

        #expect(page.repos.count == 100)
        #expect(client.requests.count == 2)
    }

    @Test("returns the rows so far, marked partial, when the budget resets later than 10 s")
    func longResetStops() async throws {
        let resetsAt = referenceNow.addingTimeInterval(600)
        let (sut, client, clock) = makeSUT([
            .success(searchPage(ids: 1...100, next: "https://api.github.com/search/repositories?page=2",
                                headers: ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": String(Int(resetsAt.timeIntervalSince1970))])),
        ])

        let result = try await sut.load(TrendingQuery(), limit: 300)

        #expect(client.requests.count == 1, "never start a request the budget says will fail")
        #expect(clock.sleeps.isEmpty)
        #expect(result.repos.count == 100)
        #expect(result.partial == .rateLimited(resetsAt: resetsAt))
    }

    @Test("returns earlier pages, marked partial, when a later page fails")
    func laterPageFails() async throws {
        let (sut, _, _) = makeSUT([
            .success(searchPage(ids: 1...100, next: "https://api.github.com/search/repositories?page=2")),
            .success(response(502, body: "<html>bad gateway</html>")),
        ])

        let result = try await sut.load(TrendingQuery(), limit: 200)

        #expect(result.repos.count == 100)
        #expect(result.partial == .interrupted(.serverError(status: 502)))
    }

    @Test("gives each page only the time left before the deadline")
    func deadline() async throws {
        let (sut, client, clock) = makeSUT([
            .success(searchPage(ids: 1...100, next: "https://api.github.com/search/repositories?page=2")),
            .success(searchPage(ids: 101...200, next: "https://api.github.com/search/repositories?page=3")),
        ], timeout: 10)
        client.onSend = { _ in clock.advance(6) }

        let result = try await sut.load(TrendingQuery(), limit: 300)

        #expect(client.requests.map(\.timeout) == [10, 4])
        #expect(result.repos.count == 200)
        #expect(result.partial == .interrupted(.timedOut))
    }

    @Test("stops, marked partial, when the next link repeats a page already fetched")
    func repeatedLink() async throws {
        let page2 = "https://api.github.com/search/repositories?page=2"
        let (sut, client, _) = makeSUT([
            .success(searchPage(ids: 1...100, next: page2)),
            .success(searchPage(ids: 101...200, next: page2)),
            .success(searchPage(ids: 201...300)),
        ])

        let result = try await sut.load(TrendingQuery(), limit: 300)

        #expect(client.requests.count == 2)
        #expect(result.repos.count == 200)
        #expect(result.partial == .repeatedPage)
    }

    @Test("stops, marked partial, when a next page lists only repos already listed, linking on or not", arguments: [true, false])
    func repeatedRepos(linksOn: Bool) async throws {
        let (sut, client, _) = makeSUT([
            .success(searchPage(ids: 1...100, next: "https://api.github.com/search/repositories?page=2")),
            .success(searchPage(ids: 1...100, next: linksOn ? "https://api.github.com/search/repositories?page=3" : nil)),
            .success(searchPage(ids: 201...300)),
        ])

        let result = try await sut.load(TrendingQuery(), limit: 300)

        #expect(client.requests.count == 2)
        #expect(result.repos.count == 100)
        #expect(result.partial == .repeatedRepos)
    }

    @Test("never follows a next link to another server: stops, marked partial")
    func foreignLink() async throws {
        let (sut, client, _) = makeSUT([
            .success(searchPage(ids: 1...100, next: "https://evil.example/search/repositories?page=2")),
            .success(searchPage(ids: 101...200)),
        ])

        let result = try await sut.load(TrendingQuery(), limit: 200)

        #expect(client.requests.count == 1)
        #expect(result.repos.count == 100)
        #expect(result.partial == .foreignPage)
    }

    @Test("follows a relative next link on the server that answered, not as a page on another server")
    func relativeLink() async throws {
        let (sut, client, _) = makeSUT([
            .success(searchPage(ids: 1...100, next: "/search/repositories?q=x&page=2")),
            .success(searchPage(ids: 101...200)),
        ])

        let result = try await sut.load(TrendingQuery(), limit: 200)

        #expect(client.requests.map(\.url.absoluteString).last == "https://api.github.com/search/repositories?q=x&page=2")
        #expect(result.repos.count == 200)
        #expect(result.partial == nil)
    }

    @Test("follows next until the limit is met when pages come shorter than asked")
    func shortPages() async throws {
        let (sut, client, _) = makeSUT((1...50).map { page in
            .success(searchPage(ids: (page * 10)..<(page * 10 + 10), next: "https://api.github.com/search/repositories?page=\(page + 1)"))
        })

        let said = Locked<[String]>([])

        let result = try await sut.load(TrendingQuery(), limit: 100, onPage: { page, pages in said.mutate { $0.append("\(page)/\(pages)") } })

        #expect(client.requests.count == 10)
        #expect(result.repos.count == 100)
        #expect(result.partial == nil)
        // The first page shows the server's page size: every later "of N" is the true count (bb33 o-D2).
        #expect(said.value == ["1/1"] + (2...10).map { "\($0)/10" }, "\(said.value)")
    }

    @Test("counts the pages by the total GitHub names once the first page tells it: 120 repos are 2 pages, whatever the limit (bb34 s-D1)")
    func pagesByTotal() async throws {
        let (sut, client, _) = makeSUT([
            .success(searchPage(ids: 1...100, next: "https://api.github.com/search/repositories?page=2", total: 120)),
            .success(searchPage(ids: 101...120, total: 120)),
        ])
        let said = Locked<[String]>([])

        let result = try await sut.load(TrendingQuery(), limit: 250, onPage: { page, pages in said.mutate { $0.append("\(page)/\(pages)") } })

        #expect(client.requests.count == 2 && result.repos.count == 120)
        #expect(said.value == ["1/3", "2/2"], "\(said.value)")
    }

    @Test("never fetches more than 10 pages, whatever the limit (issue 10)")
    func tenPages() async throws {
        let (sut, client, _) = makeSUT((1...60).map { page in
            .success(searchPage(ids: (page * 10)..<(page * 10 + 10), next: "https://api.github.com/search/repositories?page=\(page + 1)"))
        })

        let result = try await sut.load(TrendingQuery(), limit: 1000)

        #expect(client.requests.count == 10)
        #expect(result.repos.count == 100)
        #expect(result.partial == .pageLimit(10))
    }

    @Test("flags incomplete results from any page")
    func incomplete() async throws {
        let (sut, _, _) = makeSUT([
            .success(searchPage(ids: 1...100, next: "https://api.github.com/search/repositories?page=2")),
            .success(searchPage(ids: 101...150, incomplete: true)),
        ])

        #expect(try await sut.load(TrendingQuery(), limit: 200).isIncomplete)
    }

    @Test("reports a transport failure as unreachable")
    func transport() async {
        let (sut, _, _) = makeSUT([.failure(.transport("Connection refused"))])

        await #expect(throws: RemoteLoadError.unreachable("Connection refused")) {
            try await sut.load(TrendingQuery(), limit: 5)
        }
    }

    @Test("reports a deadline as timed out, and an oversized answer as refused", arguments: [
        (NetworkError.timedOut, RemoteLoadError.timedOut), (.responseTooLarge(limit: 10), .responseTooLarge(limit: 10)),
    ])
    func networkErrors(error: NetworkError, expected: RemoteLoadError) async {
        let (sut, _, _) = makeSUT([.failure(error)])

        await #expect(throws: expected) {
            try await sut.load(TrendingQuery(), limit: 5)
        }
    }

    @Test("reports GitHub's errors through the mapper")
    func statusError() async {
        let (sut, _, _) = makeSUT([.success(response(422, fixture: "errors/422-validation-failed.json"))])

        await #expect(throws: RemoteLoadError.invalidQuery(["Validation Failed: None of the search qualifiers apply to this search type."])) {
            try await sut.load(TrendingQuery(), limit: 5)
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        _ results: [Result<HTTPResponse, NetworkError>], timeout: TimeInterval = 30
    ) -> (GitHubTrendingLoader, NetworkClientSpy, ManualClock) {
        let client = NetworkClientSpy(results)
        let clock = ManualClock()
        let api = GitHubAPI(token: nil, userAgent: "trending/test", timeout: timeout)
        let sut = GitHubTrendingLoader(client: client, api: api, now: { referenceNow }, clock: clock.clock, sleep: clock.sleep)
        return (sut, client, clock)
    }
}
