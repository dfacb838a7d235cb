import Foundation
import Testing
import TrendingData

@Suite("LoggingNetworkClient")
struct LoggingNetworkClientTests {
    @Test("words a retry with its wait in seconds to two decimals", arguments: [
        (0.0, "retry 1 of 3 in 0.00 s after HTTP 502"), (0.425, "retry 1 of 3 in 0.43 s after HTTP 502"), (1.05, "retry 1 of 3 in 1.05 s after HTTP 502"),
        (-1.0, "retry 1 of 3 in 0.00 s after HTTP 502"),
    ])
    func retryLine(delay: Double, line: String) {
        #expect(LoggingNetworkClient.retryLine(1, of: 3, in: delay, after: "HTTP 502") == line)
    }

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

        #expect(lines.values.last == "< failed after 0 ms: timed out", "in words, not the error's Swift spelling")
    }
}
