import Foundation
import Testing
import TrendingTestSupport

/// GitHub's trending page when something goes wrong around it: a page that stalls, the search
/// that completes its rows failing, a spoken-language filter only the page knows, and the exit
/// codes of a page that cannot be read. Through the binary, against a loopback stand-in.
@Suite("trending page faults, end to end")
struct TrendingPageFaultsEndToEndTests {
    static func server(
        page: @escaping @Sendable (RecordedRequest) -> StubResponse = { _ in GitHubStandIn.trendingPage() },
        search: @escaping @Sendable (RecordedRequest) -> StubResponse = { request in
            GitHubStandIn.namedRepos(request) { GitHubStandIn.search([StandInRepo("searched", stars: 5_000)]) }
        }
    ) throws -> LoopbackServer {
        try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: search, history: { _, _ in
                GitHubStandIn.history(StarHistoryFixtures.weeks([0, 0, 7]))
            }, other: { request in
                request.path.hasPrefix("/trending") ? page(request) : .json(404, #"{"message":"Not Found"}"#)
            })
        }
    }

    static func searches(_ server: LoopbackServer, from start: Int = 0) -> [RecordedRequest] {
        server.requests.dropFirst(start).filter { $0.path == "/search/repositories" }
    }

    static func namesRows(_ request: RecordedRequest) -> Bool {
        request.queryItems["q"]?.contains("repo:") == true
    }

    // MARK: - A stalling page

    @Test("a page that never answers costs only its share of --timeout: the searches' candidates are all measured")
    func stallingPage() async throws {
        let server = try Self.server(page: { _ in StubResponse(status: 200, behavior: .hang) })
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--scope", "all", "--timeout", "6", "--json", "--api-url", server.baseURL])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("GitHub's trending page could not be read; candidates come from search"), "\(result.stderr)")
        #expect(!result.stderr.contains("measured"), "nothing left unmeasured: \(result.stderr)")
        let searched = try #require(try Sandbox.objects(result).first { $0["full_name"] as? String == "o/searched" })
        #expect(searched["gained_source"] as? String == "github", "\(result.stdout)")
        #expect(server.requests.filter { $0.path.hasPrefix("/trending") }.count == 1, "one page request a run")
    }
}
