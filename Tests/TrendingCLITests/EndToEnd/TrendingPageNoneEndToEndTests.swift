import Foundation
import Testing
import TrendingTestSupport

/// GitHub's own "no trending … for your choices" answer is cached like a page: a refresh that
/// fails later shows that copy with the stale notice, as a copy with rows is (bb30 g-D1, g-D2);
/// and a page or API answering a 3xx that is no redirect followed is an answer refused (65), not
/// an unreachable GitHub (bb30 g-D3, arch review A2).
@Suite("trending page family: a cached 'none' answer standing in, and 3xx answers, end to end")
struct TrendingPageNoneEndToEndTests {
    static func page(_ none: String) -> StubResponse {
        let html = String(decoding: Fixtures.data("trending-page/repos-none.html"), as: UTF8.self)
            .replacingOccurrences(of: "trending repositories for your choices", with: none)
        return StubResponse(status: 200, headers: [("Content-Type", "text/html; charset=utf-8")], body: Data(html.utf8))
    }

    /// Answers `answer` until `failing` is set, then 500.
    static func server(failing: Locked<Bool>, _ answer: StubResponse) throws -> LoopbackServer {
        try LoopbackServer { _, _ in failing.value ? StubResponse(status: 500, body: Data("<h1>down</h1>".utf8)) : answer }
    }

    @Test("developers: the cached 'no trending developers' answer stands in for a failing refresh: the notice, and exit 66")
    func developersNoneStandsIn() async throws {
        let failing = Locked(false)
        let server = try Self.server(failing: failing, Self.page("trending developers for your choices"))
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let first = try await sandbox.run(["developers", "--api-url", server.baseURL])
        failing.mutate { $0 = true }

        let stale = try await sandbox.run(["developers", "--api-url", server.baseURL], extra: ["TRENDING_NOW": "2026-11-23T14:00:00Z"])

        #expect(first.status == 66, "\(first)")
        #expect(stale.status == 66 && stale.stdout.isEmpty, "\(stale)")
        #expect(stale.stderr.hasPrefix("warning: Showing the developers page fetched 2 hours ago: could not refresh (the page answered HTTP 500).\n"), "\(stale.stderr)")
        #expect(stale.stderr.contains("error: No trending developers for these options"), "\(stale.stderr)")
        #expect(!stale.stderr.contains("Nothing is cached"), "\(stale.stderr)")
    }

    @Test("--source page: the cached 'no trending repositories' answer stands in for a failing refresh: the empty list, the notice, exit 0")
    func pageNoneStandsIn() async throws {
        let failing = Locked(false)
        let server = try Self.server(failing: failing, Self.page("trending repositories for your choices"))
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let command = ["--scope", "all", "--source", "page", "--api-url", server.baseURL]
        let first = try await sandbox.run(command)
        failing.mutate { $0 = true }

        let stale = try await sandbox.run(command, extra: ["TRENDING_NOW": "2026-11-23T14:00:00Z"])

        #expect(first.status == 0 && first.stderr.contains("No daily trending repositories of any age found."), "\(first)")
        #expect(stale.status == 0, "\(stale)")
        #expect(stale.stdout.isEmpty && stale.stderr.contains("No daily trending repositories of any age found."), "\(stale)")
        #expect(stale.stderr.contains("Showing GitHub's trending page fetched 2 hours ago: could not refresh (the page answered HTTP 500)."), "\(stale.stderr)")
    }

    @Test("a page or the API answering a 304 never asked for, or a redirect naming no Location: 65, never 'check your connection'", arguments: [
        StubResponse(status: 304), StubResponse(status: 301), StubResponse(status: 302),
    ])
    func unfollowedRedirects(answer: StubResponse) async throws {
        let server = try LoopbackServer { _, _ in answer }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let developers = try await sandbox.run(["developers", "--api-url", server.baseURL])
        let page = try await sandbox.run(["--scope", "all", "--source", "page", "--api-url", server.baseURL])
        // The API's answers by the same rule (arch review A2): the search and a repo's details.
        let list = try await sandbox.run(["--api-url", server.baseURL])
        let show = try await sandbox.run(["show", "o/r", "--api-url", server.baseURL])

        for result in [developers, page, list, show] {
            #expect(result.status == 65, "\(result)")
            #expect(!result.stderr.contains("Check your connection") && !result.stderr.contains("not HTTP"), "\(result.stderr)")
        }
    }
}

