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

    @Test("never more than 40 search pages per command")
    func tenPages() async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(linkingBack: { _, index, base in
            HostileResponses.page(ids: (index * 10 + 1)...(index * 10 + 10), next: base + "/search/repositories?q=x&page=\(index + 2)")
        })
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "1000", "--format", "tsv", "--timeout", "60"])

        #expect(result.status == 0)
        #expect(server.requests.count == 40)
        #expect(result.stderr.contains("This list is partial: paging stopped after 40 pages, the most one list asks for"))
    }
}
