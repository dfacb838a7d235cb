import Foundation
import Testing
import TrendingTestSupport

/// Answers built to exhaust memory: the size cap counts decoded bytes as they stream, so
/// `trending-fetch` stays small and `trending` refuses the answer (65, or the cache).
@Suite("trending bounds memory against hostile bodies, end to end")
struct BoundedMemoryEndToEndTests {
    @Test("a gzip bomb or an endless body is refused past 20 MiB decoded, the helper staying under 100 MiB", arguments: ["bomb", "endless"])
    func hostileBody(kind: String) async throws {
        // The bomb: 2 MB on the wire, about 320 MiB inflated. The endless body: plain bytes that
        // never end, with no Content-Length to announce them.
        let response = kind == "bomb"
            ? HostileResponses.gzipBomb(compressedBytes: 2_000_000)
            : StubResponse(status: 200, headers: [("Content-Type", "application/json")], body: Data(count: 1024 * 1024), behavior: .endless)
        let server = try LoopbackServer(responses: [response])
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--timeout", "300"])
        // trending and its helper have ended: what the server got out by then.
        let sentByRun = server.endlessBytesSent
        // The helper alone, with this test speaking for trending on the wire, kept alive after
        // its answer so its peak memory can be read from /proc.
        let (answer, peak) = try await offThePool { () -> (String, Int?) in
            let helper = try HelperDriver()
            defer { helper.finish() }
            let answer = try helper.get(server.baseURL + "/search/repositories")
            return (answer.head, ProcessTable.peakResidentBytes(helper.pid))
        }

        #expect(result.status == 65)
        #expect(result.stderr.contains("larger than 20 MiB, so it was refused"))
        // Refused at the cap: what the server got out during the run is the cap and the sockets'
        // buffers, not hundreds of MiB more while a cancel takes hold.
        #expect(sentByRun < 200 * 1024 * 1024, "\(sentByRun / (1024 * 1024)) MiB sent")
        #expect(answer.contains("responseTooLarge"))
        let peakBytes = try #require(peak)
        #expect(peakBytes < 100 * 1024 * 1024, "trending-fetch peaked at \(peakBytes / (1024 * 1024)) MiB")
    }
}
