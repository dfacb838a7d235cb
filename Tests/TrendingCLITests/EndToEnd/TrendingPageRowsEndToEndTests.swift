import Foundation
import Testing
import TrendingTestSupport

/// What a trending page's row may say about its repo, through the binary: its place on the page
/// (counted among all the page's rows, those the reader could not use too), and its counts, which
/// GitHub's API overrides when this run's search gave them. The clock is pinned to 2026-11-23 12:00 UTC.
@Suite("trending --scope all, the trending page's ranks and counts, end to end")
struct TrendingPageRowsEndToEndTests {
    static func server(page: String, apiStars: Int = 100, perDay: [String: Int] = [:]) throws -> LoopbackServer {
        try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { request in
                GitHubStandIn.namedRepos(request, stars: apiStars) { GitHubStandIn.search([]) }
            }, history: { repo, _ in
                GitHubStandIn.history(StarHistoryFixtures.weeks([0, 0, perDay[repo] ?? 1]))
            }, other: { request in
                if request.path.hasPrefix("/trending") { return GitHubStandIn.trendingPage(page) }
                return .json(404, #"{"message":"Not Found"}"#)
            })
        }
    }

    @Test("the API's star count wins over the page's when this run's search gave it, so GitHub's valid history is not refused")
    func apiStarsWin() async throws {
        // The page shows lumen-labs/quill with 48,231 stars; the API says 1,000,000 and the
        // history 60,000 today: more than the page's count allows, well within the API's.
        let server = try Self.server(page: "repos-2026-article.html", apiStars: 1_000_000, perDay: ["lumen-labs/quill": 60_000])
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--scope", "all", "--source", "page", "--api-url", server.baseURL, "--json", "--limit", "40"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("malformed") && !result.stderr.contains("more than the repo has"), "\(result.stderr)")
        let quill = try #require(try Sandbox.objects(result).first { $0["full_name"] as? String == "lumen-labs/quill" })
        #expect(quill["stars"] as? Int == 1_000_000)
        #expect(quill["forks"] as? Int == 0, "the API's forks too")
        #expect(quill["gained_source"] as? String == "github", "\(quill)")
        #expect(quill["page_rank"] as? Int == 1)
    }

    @Test("a hostile page's star counts do not stand in for the API's: the rows show GitHub's counts")
    func hostilePageCounts() async throws {
        let server = try Self.server(page: "repos-hostile.html", apiStars: 7_000)
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--scope", "all", "--source", "page", "--api-url", server.baseURL, "--json"])

        #expect(result.status == 0, "\(result.stderr)")
        let stars = Dictionary(uniqueKeysWithValues: try Sandbox.objects(result).map { ($0["full_name"] as? String ?? "", $0["stars"] as? Int ?? -1) })
        #expect(stars["evil-corp/term-wrecker"] == 7_000 && stars["fine/row"] == 7_000, "the page said 10 and 20: \(stars)")
    }

    @Test("a later run from the cache shows the counts the fetching run showed, never the page's printed ones", arguments: [false, true])
    func cachedRunKeepsAPICounts(offline: Bool) async throws {
        // The page prints 48,231 stars for lumen-labs/quill; GitHub's API says 7,000 and 0 forks.
        let server = try Self.server(page: "repos-2026-article.html", apiStars: 7_000)
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let command = ["--scope", "all", "--source", "page", "--api-url", server.baseURL, "--json"]

        let fetched = try await sandbox.run(command)
        let cached = try await sandbox.run(command + (offline ? ["--offline"] : []))

        #expect(fetched.status == 0 && cached.status == 0, "\(cached.stderr)")
        for result in [fetched, cached] {
            let quill = try #require(try Sandbox.objects(result).first { $0["full_name"] as? String == "lumen-labs/quill" })
            #expect(quill["stars"] as? Int == 7_000 && quill["forks"] as? Int == 0, "\(quill)")
        }
        #expect(server.requests.filter { $0.path.hasPrefix("/trending") }.count == 1, "the second run read the cached page")
    }

    @Test("a row only GitHub's page listed is known offline like a cached list's: show --offline and bookmark use it")
    func pageRowsKnownOffline() async throws {
        let server = try Self.server(page: "repos-2026-article.html", apiStars: 7_000)
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["--scope", "all", "--source", "page", "--api-url", server.baseURL])

        let shown = try await sandbox.run(["show", "lumen-labs/quill", "--offline", "--api-url", server.baseURL])
        _ = try await sandbox.run(["bookmark", "lumen-labs/quill", "--api-url", server.baseURL])
        let bookmarks = try await sandbox.run(["bookmarks", "--json", "--api-url", server.baseURL])

        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("lumen-labs/quill") && shown.stdout.contains("7,000"), "\(shown.stdout)")
        let saved = try #require(try Sandbox.objects(bookmarks).first)
        #expect(saved["stars"] as? Int == 7_000, "\(saved)")
    }

    @Test("page_rank is the row's place on GitHub's page, counting the rows the reader could not use, fetched or cached")
    func ranksCountUnreadRows() async throws {
        // Rows 2 and 3 name owners GitHub never allows (`-abc`, 40 characters).
        let server = try Self.server(page: "repos-hostile-ranks.html")
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let command = ["--scope", "all", "--source", "page", "--api-url", server.baseURL, "--sort", "page"]

        let fetched = try await sandbox.run(command + ["--json"])
        let cached = try await sandbox.run(command + ["--json", "--offline"])
        let human = try await sandbox.run(command + ["--offline"], extra: ["COLUMNS": "120"])

        #expect(fetched.status == 0, "\(fetched.stderr)")
        for result in [fetched, cached] {
            let rows = try Sandbox.objects(result).map { ($0["full_name"] as? String ?? "", $0["page_rank"] as? Int ?? 0) }
            #expect(rows.map(\.0) == ["lumen-labs/quill", "quietbyte/dotfiles.d", "hanami-works/kumo"], "\(rows)")
            #expect(rows.map(\.1) == [1, 4, 5], "\(rows)")
        }
        #expect(human.stdout.contains("#4 on GitHub") && human.stdout.contains("#5 on GitHub"), "\(human.stdout)")
        #expect(!human.stdout.contains("#2 on GitHub") && !human.stdout.contains("#3 on GitHub"))
        #expect(server.requests.filter { $0.path.hasPrefix("/trending") }.count == 1, "the second and third runs read the cached page")
    }
}
