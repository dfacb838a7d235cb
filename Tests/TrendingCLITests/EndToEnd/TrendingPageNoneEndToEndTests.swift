import Foundation
import Testing
import TrendingTestSupport

/// GitHub's own "no trending … for your choices" answer is cached like a page: a refresh that
/// fails later shows that copy with the stale notice, as a copy with rows is (bb30 g-D1, g-D2);
/// and a page answering a 3xx that is no redirect followed is an answer refused (65), not an
/// unreachable GitHub (bb30 g-D3).
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

    @Test("a page answering a 304 never asked for, or a redirect naming no Location: 65, never 'check your connection'", arguments: [
        StubResponse(status: 304), StubResponse(status: 301), StubResponse(status: 302),
    ])
    func unfollowedRedirects(answer: StubResponse) async throws {
        let server = try LoopbackServer { _, _ in answer }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let developers = try await sandbox.run(["developers", "--api-url", server.baseURL])
        let page = try await sandbox.run(["--scope", "all", "--source", "page", "--api-url", server.baseURL])

        for result in [developers, page] {
            #expect(result.status == 65, "\(result)")
            #expect(!result.stderr.contains("Check your connection") && !result.stderr.contains("not HTTP"), "\(result.stderr)")
        }
    }
}
