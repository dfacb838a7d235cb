import Foundation
import Testing
import TrendingTestSupport

/// Ties on any sort key break one way on every path: stars gained, then stars, then name;
/// never the order GitHub's searches (or `--scope all`'s bands) returned.
@Suite("trending breaks ties by gained, stars, name, end to end")
struct TieOrderEndToEndTests {
    @Test("--scope all --sort velocity with no deltas yet ranks by stars gained, not by search order", arguments: ["json", "table", "atom"])
    func velocityTies(format: String) async throws {
        let pool = [
            StandInRepo("small", stars: 198),
            StandInRepo("giant", stars: 50_000, createdAt: "2015-01-01T00:00:00Z"),
            StandInRepo("riser", stars: 800),
            StandInRepo("fresh", stars: 300, createdAt: "2026-11-23T01:00:00Z"),
        ]
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search(pool) }, history: { repo, _ in
                GitHubStandIn.history(StarHistoryFixtures.weeks(repo == "o/riser" ? [0, 400, 300] : [0, 0, 0]))
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--scope", "all", "--sort", "velocity", "--api-url", server.baseURL, "--format", format, "--color", "never"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(names(in: result.stdout) == ["o/riser", "o/fresh", "o/giant", "o/small"], "\(result.stdout)")
    }

    @Test("equal star counts break by name, whatever order the search answered in")
    func starTies() async throws {
        let pool = [StandInRepo("zulu", stars: 500), StandInRepo("Alpha", stars: 500), StandInRepo("mike", stars: 500), StandInRepo("top", stars: 900)]
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search(pool) }, history: { _, _ in .json(404, #"{"message":"Not Found"}"#) })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--json"])

        #expect(try Sandbox.objects(result).map { $0["full_name"] as? String } == ["o/top", "o/Alpha", "o/mike", "o/zulu"])
    }

    // MARK: - Helpers

    /// The repo names in the order the output lists them.
    private func names(in output: String) -> [String] {
        return ["o/riser", "o/fresh", "o/giant", "o/small"]
            .compactMap { name in output.range(of: name).map { (name, $0.lowerBound) } }
            .sorted { $0.1 < $1.1 }
            .map(\.0)
    }
}
