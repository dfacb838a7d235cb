import Foundation
import Testing
import TrendingTestSupport

/// One search item GitHub describes badly costs only itself: the rest of the page is listed and
/// cached, and the warning counts each left-out repo once, however many pages repeat it.
@Suite("a bad search item costs only itself, end to end")
struct SearchItemFaultsEndToEndTests {
    @Test("an item whose created_at is no ISO 8601 time is left out alone, with a warning, and the rest is cached", arguments: [
        "bogus", "2026-11-23",
    ])
    func unreadableDate(createdAt: String) async throws {
        var bad = HostileAnswers.item(id: 2, name: "bad", description: "d")
        bad["created_at"] = createdAt
        let body = HostileAnswers.search([
            HostileAnswers.item(id: 1, name: "first", description: "d"), bad, HostileAnswers.item(id: 3, name: "last", description: "d"),
        ])
        let sandbox = Sandbox()
        let server = try LoopbackServer(handler: { _, _ in .json(200, body) })
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--json"])
        let offline = try await sandbox.run(["--api-url", server.baseURL, "--json", "--offline"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Sandbox.objects(result).map { $0["name"] as? String } == ["first", "last"])
        #expect(result.stderr.contains("Left out 1 repo GitHub described in a way trending cannot read."), "\(result.stderr)")
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(try Sandbox.objects(offline).map { $0["name"] as? String } == ["first", "last"])
    }

    @Test("an item whose html_url is null or no URL on the web host is listed, its page derived from its name", arguments: [
        nil, "http://127.0.0.1:P.evil.example/x",
    ] as [String?])
    func foreignPage(htmlURL: String?) async throws {
        var odd = HostileAnswers.item(id: 2, name: "odd", description: "d")
        odd["html_url"] = htmlURL ?? NSNull()
        let body = HostileAnswers.search([HostileAnswers.item(id: 1, name: "first", description: "d"), odd])
        let sandbox = Sandbox()
        let server = try LoopbackServer(handler: { _, _ in .json(200, body) })
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--json"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Sandbox.objects(result).map { $0["url"] as? String } == [
            "\(server.baseURL)/octo-org/first", "\(server.baseURL)/octo-org/odd",
        ])
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test("a bad repo on pages 1 and 2 is counted once in the warning", arguments: [
        ("unreadable", "Left out 1 repo GitHub described in a way trending cannot read."),
        ("impossible", "Left out 1 repo with an impossible star count or date in GitHub's answer."),
    ])
    func repeatedBadRepo(kind: String, warning: String) async throws {
        var bad = HostileAnswers.item(id: 99, name: "bad", description: "d", stars: kind == "impossible" ? -5 : 100)
        if kind == "unreadable" { bad["created_at"] = "bogus" }
        let pages = (0...1).map { index in
            HostileAnswers.search([
                HostileAnswers.item(id: index * 10 + 1, name: "r\(index)a", description: "d"), bad,
                HostileAnswers.item(id: index * 10 + 2, name: "r\(index)b", description: "d"),
            ])
        }
        let sandbox = Sandbox()
        let server = try LoopbackServer(linkingBack: { _, index, base in
            let link = [("Link", "<\(base)/search/repositories?q=x&page=2>; rel=\"next\"")]
            return .json(200, pages[min(index, 1)], headers: index == 0 ? link : [])
        })
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "4", "--format", "tsv"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(server.requests.count == 2)
        #expect(result.stdout.split(separator: "\n").count == 1 + 4)
        #expect(result.stderr.contains(warning), "\(result.stderr)")
    }
}
