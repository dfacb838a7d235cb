import Foundation
import Testing
import TrendingTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Signals during a fetch: `trending` exits 128 + n, and its `trending-fetch` is gone a second
/// later, whether `trending` could clean up (SIGINT, SIGTERM, SIGHUP) or not (SIGKILL).
@Suite("trending on signals, end to end")
struct SignalEndToEndTests {
    @Test("a signal during a fetch ends trending with 128 + n and leaves no trending-fetch", arguments: [
        (Int32(SIGINT), Int32(130)), (Int32(SIGTERM), Int32(143)), (Int32(SIGHUP), Int32(129)), (Int32(SIGKILL), Int32(137)),
    ] as [(Int32, Int32)])
    func signalled(signal: Int32, status: Int32) async throws {
        let server = try LoopbackServer(responses: [StubResponse.search().behaving(.hang)])
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let process = Process()
        process.executableURL = BinaryRunner.executableURL(named: "trending")
        process.arguments = ["--api-url", server.baseURL, "--timeout", "300"]
        process.environment = sandbox.environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let pid = process.processIdentifier
        try #require(pid > 0)

        let helpers = try await waitForHelper(of: pid, server: server)
        kill(pid, signal)
        try await offThePool { process.waitUntilExit() }
        try await Task.sleep(for: .seconds(1))

        let exitStatus = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        #expect(exitStatus == status)
        #expect(helpers.count == 1)
        #expect(helpers.allSatisfy { !ProcessTable.isAlive($0) }, "trending-fetch outlived trending")
    }

    @Test("Ctrl-C on a terminal clears the spinner line, shows the cursor and exits 130")
    func controlC() async throws {
        let server = try LoopbackServer(responses: [StubResponse.search().behaving(.hang)])
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let environment = sandbox.environment.merging(["TERM": "xterm-256color"]) { $1 }

        let (result, _, _) = try await offThePool {
            try PTYRunner.run(
                arguments: ["--api-url", server.baseURL, "--timeout", "300"], environment: environment,
                ttyStreams: [.stdin, .stdout, .stderr], typing: (after: .milliseconds(500), keys: [3]),
                typingOnce: { !server.requests.isEmpty }
            )
        }

        #expect(result.status == 130)
        #expect(result.output.contains("Fetching"), "the spinner was showing")
        #expect(result.output.hasSuffix("\r\u{1B}[K\u{1B}[?25h"))
        #expect(result.duration < .seconds(60), "not the 300 s --timeout")
    }

    // MARK: - Helpers

    /// The helper `trending` started, once the server has the request it is waiting on.
    private func waitForHelper(of pid: Int32, server: LoopbackServer) async throws -> [Int32] {
        for _ in 0..<100 where server.requests.isEmpty {
            try await Task.sleep(for: .milliseconds(50))
        }
        return try await offThePool { ProcessTable.children(of: pid, named: "trending-fetch") }
    }
}
