import Foundation
import Testing
import TrendingTestSupport

/// The main binary links FoundationEssentials only (issue #13): no libFoundation, no ICU. What
/// full Foundation used to do for it (local time, above all) still works.
@Suite("Lean binary, end to end")
struct LeanBinaryEndToEndTests {
    #if os(Linux)
    @Test("trending needs neither libFoundation nor ICU; trending-fetch keeps them")
    func noFullFoundation() throws {
        let trending = try Data(contentsOf: BinaryRunner.executableURL(named: "trending"))
        let fetch = try Data(contentsOf: BinaryRunner.executableURL(named: "trending-fetch"))

        // Shared-library names sit NUL-terminated in the dynamic string table; a static build
        // names none, and must not embed ICU's symbols either.
        for library in ["libFoundation.so\0", "libFoundationInternationalization.so\0", "lib_FoundationICU.so\0", "libFoundationNetworking.so\0"] {
            #expect(trending.range(of: Data(library.utf8)) == nil, "trending links \(library)")
        }
        #expect(trending.range(of: Data("ucol_open".utf8)) == nil, "trending embeds ICU")
        #expect(fetch.range(of: Data("FoundationNetworking".utf8)) != nil)
    }
    #endif

    @Test("a rate limit names its reset in the local time TZ gives, without ICU", arguments: [
        ("UTC", "12:12"), ("IST-5:30", "17:42"), ("EST5EDT,M3.2.0,M11.1.0", "07:12"),
    ])
    func localTime(zone: String, clock: String) async throws {
        let reset = String(Int(1_795_435_200 + 12 * 60))
        let sandbox = Sandbox()
        let server = try LoopbackServer(responses: [.json(403, Fixtures.data("errors/403-primary-rate-limit.json"),
                                                          headers: [("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", reset)])])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL], extra: ["TZ": zone])

        #expect(result.status == 75)
        #expect(result.stderr.contains("The rate limit is used up until \(clock) (in 12 min)."))
    }
}
