import Foundation
import Testing
import TrendingTestSupport

/// A trending repo renamed between two days: yesterday's page listed `lumen-labs/quill`, today's
/// lists `lumen-labs/quill-ng`, and GitHub answers the old name's history with a 301 to the repo's
/// `/repositories/ID` form, as it does for a renamed repo.
@Suite("trending --scope all, a renamed trending repo, end to end")
struct RenamedRepoEndToEndTests {
    static let id = 163_272_511
    static let yesterday = "2026-11-22T12:00:00Z"

    static func server(renamed: Locked<Bool>) throws -> LoopbackServer {
        let base = Locked("")
        let server = try LoopbackServer { request, _ in
            let isRenamed = renamed.value
            if request.path.hasPrefix("/trending") {
                let html = String(decoding: Fixtures.data("trending-page/repos-2026-article.html"), as: UTF8.self)
                let page = isRenamed ? html.replacingOccurrences(of: "quill", with: "quill-ng") : html
                return StubResponse(status: 200, headers: [("Content-Type", "text/html; charset=utf-8")], body: Data(page.utf8))
            }
            if request.path == "/search/repositories" { return Self.search(request) }
            if request.path == "/repositories/\(Self.id)/stargazers/history" {
                return GitHubStandIn.history(StarHistoryFixtures.weeks([0, 0, 40]))
            }
            if isRenamed, request.path == "/repos/lumen-labs/quill/stargazers/history" {
                return .json(301, "", headers: [("Location", "\(base.value)/repositories/\(Self.id)/stargazers/history?\(request.target.split(separator: "?").last ?? "")")])
            }
            return GitHubStandIn.route(request, search: Self.search, history: { _, _ in GitHubStandIn.history(StarHistoryFixtures.weeks([0, 0, 5])) })
        }
        base.mutate { $0 = server.baseURL }
        return server
    }

    /// Rows named by `repo:` terms, each with its own id (the renamed repo's under both names); other searches find none.
    static func search(_ request: RecordedRequest) -> StubResponse {
        let terms = (request.queryItems["q"] ?? "").replacingOccurrences(of: "+", with: " ").split(separator: " ").filter { $0.hasPrefix("repo:") }
        let items = terms.map { term in
            let name = String(term.dropFirst("repo:".count)), parts = name.split(separator: "/")
            let id = name.hasPrefix("lumen-labs/quill") ? Self.id : 10_000 + abs(name.hashValue % 10_000)
            return #"{"id":\#(id),"name":"\#(parts.last ?? "")","full_name":"\#(name)","owner":{"login":"\#(parts.first ?? "")"},"html_url":"https://github.com/\#(name)","description":null,"language":null,"stargazers_count":5000,"forks_count":0,"created_at":"2020-01-01T00:00:00Z"}"#
        }
        return .json(200, #"{"total_count":\#(items.count),"incomplete_results":false,"items":[\#(items.joined(separator: ","))]}"#)
    }

    @Test("listed once, under its new name, fresh, from the cache and offline; the old name's history was asked and followed")
    func listedOnce() async throws {
        let renamed = Locked(false)
        let server = try Self.server(renamed: renamed)
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let command = ["--scope", "all", "--api-url", server.baseURL, "--json", "--limit", "40"]

        let before = try await sandbox.run(command, extra: ["TRENDING_NOW": Self.yesterday])
        let bookmarked = try await sandbox.run(["bookmark", "lumen-labs/quill", "--api-url", server.baseURL], extra: ["TRENDING_NOW": Self.yesterday])
        renamed.mutate { $0 = true }
        let fresh = try await sandbox.run(command)
        let cached = try await sandbox.run(command)
        let offline = try await sandbox.run(command + ["--offline"])

        #expect(try Sandbox.objects(before).contains { $0["full_name"] as? String == "lumen-labs/quill" }, "\(before.stderr)")
        #expect(server.requests.contains { $0.path == "/repos/lumen-labs/quill/stargazers/history" })
        #expect(server.requests.contains { $0.path == "/repositories/\(Self.id)/stargazers/history" })
        for result in [fresh, cached, offline] {
            #expect(result.status == 0, "\(result.stderr)")
            let names = try Sandbox.objects(result).compactMap { $0["full_name"] as? String }
            #expect(names.contains("lumen-labs/quill-ng"), "\(names)")
            #expect(!names.contains("lumen-labs/quill"), "one repo, one row: \(names)")
            // The bookmark and the seen mark went with the repo, as `show` moves them.
            let row = try #require(try Sandbox.objects(result).first { $0["full_name"] as? String == "lumen-labs/quill-ng" })
            #expect(row["bookmarked"] as? Bool == true && row["new"] as? Bool == false, "\(row)")
        }
        #expect(bookmarked.status == 0, "\(bookmarked)")
        let bookmarks = try await sandbox.run(["bookmarks", "--api-url", server.baseURL])
        #expect(bookmarks.stdout.contains("lumen-labs/quill-ng") && !bookmarks.stdout.contains("lumen-labs/quill\n"), "\(bookmarks)")
    }
}
