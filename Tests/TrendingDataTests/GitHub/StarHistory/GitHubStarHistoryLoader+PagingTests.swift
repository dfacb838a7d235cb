import Foundation
import Testing
import TrendingData
import TrendingDomain
import TrendingTestSupport

/// GitHub pages star history (`Link: rel="next"` when there is more). A server giving fewer
/// weeks a page than asked is followed to the weeks asked; an answer that cannot be is refused,
/// never summed as if it covered them.
@Suite("GitHubStarHistoryLoader: pages")
struct GitHubStarHistoryLoaderPagingTests {
    let name = RepoName(owner: "octo-org", name: "rocket")
    static let base = "https://api.github.com/repos/octo-org/rocket/stargazers/history"

    func makeSUT(_ results: [Result<HTTPResponse, NetworkError>], keepsReserve: Bool = true) -> (GitHubStarHistoryLoader, NetworkClientSpy) {
        let client = NetworkClientSpy(results)
        let api = GitHubAPI(baseURL: URL(string: "https://api.github.com")!, token: "t", userAgent: "trending/test")
        return (GitHubStarHistoryLoader(client: client, api: api, now: { referenceNow }, clock: { 0 }, keepsReserve: keepsReserve), client)
    }

    /// Week `index` back from the week of `referenceNow` (Sunday 2026-11-22), 7 stars a day.
    static func week(_ index: Int) -> String {
        #"{"week":\#(1_795_305_600 - index * 604_800),"total":70,"days":[10,10,10,10,10,10,10]}"#
    }

    static func page(_ weeks: ClosedRange<Int>, next: Int? = nil, link: String? = nil) -> HTTPResponse {
        var headers = ["x-ratelimit-remaining": "4000", "x-ratelimit-reset": "1795437000"]
        if let next { headers["Link"] = #"<\#(base)?per_page=2&page=\#(next)>; rel="next""# }
        if let link { headers["Link"] = link }
        if weeks == 0...0, next == nil, link == nil { headers["ETag"] = #""first""# }
        return response(200, body: "[" + weeks.map(week).joined(separator: ",") + "]", headers: headers)
    }

    @Test("a server giving 2 weeks a page is followed by its next links to the 5 weeks asked, a repeated week kept once (a page of it alone too)")
    func followsNextPages() async throws {
        let (sut, client) = makeSUT([
            .success(Self.page(0...1, next: 2)), .success(Self.page(1...1, next: 3)), .success(Self.page(1...3, next: 4)), .success(Self.page(4...5, next: 5)),
        ])

        let answer = try await sut.load(name, weeks: 5, etag: nil)

        #expect(client.requests.map(\.url.absoluteString) == [
            Self.base + "?per_page=5", Self.base + "?per_page=2&page=2", Self.base + "?per_page=2&page=3", Self.base + "?per_page=2&page=4",
        ])
        #expect(client.requests.dropFirst().allSatisfy { $0.headers["If-None-Match"] == nil && $0.headers["X-GitHub-Api-Version"] == "2026-03-10" })
        guard case .modified(let days, _) = answer.fetch else { Issue.record("not modified"); return }
        // Six weeks: five whole ones and this one's Sunday and Monday (today), oldest first.
        #expect(days.count == 5 * 7 + 2)
        #expect(days.first?.day == Date(timeIntervalSince1970: 1_795_305_600 - 5 * 604_800))
    }

