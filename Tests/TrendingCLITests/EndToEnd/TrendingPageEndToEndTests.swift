import Foundation
import Testing
import TrendingTestSupport

/// `--scope all` with GitHub's trending page first, through the binary, against a stand-in serving
/// a captured page (`Fixtures/trending-page/repos-2026-article.html`) at `/trending`, search and
/// star history. The clock is pinned to 2026-11-23 12:00 UTC.
@Suite("trending --scope all with GitHub's trending page, end to end")
struct TrendingPageEndToEndTests {
    /// A repo's details as GitHub answers them, renamed to a repo on the captured page.
    static let skylineDetail = String(decoding: Fixtures.data("repos/octo-org__rocket.json"), as: UTF8.self)
        .replacingOccurrences(of: "octo-org", with: "orbitfox").replacingOccurrences(of: "rocket", with: "skyline-ui")

    /// The captured page's first rows, in its order.
    static let pageTop = ["lumen-labs/quill", "orbitfox/skyline-ui", "quietbyte/dotfiles.d"]

    static func server(page: @escaping @Sendable (RecordedRequest) -> StubResponse = { _ in GitHubStandIn.trendingPage() }) throws -> LoopbackServer {
        try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { request in
                GitHubStandIn.namedRepos(request) { GitHubStandIn.search([StandInRepo("searched", stars: 5_000)]) }
            }, history: { repo, _ in
                // orbitfox/skyline-ui gains most; the searched repo some; the rest a little.
                let today = ["orbitfox/skyline-ui": 90, "o/searched": 60][repo] ?? 1
                return GitHubStandIn.history(StarHistoryFixtures.weeks([0, 0, today]))
            }, other: { request in
                if request.path.hasPrefix("/trending") { return page(request) }
                if request.path == "/repos/orbitfox/skyline-ui" { return .json(200, skylineDetail) }
                return .json(404, #"{"message":"Not Found"}"#)
            })
        }
    }

    @Test("the page is asked first, once, without the token; its rows are measured first, in page order, and carry page_rank and discovered_by")
    func pageFirst() async throws {
        let server = try Self.server()
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(
            ["--scope", "all", "--api-url", server.baseURL, "--json", "--limit", "40"], extra: ["GITHUB_TOKEN": "ghp_secret"]
        )
        let objects = try Sandbox.objects(result)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("could not be read"))
        let first = try #require(server.requests.first)
        #expect(first.target == "/trending", "GitHub's plain address for the daily page: its robots.txt disallows since=")
        #expect(first.header("authorization") == nil, "the token is for the API only")
        #expect(first.header("user-agent")?.hasPrefix("trending/") == true)
        #expect(server.requests.filter { $0.path.hasPrefix("/trending") }.count == 1)
        let histories = server.requests.filter { $0.path.hasSuffix("/stargazers/history") }.map(\.path)
        // Page rows first: the first alone, then started in page order with up to four in flight
        // (MeasureGainsUseCaseConcurrencyTests holds the order they start in; on the wire, a
        // loaded machine may let later ones arrive first).
        let rows = Self.pageTop.map { "/repos/\($0)/stargazers/history" }
        #expect(histories.first == rows.first, "\(histories)")
        #expect(Set(rows).isSubset(of: Set(histories)), "every page row measured: \(histories)")
        #expect(objects.first?["full_name"] as? String == "orbitfox/skyline-ui", "ranked by measured gain, not by GitHub's order")
        #expect(objects.first?["page_rank"] as? Int == 2)
        #expect(objects.first?["discovered_by"] as? [String] == ["page"])
        let searched = try #require(objects.first { $0["full_name"] as? String == "o/searched" })
        #expect(searched["page_rank"] is NSNull)
        #expect(searched["discovered_by"] as? [String] == ["search"])
        // Budgets of a cold daily run: one page, at most 20 searches with a token, at most 60 histories.
        #expect(server.requests.filter { $0.path == "/search/repositories" }.count <= 20)
        #expect(histories.count <= 60)
        let named = server.requests.filter { $0.queryItems["q"]?.contains("repo:lumen-labs/quill") == true }
        #expect(named.count == 1, "one search names the page's rows")

        // The human list says where a row stood on GitHub; TSV has the columns at the end.
        let human = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--offline"], extra: ["COLUMNS": "120"])
        #expect(human.stdout.contains("#2 on GitHub"))
        let tsv = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--offline", "--format", "tsv"])
        let lines = tsv.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(lines.first?.suffix(2) == ["page_rank", "discovered_by"])
        #expect(lines.dropFirst().first?.suffix(2) == ["2", "page"])

        // Warm: the page comes from its cache, its rows' details from the memory: no request at all.
        let before = server.requests.count
        let warm = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json", "--limit", "40"])
        #expect(warm.status == 0)
        #expect(server.requests.count == before, "\(server.requests.dropFirst(before).map(\.target))")
        #expect(try Sandbox.objects(warm).first?["page_rank"] as? Int == 2)

        // show says where the repo was last seen trending.
        let show = try await sandbox.run(["--api-url", server.baseURL, "show", "orbitfox/skyline-ui", "--json"])
        let detail = try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any]
        let trending = detail?["last_trending"] as? [String: Any]
        #expect(trending?["page_rank"] as? Int == 2 && trending?["period"] as? String == "daily", "\(show.stdout) \(show.stderr)")
    }

    @Test("--sort page keeps GitHub's order; the rows it did not list follow")
    func sortPage() async throws {
        let server = try Self.server()
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json", "--sort", "page", "--limit", "40"])
        let names = try Sandbox.objects(result).map { $0["full_name"] as? String ?? "" }

        #expect(Array(names.prefix(3)) == Self.pageTop)
        #expect(names.last == "o/searched")
    }

    @Test("a page that errs or holds no row: one notice, candidates from search, exit 0", arguments: [
        StubResponse(status: 503, headers: [("Content-Type", "text/html")], body: Data("<h1>down</h1>".utf8)),
        GitHubStandIn.trendingPage("repos-empty.html"),
    ])
    func fallback(page: StubResponse) async throws {
        let server = try Self.server(page: { _ in page })
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json"])

        #expect(result.status == 0)
        #expect(result.stderr.components(separatedBy: "GitHub's trending page could not be read; candidates come from search").count == 2, "\(result.stderr)")
        #expect(try Sandbox.objects(result).map { $0["full_name"] as? String } == ["o/searched"])
    }

    @Test("GitHub's page saying it lists none for these options: a true note and search with auto; with --source page or a spoken language an empty list, exit 0")
    func pageListsNone() async throws {
        let server = try Self.server(page: { _ in GitHubStandIn.trendingPage("repos-none.html") })
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let auto = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json"])
        let pageOnly = try await sandbox.run(["--scope", "all", "--source", "page", "--language", "Cobol", "--api-url", server.baseURL, "--refresh"])
        // Only the page filters by spoken language: its "none" is the list, no search row joins.
        let spoken = try await sandbox.run(["--scope", "all", "--spoken-language", "zh", "--api-url", server.baseURL, "--json"])
        let spokenRows = try Sandbox.objects(spoken)
        #expect(spoken.status == 0 && spokenRows.isEmpty, "\(spoken.stdout)\(spoken.stderr)")
        #expect(!spoken.stderr.contains("--spoken-language is ignored"), "\(spoken.stderr)")
        // Its feed is another feed than the unfiltered one: its id and title say the spoken language.
        let feed = try await sandbox.run(["--scope", "all", "--spoken-language", "zh", "--api-url", server.baseURL, "--format", "atom"])
        #expect(feed.stdout.contains("<id>tag:127.0.0.1,2026:trending?since=daily&amp;scope=all&amp;spoken-language=zh</id>"), "\(feed.stdout)")
        #expect(feed.stdout.contains("<title type=\"text\">Daily trending repositories of any age (spoken language zh) · "), "\(feed.stdout)")
        // --source search never filters by it: the feed is the unfiltered one, and says so nowhere (bb24 a-D2).
        let searched = try await sandbox.run(["--scope", "all", "--spoken-language", "zh", "--source", "search", "--api-url", server.baseURL, "--format", "atom"])
        #expect(searched.stderr.contains("--spoken-language is ignored"), "\(searched.stderr)")
        #expect(searched.stdout.contains("<id>tag:127.0.0.1,2026:trending?since=daily&amp;scope=all</id>"), "\(searched.stdout)")
        #expect(searched.stdout.contains("<title type=\"text\">Daily trending repositories of any age · "), "\(searched.stdout)")

        #expect(auto.status == 0, "\(auto.stderr)")
        #expect(auto.stderr.contains("GitHub's trending page lists no repositories for these options; candidates come from search."), "\(auto.stderr)")
        #expect(!auto.stderr.contains("could not be read"), "\(auto.stderr)")
        #expect(try Sandbox.objects(auto).map { $0["full_name"] as? String } == ["o/searched"])
        #expect(pageOnly.status == 0, "\(pageOnly.stderr)")
        #expect(pageOnly.stdout.isEmpty && pageOnly.stderr.contains("No daily trending Cobol repositories of any age found"), "\(pageOnly.stderr)")
        #expect(!pageOnly.stderr.contains("could not be read"), "\(pageOnly.stderr)")
    }

    @Test("--source page fails clearly when the page cannot be read, and asks no search")
    func pageOnlyFails() async throws {
        let server = try Self.server(page: { _ in GitHubStandIn.trendingPage("repos-empty.html") })
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--scope", "all", "--source", "page", "--api-url", server.baseURL])

        #expect(result.status == 65, "no row that reads: data refused")
        #expect(result.stderr.contains("GitHub's trending page could not be read"))
        #expect(result.stderr.contains("--source search"))
        #expect(result.stdout.isEmpty)
        #expect(!server.requests.contains { $0.path == "/search/repositories" })
    }

    @Test("--spoken-language reaches the page; --source search never asks it and says it cannot filter by spoken language")
    func spokenLanguage() async throws {
        let server = try Self.server()
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let paged = try await sandbox.run(["--scope", "all", "--since", "weekly", "--language", "C++", "--spoken-language", "zh", "--api-url", server.baseURL, "--json"])
        #expect(paged.status == 0)
        let page = try #require(server.requests.first { $0.path.hasPrefix("/trending") })
        #expect(page.path == "/trending/c++" && page.queryItems["since"] == "weekly" && page.queryItems["spoken_language_code"] == "zh", "\(page.target)")
        // Without a token: one page, at most 10 searches (GitHub allows 10 a minute), at most 60 histories.
        #expect(server.requests.filter { $0.path.hasPrefix("/trending") }.count == 1)
        #expect(server.requests.filter { $0.path == "/search/repositories" }.count <= 10)
        #expect(server.requests.filter { $0.path.hasSuffix("/stargazers/history") }.count <= 60)

        let before = server.requests.count
        let searched = try await sandbox.run(["--scope", "all", "--source", "search", "--spoken-language", "zh", "--api-url", server.baseURL, "--json"])
        #expect(searched.status == 0)
        #expect(!server.requests.dropFirst(before).contains { $0.path.hasPrefix("/trending") })
        #expect(searched.stderr.contains("--spoken-language is ignored"))
        #expect(try Sandbox.objects(searched).allSatisfy { ($0["discovered_by"] as? [String])?.contains("page") == false })
    }

    @Test("a repo the page listed two days ago is measured before a bigger searched repo, by what its history showed then")
    func rememberedByHistory() async throws {
        let saturday = Fixtures.referenceNow.addingTimeInterval(-2 * 86_400)
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { request in
                GitHubStandIn.namedRepos(request) { GitHubStandIn.search([StandInRepo("searched", stars: 500_000)]) }
            }, history: { repo, _ in
                // As of Saturday: orbitfox/skyline-ui gained 90 that day, the searched giant 60.
                let today = ["orbitfox/skyline-ui": 90, "o/searched": 60][repo] ?? 1
                return GitHubStandIn.history(StarHistoryFixtures.weeks([0, 0, today], today: saturday))
            }, other: { request in
                if request.path.hasPrefix("/trending") { return GitHubStandIn.trendingPage() }
                if request.path == "/repos/orbitfox/skyline-ui" { return .json(200, Self.skylineDetail) }
                return .json(404, #"{"message":"Not Found"}"#)
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let saturdayRun = try await sandbox.run(
            ["--scope", "all", "--api-url", server.baseURL, "--json", "--limit", "40"], extra: ["TRENDING_NOW": "2026-11-21T12:00:00Z"]
        )
        #expect(saturdayRun.status == 0, "\(saturdayRun.stderr)")
        let before = server.requests.count

        // Monday, searches only: the page's rows of Saturday are remembered, with Saturday's star
        // counts, so their snapshots say +0; the histories say 90 and 60 a day.
        let monday = try await sandbox.run(["--scope", "all", "--source", "search", "--candidates", "1", "--api-url", server.baseURL, "--json"])

        #expect(monday.status == 0, "\(monday.stderr)")
        let histories = server.requests.dropFirst(before).filter { $0.path.hasSuffix("/stargazers/history") }.map(\.path)
        #expect(histories == ["/repos/orbitfox/skyline-ui/stargazers/history"])
    }
}
