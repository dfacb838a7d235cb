import Foundation
import Testing
import TrendingTestSupport

/// Issue 10, item 8, for the star histories of issue 12: impossible counts or dates, from GitHub
/// or from a cached history, never crash a run nor reach the list.
@Suite("star history safety, end to end")
struct StarHistorySafetyEndToEndTests {
    static let pool = [StandInRepo("old", stars: 900)]

    @Test("a cached history holding Int.max days is moved aside with a warning, and no run crashes")
    func extremeCachedHistory() async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(handler: { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search(Self.pool) }, history: { _, _ in
                GitHubStandIn.history(StarHistoryFixtures.twoWeeks)
            })
        })
        defer { sandbox.remove(); server.stop() }
        let listed = try await sandbox.run(["--api-url", server.baseURL, "--scope", "all"])
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: sandbox.cacheDirectory.path).first { $0.contains("stars-o--old") })
        let day = 1_795_305_600
        try Data(#"{"version":1,"etag":null,"fetched_at":1795435200,"weeks":1,"days":[[\#(day),\#(Int.max)],[\#(day + 86_400),\#(Int.max)]]}"#.utf8)
            .write(to: sandbox.cacheDirectory.appendingPathComponent(file))

        let offline = try await sandbox.run(["--api-url", server.baseURL, "--scope", "all", "--offline", "--json"])

        #expect(listed.status == 0)
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stderr.contains("moved to"), "\(offline.stderr)")
        #expect(try Sandbox.objects(offline).first?["stars_gained"] as? Int != Int.max)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.cacheDirectory.path).contains { $0.contains("stars-o--old.json.corrupt-") })
    }

    @Test("a history answer with more than 10^12 stars a day is a malformed answer: the gain comes from snapshots")
    func impossibleDays() async throws {
        let sandbox = Sandbox()
        let huge = #"[{"week":1795305600,"total":20000000000000,"days":[10000000000000,10000000000000,0,0,0,0,0]}]"#
        let server = try LoopbackServer(handler: { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search(Self.pool) }, history: { _, _ in GitHubStandIn.history(huge) })
        })
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--scope", "all", "--json"])

        #expect(result.status == 0)
        #expect(result.stderr.contains("malformed"), "\(result.stderr)")
        #expect(try Sandbox.objects(result).first?["gained_source"] as? String != "github")
    }

    @Test("a repo name GitHub can't have is never made into a request path: no ?, # or .. reaches the server")
    func hostileNames() async throws {
        let sandbox = Sandbox()
        let pool = [StandInRepo("../../../admin", stars: 900), StandInRepo("q?x=1", stars: 800), StandInRepo("fine", stars: 700)]
        let server = try LoopbackServer(handler: { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search(pool) }, history: { _, _ in GitHubStandIn.history("[]") })
        })
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--scope", "all", "--json"])
        let detail = try await sandbox.run(["--api-url", server.baseURL, "show", "o/fine"])

        #expect(result.status == 0, "\(result.stderr)")
        let others = server.requests.map(\.target).filter { !$0.hasPrefix("/search/repositories?") && $0 != "/trending" }
        #expect(others == ["/repos/o/fine/stargazers/history?per_page=2", "/repos/o/fine"], "\(others) \(detail.stderr)")
    }
}
