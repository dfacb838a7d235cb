import Foundation
import Testing
import TrendingTestSupport

/// Answers built to exhaust memory: the size cap counts decoded bytes as they stream, so
/// `trending-fetch` stays small and `trending` refuses the answer (65, or the cache).
@Suite("trending bounds memory against hostile bodies, end to end")
struct BoundedMemoryEndToEndTests {
    @Test("a gzip bomb or an endless body is refused past 20 MiB decoded, the helper staying under 100 MiB", arguments: ["bomb", "endless"])
    func hostileBody(kind: String) async throws {
        // The bomb: 2 MB on the wire, about 320 MiB inflated. The endless body: plain bytes, more
        // than the cap, with no Content-Length to announce them.
        let response = kind == "bomb"
            ? HostileResponses.gzipBomb(compressedBytes: 2_000_000)
            : StubResponse(status: 200, headers: [("Content-Type", "application/json")], body: Data(count: 24 * 1024 * 1024), behavior: .closeDelimited)
        let server = try LoopbackServer(responses: [response])
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let process = Process()
        process.executableURL = BinaryRunner.executableURL(named: "trending")
        process.arguments = ["--api-url", server.baseURL, "--timeout", "30"]
        process.environment = sandbox.environment
        // A file, not a pipe: a pipe's end of file would wait for every process that inherited it.
        let stderrURL = sandbox.root.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let stderr = try FileHandle(forWritingTo: stderrURL)
        defer { try? stderr.close() }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr
        try await offThePool { try process.run() }

        let peak = try await offThePool { () -> Int in
            var peak = 0
            while process.isRunning {
                for helper in ProcessTable.children(of: process.processIdentifier, named: "trending-fetch") {
                    peak = max(peak, ProcessTable.peakResidentBytes(helper) ?? 0)
                }
                Thread.sleep(forTimeInterval: 0.02)
            }
            process.waitUntilExit()
            return peak
        }
        let message = (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? ""

        #expect(process.terminationStatus == 65)
        #expect(message.contains("larger than 20 MiB, so it was refused"))
        #expect(peak > 0, "the helper was seen")
        #expect(peak < 100 * 1024 * 1024, "trending-fetch peaked at \(peak / (1024 * 1024)) MiB")
    }
}
