import Foundation
import Testing
import TrendingTestSupport

/// Paging against servers whose `Link` headers never end: the binary stops with a notice.
@Suite("trending paging cannot run away, end to end")
struct PagingEndToEndTests {
    @Test("a Link repeating a page already fetched stops paging with a notice")
    func repeatedLink() async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(linkingBack: { _, index, base in
            HostileResponses.page(ids: (index * 100 + 1)...(index * 100 + 100), next: base + "/search/repositories?q=stars&page=2")
        })
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "500", "--format", "tsv", "--timeout", "60"])

        #expect(result.status == 0)
        #expect(server.requests.count == 2)
        #expect(result.stdout.split(separator: "\n").count == 1 + 200)
        #expect(result.stderr.contains("This list is partial: the server's next-page link repeated a page already fetched"))
    }

    @Test("a Link to another server is never followed: the list is partial, with a notice")
    func foreignLink() async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(linkingBack: { _, index, _ in
            HostileResponses.page(ids: (index * 100 + 1)...(index * 100 + 100), next: "http://localhost:9/search/repositories?q=stars&page=2")
        })
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "150", "--format", "tsv"])

        #expect(result.status == 0)
        #expect(server.requests.count == 1)
        #expect(result.stdout.split(separator: "\n").count == 1 + 100)
        #expect(result.stderr.contains("This list is partial: the server's next-page link named another server"), "\(result.stderr)")
    }

    @Test("pages of 30 that link on are followed until --limit 60 is met, with no partial notice")
    func shortPages() async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(linkingBack: { _, index, base in
            HostileResponses.page(ids: (index * 30 + 1)...(index * 30 + 30), next: base + "/search/repositories?q=x&page=\(index + 2)")
        })
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "60", "--format", "tsv", "--timeout", "60"])

        #expect(result.status == 0)
        #expect(server.requests.count == 2)
        #expect(result.stdout.split(separator: "\n").count == 1 + 60)
        #expect(!result.stderr.contains("partial"), "\(result.stderr)")
    }

    @Test("never more than 10 search pages per command (issue 10; bb36 w-D2)")
    func tenPages() async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(linkingBack: { _, index, base in
            HostileResponses.page(ids: (index * 10 + 1)...(index * 10 + 10), next: base + "/search/repositories?q=x&page=\(index + 2)")
        })
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "1000", "--format", "tsv", "--timeout", "60"])

        #expect(result.status == 0)
        #expect(server.requests.count == 10)
        #expect(result.stderr.contains("This list is partial: paging stopped after 10 pages, the most one list asks for"))
    }

    @Test("a next page that lists only repos already fetched stops paging with a notice, and is not cached as whole", arguments: [
        "a new address answering page 1 again", "page 2 repeating page 1, with no next link",
    ])
    func repeatedItems(shape: String) async throws {
        let sandbox = Sandbox()
        let repeatsAfterTwo = shape.hasPrefix("a new address")
        let server = try LoopbackServer(linkingBack: { _, index, base in
            let next = base + "/search/repositories?q=x&page=\(index + 2)"
            switch (repeatsAfterTwo, index % 3) {
            case (true, 0): return HostileResponses.page(ids: 1...100, next: next)
            case (true, 1): return HostileResponses.page(ids: 101...200, next: next)
            case (false, 0): return HostileResponses.page(ids: 1...100, next: next)
            default: return .json(200, HostileResponses.searchBody(ids: 1...100))
            }
        })
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "250", "--format", "tsv", "--timeout", "60"])
        let before = server.requests.count
        let again = try await sandbox.run(["--api-url", server.baseURL, "--limit", "250", "--format", "tsv", "--timeout", "60"])

        #expect(result.status == 0)
        #expect(before == (repeatsAfterTwo ? 3 : 2))
        #expect(result.stdout.split(separator: "\n").count == 1 + (repeatsAfterTwo ? 200 : 100))
        #expect(result.stderr.contains("This list is partial: the server's next page repeated repos already listed, so paging stopped."), "\(result.stderr)")
        #expect(again.status == 0 && server.requests.count > before, "a partial list is asked again, not served as whole")
    }
}
