import Foundation
import Testing
import TrendingTestSupport

/// A weekly `--scope all` run on a machine that remembers no daily or monthly page of today reads
/// them too, through the binary, against a stand-in serving the captured weekly page (12 rows) at
/// `?since=weekly` and the captured daily page (25 rows, 13 of them not on the weekly page) at
/// `/trending` and `?since=monthly`.
@Suite("trending --scope all --since weekly, the other pages of a first run, end to end")
struct OtherPagesEndToEndTests {
    static let weeklyRows = [
        "lumen-labs/quill", "orbitfox/skyline-ui", "quietbyte/dotfiles.d", "hanami-works/kumo", "data-wrangler/tabula-rasa",
        "north-sea/pelican", "x1/a", "mint-org/C-sharp.tools", "pixelpond/frog", "lattice-dev/mesh", "maker01/project-01",
        "maker02/project-02",
    ]
    static let dailyOnly = (3...15).map { String(format: "maker%02d/project-%02d", $0, $0) }

    static func server(weekly: StubResponse = GitHubStandIn.trendingPage("repos-2026-weekly.html")) throws -> LoopbackServer {
        try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { request in
                GitHubStandIn.namedRepos(request) { GitHubStandIn.search([StandInRepo("searched", stars: 90_000)]) }
            }, history: { _, _ in
                GitHubStandIn.history(StarHistoryFixtures.weeks([0, 0, 5]))
            }, other: { request in
                guard request.path == "/trending" else { return .json(404, #"{"message":"Not Found"}"#) }
                return request.queryItems["since"] == "weekly" ? weekly : GitHubStandIn.trendingPage()
            })
        }
    }

    @Test("the first weekly run reads the three pages once; the daily page's rows are candidates (recent), measured before the searches'; rows named already need no search; the next run reads the weekly page alone")
    func firstRunReadsTheDailyPage() async throws {
        let server = try Self.server()
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let cold = try await sandbox.run(
            ["--scope", "all", "--since", "weekly", "--candidates", "25", "--api-url", server.baseURL, "--json", "--limit", "100"]
        )
        let objects = try Sandbox.objects(cold)

        #expect(cold.status == 0, "\(cold.stderr)")
        #expect(cold.stderr.isEmpty, "a first run says nothing of it: \(cold.stderr)")
        let pages = server.requests.filter { $0.path == "/trending" }
        #expect(server.requests.first?.target == "/trending?since=weekly", "the list's own page first")
        #expect(pages.map(\.target) == ["/trending?since=weekly", "/trending", "/trending?since=monthly"])
        #expect(pages.allSatisfy { $0.header("authorization") == nil })
        // Two searches name the pages' rows (the monthly page's were all named already); the
        // candidate searches take the rest of the 10 a minute GitHub allows without a token.
        let searches = server.requests.filter { $0.path == "/search/repositories" }
        let named = searches.compactMap { $0.queryItems["q"] }.filter { $0.contains("repo:") }
        #expect(named.count == 2)
        // The daily page's search names only its rows the weekly page's search did not.
        #expect(named.last.map { q in Self.dailyOnly.allSatisfy { q.contains("repo:\($0)") } && !q.contains("repo:lumen-labs/quill") } == true, "\(named)")
        #expect(searches.count == 10)
        // The 12 weekly rows and the 13 others of the daily page fill --candidates 25: the
        // 90k-star searched repo, which neither page listed, is not measured.
        let measured = Set(server.requests.filter { $0.path.hasSuffix("/stargazers/history") }.map(\.path))
        #expect(measured == Set((Self.weeklyRows + Self.dailyOnly).map { "/repos/\($0)/stargazers/history" }))
        let daily = try #require(objects.first { $0["full_name"] as? String == "maker07/project-07" })
        #expect(daily["discovered_by"] as? [String] == ["recent"])
        #expect(daily["page_rank"] is NSNull, "page_rank is the weekly page's place")
        #expect(daily["stars_gained"] as? Int == 5)
        let weekly = try #require(objects.first { $0["full_name"] as? String == "orbitfox/skyline-ui" })
        #expect(weekly["page_rank"] as? Int == 2 && weekly["discovered_by"] as? [String] == ["page"])
        // The daily page's rows were counted by this run's search: a snapshot, as the list's own rows.
        let snapshots = try await sandbox.run(["history", "maker07/project-07", "--json"])
        #expect(snapshots.status == 0 && snapshots.stdout.contains(#""stars""#), "\(snapshots.stdout)\(snapshots.stderr)")

        // Today's daily and monthly pages are remembered: a later weekly run reads its own alone.
        let before = server.requests.count
        let warm = try await sandbox.run(["--scope", "all", "--since", "weekly", "--refresh", "--api-url", server.baseURL, "--json"])
        #expect(warm.status == 0, "\(warm.stderr)")
        #expect(server.requests.dropFirst(before).filter { $0.path == "/trending" }.map(\.target) == ["/trending?since=weekly"])

    }

    @Test("a weekly page that asks to wait ten minutes keeps the other pages unasked too; the list goes on from search, exit 0")
    func waitKeepsTheDailyPageUnasked() async throws {
        let server = try Self.server(weekly: StubResponse(status: 429, headers: [("Retry-After", "600")], body: Data("<h1>slow down</h1>".utf8)))
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--scope", "all", "--since", "weekly", "--api-url", server.baseURL, "--json"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("GitHub's trending page could not be read; candidates come from search"), "\(result.stderr)")
        #expect(server.requests.filter { $0.path == "/trending" }.map(\.target) == ["/trending?since=weekly"])
    }

    @Test("--source search reads no page at all, and a daily run reads the daily page alone")
    func noExtraPage() async throws {
        let server = try Self.server()
        let sandbox = Sandbox(), other = Sandbox()
        defer { sandbox.remove(); other.remove(); server.stop() }

        let searchOnly = try await sandbox.run(["--scope", "all", "--since", "weekly", "--source", "search", "--api-url", server.baseURL, "--json"])
        let daily = try await other.run(["--scope", "all", "--api-url", server.baseURL, "--json"])

        #expect(searchOnly.status == 0 && daily.status == 0)
        #expect(server.requests.filter { $0.path == "/trending" }.map(\.target) == ["/trending"])
    }
}