/// Offline first when everything fails: the page's cached copy stands in for a page and searches
/// that both fail with no search list cached (bb30 g remark).
@Suite("trending --scope all, page and searches failing with only the page's copy cached, end to end")
struct PageCopyStandsInEndToEndTests {
    @Test("an earlier run listed the page's rows (its discovery searches failing); now the page fails too: that copy is shown, said so, exit 0")
    func pageCopyStandsIn() async throws {
        let pageDown = Locked(false)
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { request in
                GitHubStandIn.namedRepos(request) { .json(503, #"{"message":"Service Unavailable"}"#) }
            }, history: { _, _ in
                GitHubStandIn.history(StarHistoryFixtures.weeks([0, 0, 4]))
            }, other: { request in
                guard request.path.hasPrefix("/trending") else { return .json(404, #"{"message":"Not Found"}"#) }
                return pageDown.value ? StubResponse(status: 500, body: Data("<h1>down</h1>".utf8)) : GitHubStandIn.trendingPage()
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let command = ["--scope", "all", "--api-url", server.baseURL, "--json", "--limit", "40"]

        let first = try await sandbox.run(command)
        pageDown.mutate { $0 = true }
        let later = try await sandbox.run(command, extra: ["TRENDING_NOW": "2026-11-23T14:00:00Z", "TRENDING_RETRY_BASE": "0", "TRENDING_RETRY_CAP": "0"])

        #expect(first.status == 0, "\(first.stderr)")
        #expect(later.status == 0, "\(later.stderr)")
        let names = { (result: ProcessResult) in try Sandbox.objects(result).compactMap { $0["full_name"] as? String } }
        #expect(try names(later).contains("lumen-labs/quill") && Set(try names(later)) == Set(try names(first)), "\(later.stdout)")
        #expect(later.stderr.contains("Showing GitHub's trending page fetched 2 hours ago: could not refresh (the page answered HTTP 500)."), "\(later.stderr)")
        #expect(!later.stderr.contains("candidates come from search"), "\(later.stderr)")
    }
}

/// Only GitHub's page filters by spoken language: when it fails, its cached copy stands in,
/// rather than search's unfiltered repos (bb31 i-D1).
@Suite("trending --scope all --spoken-language, the page's copy standing in, end to end")
struct SpokenLanguageCopyEndToEndTests {
    @Test("a copy with rows, or GitHub's 'none', stands in for a failing refresh: said so, never 'ignored'", arguments: [false, true])
    func copyStandsIn(none: Bool) async throws {
        let pageDown = Locked(false)
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { request in
                GitHubStandIn.namedRepos(request) { GitHubStandIn.search([StandInRepo("unfiltered", stars: 900)]) }
            }, history: { _, _ in
                GitHubStandIn.history(StarHistoryFixtures.weeks([0, 0, 4]))
            }, other: { request in
                guard request.path.hasPrefix("/trending") else { return .json(404, #"{"message":"Not Found"}"#) }
                if pageDown.value { return StubResponse(status: 500, body: Data("<h1>down</h1>".utf8)) }
                return none ? TrendingPageNoneEndToEndTests.page("trending repositories for your choices") : GitHubStandIn.trendingPage()
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let command = ["--scope", "all", "--spoken-language", "zh", "--api-url", server.baseURL, "--json", "--limit", "40"]

        let first = try await sandbox.run(command)
        pageDown.mutate { $0 = true }
        let later = try await sandbox.run(command + ["--refresh"], extra: ["TRENDING_NOW": "2026-11-23T14:00:00Z"])

        #expect(first.status == 0 && later.status == 0, "\(later.stderr)")
        let names = { (result: ProcessResult) in try Set(Sandbox.objects(result).compactMap { $0["full_name"] as? String }) }
        #expect(try names(later) == names(first), "\(later.stdout)")
        #expect(try !names(later).contains("o/unfiltered"))
        #expect(later.stderr.contains("Showing GitHub's trending page fetched 2 hours ago: could not refresh (the page answered HTTP 500)."), "\(later.stderr)")
        #expect(!later.stderr.contains("is ignored"), "\(later.stderr)")
    }
}
