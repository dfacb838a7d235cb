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

    @Test("times out a server that trickles bytes, though each byte comes quickly")
    func trickle() async throws {
        let body = String(repeating: "x", count: 400)
        let server = try LoopbackServer(responses: [StubResponse.json(body).behaving(.trickle(bytesPerChunk: 1, interval: .milliseconds(50)))])
        defer { server.stop() }
        let start = ContinuousClock.now

        await #expect(throws: NetworkError.timedOut) {
            try await makeSUT().send(HTTPRequest(url: url(server, "/"), timeout: 0.6))
        }

        let elapsed = ContinuousClock.now - start
        // Without the deadline the trickle would take 20 s: each byte resets URLSession's own timer.
        #expect(elapsed >= .milliseconds(550) && elapsed < .seconds(120), "took \(elapsed)")
    }

    @Test("refuses a body larger than its cap, whether Content-Length announces it or not", arguments: [true, false])
    func tooLarge(announced: Bool) async throws {
        let big = Data(repeating: UInt8(ascii: "z"), count: 256 * 1024)
        let server = try LoopbackServer(responses: [StubResponse.json(200, big).behaving(announced ? .normal : .closeDelimited)])
        defer { server.stop() }

        await #expect(throws: NetworkError.responseTooLarge(limit: 1024)) {
            try await URLSessionNetworkClient(maxBodyBytes: 1024).send(HTTPRequest(url: url(server, "/")))
        }
    }

    @Test("refuses a body that never ends once it passes the cap, long before the deadline")
    func endlessBody() async throws {
        let chunk = Data(repeating: UInt8(ascii: "z"), count: 64 * 1024)
        let server = try LoopbackServer(responses: [StubResponse(status: 200, headers: [("Content-Type", "application/json")], body: chunk, behavior: .endless)])
        defer { server.stop() }

        await #expect(throws: NetworkError.responseTooLarge(limit: 1024 * 1024)) {
            try await URLSessionNetworkClient(maxBodyBytes: 1024 * 1024).send(HTTPRequest(url: url(server, "/"), timeout: 600))
        }
    }

    @Test("counts decoded bytes: a gzip bomb is refused once its inflated body passes the cap, quickly")
    func gzipBomb() async throws {
        let server = try LoopbackServer(responses: [HostileResponses.gzipBomb(compressedBytes: 200_000)])
        defer { server.stop() }
        let start = ContinuousClock.now

        await #expect(throws: NetworkError.responseTooLarge(limit: 1024 * 1024)) {
            try await URLSessionNetworkClient(maxBodyBytes: 1024 * 1024).send(HTTPRequest(url: url(server, "/"), timeout: 600))
        }
        // Loose, for a machine whose tests starve each other for a while: the deadline is 600 s.
        #expect(ContinuousClock.now - start < .seconds(120), "refused as it streams, not waited out to the deadline")
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
