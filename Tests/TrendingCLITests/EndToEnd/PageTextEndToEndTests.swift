import Foundation
import Testing
import TrendingTestSupport

/// Text of GitHub's trending pages is decoded once, on the way in, which gives GitHub's own text
/// (the API's form); every output then decodes it as it decodes API text: the same output from the
/// network and from the cache, and the same as the API's text for the same repo gives.
@Suite("trending page text decoded once, end to end")
struct PageTextEndToEndTests {
    /// The page's HTML for `<b>` (`&lt;b&gt;`), then text that reads `&lt;i&gt;` on the page
    /// (`&amp;lt;i&amp;gt;`), then an escaped character reference that must never become ESC.
    static let written = "A &lt;b&gt; B &amp;lt;i&amp;gt; C &amp;amp; D esc&amp;#27;[31mRED"
    /// GitHub's own text, which the page escaped once into `written`.
    static let apiText = "A <b> B &lt;i&gt; C &amp; D esc&#27;[31mRED"
    /// What trending prints for it: entities decoded, as for any API text, and the escape
    /// sequence `&#27;` stood for removed.
    static let shown = "A <b> B <i> C & D escRED"

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

    @Test("a repo page row's description prints as the API's text does (show, search rows), from the network and from the cache")
    func repos() async throws {
        let page = Self.page(
            "repos-2026-article.html", replacing: "A fast, embeddable notes engine &amp; sync protocol for &lt;local-first&gt; apps"
        )
        let details = #"{"id":163272511,"full_name":"lumen-labs/quill","owner":{"login":"lumen-labs","type":"Organization"},"html_url":"https://github.com/lumen-labs/quill","description":"\#(Self.apiText)","language":"Rust","stargazers_count":100,"forks_count":0,"subscribers_count":0,"open_issues_count":0,"topics":[],"homepage":null,"default_branch":"main","created_at":"2020-01-01T00:00:00Z","pushed_at":"2026-11-20T00:00:00Z","archived":false,"fork":false,"is_template":false}"#
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { request in
                GitHubStandIn.namedRepos(request) { GitHubStandIn.search([]) }
            }, history: { _, _ in
                GitHubStandIn.history(StarHistoryFixtures.weeks([0, 0, 1]))
            }, other: { request in
                if request.path.hasPrefix("/trending") { return page }
                return request.path == "/repos/lumen-labs/quill" ? .json(200, details) : .json(404, #"{"message":"Not Found"}"#)
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let arguments = ["--scope", "all", "--source", "page", "--sort", "page", "--candidates", "1", "--api-url", server.baseURL]
        let decoded = Self.shown

        let network = try await sandbox.run(arguments + ["--json"])
        let listed = try await sandbox.run(arguments + ["--offline"], extra: ["COLUMNS": "200"])
        // Another list (another cache key) reads the page from the page's own cache.
        let fromPageCache = try await sandbox.run(arguments + ["--min-stars", "1", "--json"])
        let shown = try await sandbox.run(["show", "lumen-labs/quill", "--json", "--api-url", server.baseURL])

        #expect(network.status == 0, "\(network.stderr)")
        #expect(try Sandbox.objects(network).first?["description"] as? String == decoded, "\(network.stdout)")
        #expect(listed.stdout.contains("   \(decoded)\n"), "\(listed.stdout)")
        #expect(server.requests.filter { $0.path.hasPrefix("/trending") }.count == 1, "the page is cached")
        #expect(try Sandbox.objects(fromPageCache).first?["description"] as? String == decoded, "\(fromPageCache.stdout)")
        #expect(shown.status == 0, "\(shown.stderr)")
        let detail = try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any]
        #expect(detail?["description"] as? String == decoded, "\(shown.stdout)")
    }
}
