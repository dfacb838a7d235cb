import Foundation
import Testing
import TrendingTestSupport

/// Text of GitHub's trending pages is decoded once, on the way in: the same output from the
/// network and from the cache, and an entity the page itself escaped stays as the page shows it.
@Suite("trending page text decoded once, end to end")
struct PageTextEndToEndTests {
    /// The page's HTML for `<b>` (`&lt;b&gt;`), then text that reads `&lt;i&gt;` on the page
    /// (`&amp;lt;i&amp;gt;`), then an escaped character reference that must never become ESC.
    static let written = "A &lt;b&gt; B &amp;lt;i&amp;gt; C &amp;amp; D esc&amp;#27;[31mRED"
    /// What GitHub's page shows for it, and so what trending prints.
    static let shown = "A <b> B &lt;i&gt; C &amp; D esc&#27;[31mRED"

    static func page(_ fixture: String, replacing original: String) -> StubResponse {
        let html = String(decoding: Fixtures.data("trending-page/\(fixture)"), as: UTF8.self)
            .replacingOccurrences(of: original, with: written)
        return StubResponse(status: 200, headers: [("Content-Type", "text/html; charset=utf-8")], body: Data(html.utf8))
    }

    @Test("a developers page's text prints the same from the network and from the cache")
    func developers() async throws {
        let page = Self.page("developers-2026.html", replacing: "A fast, embeddable notes engine &amp; sync protocol")
        let server = try LoopbackServer { _, _ in page }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let network = try await sandbox.run(["developers", "--format", "tsv", "--api-url", server.baseURL])
        let cached = try await sandbox.run(["developers", "--format", "tsv", "--api-url", server.baseURL])
        let list = try await sandbox.run(["developers", "--offline", "--api-url", server.baseURL], extra: ["COLUMNS": "200"])

        #expect(server.requests.count == 1, "the later runs read the cache")
        let firstRow = { (result: ProcessResult) in result.stdout.split(separator: "\n").dropFirst().first.map(String.init) }
        #expect(firstRow(network)?.hasSuffix("\tlumen-labs/quill\t\(Self.shown)") == true, "\(network.stdout)")
        #expect(firstRow(cached) == firstRow(network), "\(cached.stdout)")
        #expect(list.stdout.contains("lumen-labs/quill: \(Self.shown)\n"), "\(list.stdout)")
    }

    @Test("a repo page row's description prints as the page shows it, from the network and from the cache")
    func repos() async throws {
        let page = Self.page(
            "repos-2026-article.html", replacing: "A fast, embeddable notes engine &amp; sync protocol for &lt;local-first&gt; apps"
        )
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { request in
                GitHubStandIn.namedRepos(request) { GitHubStandIn.search([]) }
            }, history: { _, _ in
                GitHubStandIn.history(StarHistoryFixtures.weeks([0, 0, 1]))
            }, other: { request in
                request.path.hasPrefix("/trending") ? page : .json(404, #"{"message":"Not Found"}"#)
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let arguments = ["--scope", "all", "--source", "page", "--sort", "page", "--candidates", "1", "--api-url", server.baseURL]

        let network = try await sandbox.run(arguments + ["--json"])
        let listed = try await sandbox.run(arguments + ["--offline"], extra: ["COLUMNS": "200"])
        // Another list (another cache key) reads the page from the page's own cache.
        let fromPageCache = try await sandbox.run(arguments + ["--min-stars", "1", "--json"])

        #expect(network.status == 0, "\(network.stderr)")
        #expect(try Sandbox.objects(network).first?["description"] as? String == Self.shown, "\(network.stdout)")
        #expect(listed.stdout.contains("   \(Self.shown)\n"), "\(listed.stdout)")
        #expect(server.requests.filter { $0.path.hasPrefix("/trending") }.count == 1, "the page is cached")
        #expect(try Sandbox.objects(fromPageCache).first?["description"] as? String == Self.shown, "\(fromPageCache.stdout)")
    }
}
