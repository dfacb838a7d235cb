import Foundation
import Testing
import TrendingData
@testable import trending_fetch
import TrendingTestSupport

/// The real client against the tests' own server on 127.0.0.1, including servers that misbehave.
@Suite("URLSessionNetworkClient")
struct URLSessionNetworkClientTests {
    @Test("returns the status, headers and body, and sends the request's headers")
    func roundTrip() async throws {
        let server = try LoopbackServer(responses: [.json(201, "{\"ok\":true}", headers: [("X-RateLimit-Remaining", "9")])])
        defer { server.stop() }

        let response = try await makeSUT().send(HTTPRequest(url: url(server, "/x?q=1"), headers: ["User-Agent": "trending/t", "Accept": "a/b"]))

        #expect(response.status == 201)
        #expect(response.body == Data("{\"ok\":true}".utf8))
        #expect(response.header("x-ratelimit-remaining") == "9")
        #expect(server.requests.first?.target == "/x?q=1")
        #expect(server.requests.first?.header("user-agent") == "trending/t")
    }

    @Test("times out a server that accepts and says nothing, at the request's deadline")
    func hang() async throws {
        let server = try LoopbackServer(responses: [StubResponse.json("{}").behaving(.hang)])
        defer { server.stop() }
        let start = ContinuousClock.now

        await #expect(throws: NetworkError.timedOut) {
            try await makeSUT().send(HTTPRequest(url: url(server, "/"), timeout: 0.5))
        }

        let elapsed = ContinuousClock.now - start
        // The upper bound is loose for a loaded machine, where tests can starve each other for a while.
        #expect(elapsed >= .milliseconds(450) && elapsed < .seconds(120), "took \(elapsed)")
    }

    @Test("hands back a redirect instead of following it")
    func redirectNotFollowed() async throws {
        let server = try LoopbackServer(responses: [.json(301, "", headers: [("Location", "/elsewhere")]), .json("{}")])
        defer { server.stop() }

        let response = try await makeSUT().send(HTTPRequest(url: url(server, "/start")))

        #expect(response.status == 301)
        #expect(response.header("location") == "/elsewhere")
        #expect(server.requests.count == 1)
    }

    // MARK: - Helpers

    private func makeSUT() -> URLSessionNetworkClient {
        URLSessionNetworkClient()
    }

    private func url(_ server: LoopbackServer, _ path: String) -> URL {
        URL(string: server.baseURL + path)!
    }
}
