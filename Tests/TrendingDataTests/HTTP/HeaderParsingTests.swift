import Foundation
import Testing
import TrendingData

@Suite("LinkHeader")
struct LinkHeaderTests {
    @Test("finds next among next and last, as GitHub sends them")
    func nextAndLast() {
        let header = #"<https://api.github.com/search/repositories?q=swift&per_page=1&page=2>; rel="next", <https://api.github.com/search/repositories?q=swift&per_page=1&page=1000>; rel="last""#
        #expect(LinkHeader.next(in: header)?.absoluteString == "https://api.github.com/search/repositories?q=swift&per_page=1&page=2")
        #expect(LinkHeader.url(for: "last", in: header)?.absoluteString.hasSuffix("page=1000") == true)
    }

    @Test("finds next among all four relations in any order")
    func fourRelations() {
        let header = #"<https://x.test/?page=1>; rel="first", <https://x.test/?page=1>; rel="prev", <https://x.test/?page=3>; rel="next", <https://x.test/?page=9>; rel="last""#
        #expect(LinkHeader.next(in: header)?.absoluteString == "https://x.test/?page=3")
    }

    @Test("has no next on the last page, or with no header")
    func noNext() {
        #expect(LinkHeader.next(in: #"<https://x.test/?page=1>; rel="first", <https://x.test/?page=8>; rel="prev""#) == nil)
        #expect(LinkHeader.next(in: nil) == nil)
        #expect(LinkHeader.next(in: "") == nil)
    }

    @Test("reads unquoted, upper-case and multi-valued rel parameters")
    func variants() {
        #expect(LinkHeader.next(in: "<https://x.test/2>; rel=next")?.absoluteString == "https://x.test/2")
        #expect(LinkHeader.next(in: #"<https://x.test/2>; REL="NEXT""#)?.absoluteString == "https://x.test/2")
        #expect(LinkHeader.next(in: #"<https://x.test/2>; title="a, b"; rel="prefetch next""#)?.absoluteString == "https://x.test/2")
    }

    @Test("reads malformed headers without crashing: no next page, or the one a lenient reader sees", arguments: [
        ("<unterminated", nil), ("garbage", nil), (#"<>; rel="next""#, nil), (";;;,,,<", nil),
        // A missing ';' before rel is forgiven, as browsers forgive it.
        ("<https://x.test/2> rel=next", "https://x.test/2"),
    ] as [(String, String?)])
    func malformed(header: String, next: String?) {
        #expect(LinkHeader.next(in: header)?.absoluteString == next)
    }
}

@Suite("RateLimitHeaders")
struct RateLimitHeadersTests {
    @Test("reads GitHub's rate-limit headers in any case")
    func reads() {
        let headers = RateLimitHeaders(HTTPResponse(status: 200, headers: [
            "X-Ratelimit-Limit": "10", "x-ratelimit-remaining": " 0", "X-RATELIMIT-RESET": "1795436100", "Retry-After": "30",
        ]))
        #expect(headers.limit == 10)
        #expect(headers.remaining == 0)
        #expect(headers.isExhausted)
        #expect(headers.resetsAt == Date(timeIntervalSince1970: 1_795_436_100))
        #expect(headers.retryAfter == 30)
    }

    @Test("leaves absent or unreadable headers nil")
    func absent() {
        let headers = RateLimitHeaders(HTTPResponse(status: 200, headers: ["x-ratelimit-remaining": "many", "retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"]))
        #expect(headers.remaining == nil && headers.retryAfter == nil && !headers.isExhausted)
    }
}

@Suite("RedirectPolicy")
struct RedirectPolicyTests {
    @Test("follows a same-origin redirect with the token", arguments: [301, 302, 307, 308])
    func sameOrigin(status: Int) throws {
        let next = try #require(RedirectPolicy.nextRequest(after: tokenRequest("https://api.github.com/repos/a/b"), response: redirect(status, to: "/repositories/42")))
        #expect(next.url.absoluteString == "https://api.github.com/repositories/42")
        #expect(next.headers["Authorization"] == "Bearer t")
        #expect(next.headers["Accept"] == "application/vnd.github+json")
    }