    @Test("a relative next link (RFC 8288 allows one) is this repo's page on the same server: followed")
    func relativeNextLink() async throws {
        let (sut, client) = makeSUT([
            .success(Self.page(0...1, link: #"</repos/octo-org/rocket/stargazers/history?per_page=2&page=2>; rel="next""#)),
            .success(Self.page(2...3, link: #"<?per_page=2&page=3>; rel="next""#)), .success(Self.page(4...5)),
        ])

        _ = try await sut.load(name, weeks: 5, etag: nil)

        #expect(client.requests.map(\.url.absoluteString) == [
            Self.base + "?per_page=5", Self.base + "?per_page=2&page=2", Self.base + "?per_page=2&page=3",
        ])
    }

    @Test("an answer holding the weeks asked is not paged on, though GitHub links to more")
    func enoughWeeksEndPaging() async throws {
        let (sut, client) = makeSUT([.success(Self.page(0...4, next: 2))])

        _ = try await sut.load(name, weeks: 5, etag: nil)

        #expect(client.requests.count == 1)
    }

    @Test("fewer weeks than asked with no next link is GitHub's whole history: kept as it is")
    func noNextLinkIsWholeHistory() async throws {
        let (sut, client) = makeSUT([.success(Self.page(0...1))])

        let answer = try await sut.load(name, weeks: 5, etag: nil)

        #expect(client.requests.count == 1)
        guard case .modified(let days, _) = answer.fetch else { Issue.record("not modified"); return }
        #expect(days.count == 7 + 2)
    }

    @Test("a next page on another server, of another repo, with its scheme in capitals, or one asked already; a week missing between pages: refused, never summed", arguments: [
        [GitHubStarHistoryLoaderPagingTests.page(0...1, link: #"<https://api.github.com/repos/octo-org/other/stargazers/history?page=2>; rel="next""#)],
        [GitHubStarHistoryLoaderPagingTests.page(0...1, link: #"<HTTPS://api.github.com/repos/octo-org/rocket/stargazers/history?page=2>; rel="next""#)],
        [GitHubStarHistoryLoaderPagingTests.page(0...1, link: #"<https://evil.example/repos/octo-org/rocket/stargazers/history?page=2>; rel="next""#)],
        [GitHubStarHistoryLoaderPagingTests.page(0...1, link: #"<http://api.github.com/repos/octo-org/rocket/stargazers/history?page=2>; rel="next""#)],
        [GitHubStarHistoryLoaderPagingTests.page(0...1, next: 2), GitHubStarHistoryLoaderPagingTests.page(0...1, next: 2)],
    ])
    func shortAnswers(pages: [HTTPResponse]) async throws {
        let (sut, client) = makeSUT(pages.map { .success($0) })

        await #expect(throws: StarHistoryLoadError.malformed(.shortOfWeeks(held: 2, asked: 5))) { try await sut.load(name, weeks: 5, etag: nil) }
        #expect(client.requests.count == pages.count)
    }

    /// An answer the helper got by following redirects to `url`.
    static func moved(_ answer: HTTPResponse, to url: String) -> HTTPResponse {
        HTTPResponse(status: answer.status, headers: answer.headers, body: answer.body, redirectedTo: URL(string: url)!)
    }

    @Test("an answer redirected to another repo's history, another server's or a page of it: refused, never that repo's gain", arguments: [
        "https://api.github.com/repos/octo-org/other/stargazers/history?per_page=5",
        "https://evil.example/repos/octo-org/rocket/stargazers/history?per_page=5",
        "https://api.github.com/repos/octo-org/rocket/stargazers?per_page=5",
        "https://api.github.com/repositories/12/stargazers",
    ])
    func redirectedElsewhere(target: String) async throws {
        let (sut, _) = makeSUT([.success(Self.moved(Self.page(0...4), to: target))])

        await #expect(throws: StarHistoryLoadError.malformed(.redirectedAway)) { try await sut.load(name, weeks: 5, etag: nil) }
    }

    @Test("a renamed repo's answer (its own path in other capitals, or GitHub's /repositories/ID form) is its own; its next page is followed there")
    func redirectedToItsOwn() async throws {
        let (cased, _) = makeSUT([.success(Self.moved(Self.page(0...4), to: "https://api.github.com/repos/Octo-Org/Rocket/stargazers/history?per_page=5"))])
        let sameName = try await cased.load(name, weeks: 5, etag: nil)
        #expect(sameName.movedTo == nil, "a name in other capitals is the repo's own: not moved")

        let byID = "https://api.github.com/repositories/42/stargazers/history"
        let (sut, client) = makeSUT([
            .success(Self.moved(Self.page(0...1, link: #"<\#(byID)?per_page=2&page=2>; rel="next""#), to: byID + "?per_page=5")),
            .success(Self.page(2...5)),
        ])

        let answer = try await sut.load(name, weeks: 5, etag: nil)

        #expect(client.requests.map(\.url.absoluteString) == [Self.base + "?per_page=5", byID + "?per_page=2&page=2"])
        guard case .modified(let days, _) = answer.fetch else { Issue.record("not modified"); return }
        #expect(days.count == 5 * 7 + 2)
        #expect(answer.movedTo == 42, "the name asked redirects to repo 42: it is no longer that repo's name")
    }

    @Test("moved only when the first answer came by a redirect to /repositories/ID: a next link of that form, or a 304 there, tell the same")
    func movedOnlyByTheFirstRedirect() async throws {
        let byID = "https://api.github.com/repositories/42/stargazers/history"
        let (linked, _) = makeSUT([.success(Self.page(0...1, link: #"<\#(byID)?per_page=2&page=2>; rel="next""#)), .success(Self.page(2...5))])
        #expect(try await linked.load(name, weeks: 5, etag: nil).movedTo == nil)

        let (revalidated, _) = makeSUT([.success(Self.moved(response(304, body: ""), to: byID + "?per_page=5"))])
        let answer = try await revalidated.load(name, id: 42, weeks: 5, etag: #""v1""#)
        #expect(answer.fetch == .notModified)
        #expect(answer.movedTo == 42)
    }

    @Test("with the repo's id known, only its own /repositories/ID is its history: a redirect or next link to another ID is refused")
    func knownID() async throws {
        let own = "https://api.github.com/repositories/42/stargazers/history", other = "https://api.github.com/repositories/43/stargazers/history"
        let (moved, _) = makeSUT([.success(Self.moved(Self.page(0...4), to: other + "?per_page=5"))])
        await #expect(throws: StarHistoryLoadError.malformed(.redirectedAway)) { try await moved.load(name, id: 42, weeks: 5, etag: nil) }

        let (linked, linkedClient) = makeSUT([.success(Self.page(0...1, link: #"<\#(other)?page=2>; rel="next""#))])
        await #expect(throws: StarHistoryLoadError.malformed(.shortOfWeeks(held: 2, asked: 5))) { try await linked.load(name, id: 42, weeks: 5, etag: nil) }
        #expect(linkedClient.requests.count == 1)

        let (renamed, _) = makeSUT([.success(Self.moved(Self.page(0...4), to: own + "?per_page=5"))])
        _ = try await renamed.load(name, id: 42, weeks: 5, etag: nil)
    }

    @Test("after a renamed repo's /repositories/ID answer, a next page of another ID or a later page redirected away: refused")
    func redirectedLater() async throws {
        let byID = "https://api.github.com/repositories/42/stargazers/history"
        let (other, _) = makeSUT([
            .success(Self.moved(Self.page(0...1, link: #"<https://api.github.com/repositories/43/stargazers/history?page=2>; rel="next""#), to: byID)),
        ])
        await #expect(throws: StarHistoryLoadError.malformed(.shortOfWeeks(held: 2, asked: 5))) { try await other.load(name, weeks: 5, etag: nil) }

        let (later, _) = makeSUT([
            .success(Self.page(0...1, next: 2)),
            .success(Self.moved(Self.page(2...4), to: "https://api.github.com/repos/octo-org/other/stargazers/history?per_page=2&page=2")),
        ])
        await #expect(throws: StarHistoryLoadError.malformed(.redirectedAway)) { try await later.load(name, weeks: 5, etag: nil) }
    }

    @Test("each request says where a redirect may lead: this repo's own history, or its own id's, never another's (bb40 m2-D3)")
    func redirectsAdmitted() async throws {
        let (sut, client) = makeSUT([.success(Self.page(0...4))])
        _ = try await sut.load(name, id: 42, weeks: 5, etag: nil)

        let admits = try #require(client.requests.first?.admitsRedirect)
        #expect(admits(URL(string: "https://api.github.com/repos/Octo-Org/Rocket/stargazers/history?per_page=5")!))
        #expect(admits(URL(string: "https://api.github.com/repositories/42/stargazers/history")!))
        #expect(!admits(URL(string: "https://api.github.com/repositories/424242/stargazers/history")!))
        #expect(!admits(URL(string: "https://api.github.com/repos/octo-org/other/stargazers/history")!))
        #expect(!admits(URL(string: "https://evil.example/repos/octo-org/rocket/stargazers/history")!))
    }

    @Test("a page linked to that brings no week and links on to none broke its promise: refused; one week missing between pages: refused")
    func promisedPageEmpty() async throws {
        let (empty, emptyClient) = makeSUT([.success(Self.page(0...1, next: 2)), .success(response(200, body: "[]"))])
        // Said as it was: the page was followed and added none (bb40 m2-D2).
        await #expect(throws: StarHistoryLoadError.malformed(.linkedPageAddedNone(held: 2, asked: 5))) { try await empty.load(name, weeks: 5, etag: nil) }
        #expect(emptyClient.requests.count == 2)

        let (gap, _) = makeSUT([.success(Self.page(0...1, next: 2)), .success(Self.page(3...4))])
        await #expect(throws: StarHistoryLoadError.malformed(.inconsistentWeeks)) { try await gap.load(name, weeks: 5, etag: nil) }
    }

    @Test("a server giving 1 week a page is followed for 6 pages at most")
    func pageLimit() async throws {
        let pages = (0..<10).map { index in Self.page(index...index, next: index + 2) }
        let (sut, client) = makeSUT(pages.map { .success($0) })

        await #expect(throws: StarHistoryLoadError.malformed(.shortOfWeeks(held: 6, asked: 10))) { try await sut.load(name, weeks: 10, etag: nil) }
        #expect(client.requests.count == 6)
    }

    @Test("no next page goes out once the budget is down to the reserve: the rate limit, not the repo")
    func reserveStopsPaging() async throws {
        var first = Self.page(0...1, next: 2)
        first = HTTPResponse(status: 200, headers: first.headers.merging(["x-ratelimit-remaining": "10"]) { $1 }, body: first.body)
        let (sut, client) = makeSUT([.success(first)])

        await #expect(throws: StarHistoryLoadError.rateLimited(resetsAt: Date(timeIntervalSince1970: 1_795_437_000))) {
            try await sut.load(name, weeks: 5, etag: nil)
        }
        #expect(client.requests.count == 1)
    }

    @Test("a later page's failure is the repo's; its 404 or 400 never judges the endpoint page 1 just answered")
    func laterPageFails() async throws {
        let (sut, _) = makeSUT([.success(Self.page(0...1, next: 2)), .success(response(502, body: "{}"))])
        await #expect(throws: StarHistoryLoadError.failed(.serverError(status: 502))) { try await sut.load(name, weeks: 5, etag: nil) }

        for status in [404, 400] {
            let (later, _) = makeSUT([.success(Self.page(0...1, next: 2)), .success(response(status, body: #"{"message":"bad version"}"#))])
            await #expect(throws: StarHistoryLoadError.failed(.unexpectedStatus(status))) { try await later.load(name, weeks: 5, etag: nil) }
        }
    }

    @Test("show and history --daily (no reserve kept) page on at 10 left; one --timeout bounds every page")
    func noReserveForOneRepo() async throws {
        var first = Self.page(0...1, next: 2)
        first = HTTPResponse(status: 200, headers: first.headers.merging(["x-ratelimit-remaining": "10"]) { $1 }, body: first.body)
        let (sut, client) = makeSUT([.success(first), .success(Self.page(2...4))], keepsReserve: false)

        _ = try await sut.load(name, weeks: 5, etag: nil)

        #expect(client.requests.count == 2)

        let clock = ManualClock()
        let slow = NetworkClientSpy([.success(Self.page(0...1, next: 2)), .success(Self.page(2...3, next: 3)), .success(Self.page(4...4, next: 4))])
        slow.onSend = { _ in clock.advance(2) }
        let api = GitHubAPI(baseURL: URL(string: "https://api.github.com")!, token: "t", userAgent: "trending/test", timeout: 5)
        let paced = GitHubStarHistoryLoader(client: slow, api: api, now: { referenceNow }, clock: clock.clock)
        await #expect(throws: StarHistoryLoadError.deadlinePassed) { try await paced.load(name, weeks: 6, etag: nil) }
        #expect(slow.requests.count == 3, "2 s each of 5: the third starts with 1 s left, a fourth would have none")
    }
}
