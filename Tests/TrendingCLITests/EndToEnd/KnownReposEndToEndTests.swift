import Foundation
import Testing
import TrendingTestSupport

/// Bookmarks and `show --offline` filling in from what the cache already knows.
@Suite("what the cache knows, end to end")
struct KnownReposEndToEndTests {
    @Test("a bookmark of a repo in a cached list shows its details at once")
    func bookmarkFromList() async throws {
        let (sandbox, server, api) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["--limit", "3"], extra: api)

        let added = try await sandbox.run(["bookmark", "Octo-Org/Rocket"], extra: api)
        let json = try Sandbox.objects(try await sandbox.run(["bookmarks", "--json"], extra: api))
        let human = try await sandbox.run(["bookmarks"], extra: api)

        #expect(added.status == 0)
        #expect(json.first?["stars"] as? Int == 9812)
        // The fixture's github.com page is not this API's web host: the page is derived from the API base.
        #expect(json.first?["url"] as? String == server.baseURL + "/octo-org/rocket")
        #expect(human.stdout.hasPrefix("octo-org/rocket  ★ 9.8k  Swift\n"), "in GitHub's case, with what the list knows: \(human.stdout)")
        #expect(server.requests.count == 1, "only the list asked GitHub")
    }

    @Test("a bookmark of a repo with cached details shows them at once")
    func bookmarkFromDetail() async throws {
        let (sandbox, server, api) = try makeSUT([.json(200, Fixtures.data("repos/solo-dev__tiny-tool.json"))])
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["show", "solo-dev/tiny-tool"], extra: api)

        _ = try await sandbox.run(["bookmark", "solo-dev/tiny-tool"], extra: api)
        let json = try Sandbox.objects(try await sandbox.run(["bookmarks", "--json"], extra: api))

        #expect(json.first?["stars"] is Int, "\(json)")
        #expect(json.first?["url"] as? String == server.baseURL + "/solo-dev/tiny-tool")
    }

    @Test("show --offline with no cached details shows the list's summary, and says so")
    func showFromList() async throws {
        let (sandbox, server, api) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["--limit", "3"], extra: api)

        let human = try await sandbox.run(["show", "octo-org/rocket", "--offline"], extra: api)
        let json = try await sandbox.run(["--offline", "show", "octo-org/rocket", "--json"], extra: api)
        let unknown = try await sandbox.run(["show", "someone/else", "--offline"], extra: api)

        #expect(human.status == 0, "\(human.stderr)")
        #expect(human.stdout.contains("  Stars     9,812\n"), "\(human.stdout)")
        #expect(!human.stdout.contains("Watchers"), "a list knows no watchers")
        #expect(human.stderr.hasPrefix("note: Offline: no details are cached, so this is the list's summary"), "\(human.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["stargazers_count"] as? Int == 9812 && object["subscribers_count"] is NSNull)
        #expect(unknown.status == 69 && unknown.stderr.hasPrefix("error: Repository someone/else is not cached"), "\(unknown.stderr)")
        #expect(server.requests.count == 1, "\(server.requests.map(\.target))")
    }

    private func makeSUT(_ responses: [StubResponse]) throws -> (Sandbox, LoopbackServer, [String: String]) {
        let server = try LoopbackServer(responses: responses)
        return (Sandbox(), server, ["GITHUB_API_URL": server.baseURL])
    }
}