    @Test("drops the token on a redirect to another origin", arguments: [
        "https://evil.example/x", "http://api.github.com/x", "https://api.github.com:8443/x",
    ])
    func otherOrigin(location: String) throws {
        let next = try #require(RedirectPolicy.nextRequest(after: tokenRequest("https://api.github.com/x"), response: redirect(301, to: location)))
        #expect(next.headers["Authorization"] == nil)
    }

    @Test("does not follow non-redirects, redirects without Location, or to other schemes")
    func notFollowed() {
        let request = tokenRequest("https://api.github.com/x")
        #expect(RedirectPolicy.nextRequest(after: request, response: HTTPResponse(status: 200)) == nil)
        #expect(RedirectPolicy.nextRequest(after: request, response: HTTPResponse(status: 301)) == nil)
        #expect(RedirectPolicy.nextRequest(after: request, response: redirect(301, to: "file:///etc/passwd")) == nil)
        #expect(RedirectPolicy.nextRequest(after: request, response: HTTPResponse(status: 304, headers: ["Location": "/y"])) == nil)
    }

    // MARK: - Helpers

    private func tokenRequest(_ url: String) -> HTTPRequest {
        HTTPRequest(url: URL(string: url)!, headers: ["Authorization": "Bearer t", "Accept": "application/vnd.github+json"])
    }

    private func redirect(_ status: Int, to location: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Location": location])
    }
}

@Suite("RedirectingNetworkClient")
struct RedirectingNetworkClientTests {
    @Test("follows hops and returns the final answer")
    func follows() async throws {
        let client = NetworkClientSpy([
            .success(HTTPResponse(status: 301, headers: ["Location": "https://api.github.com/b"])), .success(HTTPResponse(status: 200)),
        ])
        let sut = RedirectingNetworkClient(client, clock: ManualClock().clock)

        let response = try await sut.send(HTTPRequest(url: URL(string: "https://api.github.com/a")!))

        #expect(response.status == 200)
        #expect(client.requests.map(\.url.absoluteString) == ["https://api.github.com/a", "https://api.github.com/b"])
    }

    @Test("stops a redirect loop")
    func loop() async {
        let client = NetworkClientSpy([.success(HTTPResponse(status: 302, headers: ["Location": "/a"]))])
        let sut = RedirectingNetworkClient(client, clock: ManualClock().clock)

        await #expect(throws: NetworkError.self) { try await sut.send(HTTPRequest(url: URL(string: "https://api.github.com/a")!)) }
        #expect(client.requests.count == RedirectingNetworkClient.maxRedirects + 1)
    }
}

@Suite("LoggingNetworkClient")
struct LoggingNetworkClientTests {
    @Test("logs the request and response lines with the token masked at a fixed width")
    func logs() async throws {
        let client = NetworkClientSpy([.success(HTTPResponse(status: 200, headers: ["X-RateLimit-Remaining": "9", "X-RateLimit-Limit": "10"]))])
        let clock = ManualClock()
        client.onSend = { _ in clock.advance(0.125) }
        let lines = Recorder<String>()
        let sut = LoggingNetworkClient(client, clock: clock.clock, log: lines.append)

        _ = try await sut.send(HTTPRequest(url: URL(string: "https://api.github.com/x?q=1")!, headers: ["Authorization": "Bearer ghp_secret", "Accept": "a"]))

        #expect(lines.values == [
            "> GET https://api.github.com/x?q=1",
            "> Accept: a",
            "> Authorization: ********",
            "< 200 in 125 ms (x-ratelimit-limit=10, x-ratelimit-remaining=9)",
        ])
    }

    @Test("logs a failure with its timing")
    func failure() async {
        let lines = Recorder<String>()
        let sut = LoggingNetworkClient(NetworkClientSpy([.failure(.timedOut)]), clock: ManualClock().clock, log: lines.append)

        _ = try? await sut.send(HTTPRequest(url: anyURL()))

        #expect(lines.values.last == "< failed after 0 ms: timedOut")
    }
}
