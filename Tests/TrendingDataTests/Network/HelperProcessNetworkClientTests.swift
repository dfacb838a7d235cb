import Foundation
import Testing
import TrendingData
import TrendingTestSupport

@Suite("FetchWire")
struct FetchWireTests {
    @Test("carries a request across unchanged")
    func request() throws {
        let request = HTTPRequest(url: URL(string: "https://api.github.com/x?q=a+b")!, headers: ["Authorization": "Bearer t"], timeout: 12.5)
        #expect(FetchWire.decodeRequest(try FetchWire.encode(request)) == request)
    }

    @Test("carries every outcome across unchanged", arguments: [
        Result<HTTPResponse, NetworkError>.success(HTTPResponse(status: 304, headers: ["ETag": "W/\"1\""], body: Data())),
        .success(HTTPResponse(status: 200, headers: ["Link": "<x>; rel=\"next\""], body: Data([0, 255, 10]))),
        .failure(.transport("reset")), .failure(.timedOut), .failure(.responseTooLarge(limit: 20)),
    ])
    func outcomes(outcome: Result<HTTPResponse, NetworkError>) throws {
        let body = (try? outcome.get())?.body ?? Data()
        #expect(FetchWire.decodeResult(head: try FetchWire.encodeHead(outcome), body: body) == outcome)
    }

    @Test("frames with a big-endian length")
    func frame() {
        #expect(FetchWire.frame(Data([7, 8])) == Data([0, 0, 0, 2, 7, 8]))
    }
}

/// The process client with the real `trending-fetch`, built beside the tests, against the tests'
/// own server.
@Suite("HelperProcessNetworkClient")
struct HelperProcessNetworkClientTests {
    @Test("sends requests through the helper, one helper for many requests")
    func roundTrips() async throws {
        let server = try LoopbackServer(responses: [.json("{\"a\":1}", headers: [("X-Test", "yes")]), .json(404, "{}")])
        defer { server.stop() }
        let sut = makeSUT()

        let first = try await sut.send(HTTPRequest(url: URL(string: server.baseURL + "/one")!))
        let second = try await sut.send(HTTPRequest(url: URL(string: server.baseURL + "/two")!))

        #expect(first.status == 200 && first.body == Data("{\"a\":1}".utf8) && first.header("x-test") == "yes")
        #expect(second.status == 404)
        #expect(server.requests.map(\.path) == ["/one", "/two"])
    }

    @Test("reports transport failures and deadlines the helper saw")
    func failures() async throws {
        let server = try LoopbackServer(responses: [StubResponse.json("{}").behaving(.hang)])
        defer { server.stop() }
        let sut = makeSUT()

        await #expect(throws: NetworkError.timedOut) {
            try await sut.send(HTTPRequest(url: URL(string: server.baseURL + "/")!, timeout: 0.5))
        }
        await #expect(throws: NetworkError.self) {
            try await sut.send(HTTPRequest(url: URL(string: "http://127.0.0.1:\(LoopbackServer.unusedPort())/")!))
        }
    }

    @Test("says so when the helper is missing")
    func missing() async {
        let sut = HelperProcessNetworkClient(helperPath: "/nonexistent/trending-fetch", environment: [:])

        await #expect(throws: NetworkError.transport("trending-fetch, the network helper, is missing at /nonexistent/trending-fetch; install it beside trending")) {
            try await sut.send(HTTPRequest(url: URL(string: "http://127.0.0.1:1/")!))
        }
    }

    // MARK: - Helpers

    private func makeSUT() -> HelperProcessNetworkClient {
        HelperProcessNetworkClient(
            helperPath: BinaryRunner.executableURL(named: "trending-fetch").path,
            environment: ProcessInfo.processInfo.environment
        )
    }
}
