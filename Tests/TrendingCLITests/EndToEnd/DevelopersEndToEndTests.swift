import Foundation
import Testing
import TrendingTestSupport

/// `trending developers` against a loopback stand-in serving the trending developers page.
@Suite("trending developers, end to end")
struct DevelopersEndToEndTests {
    static func page() -> Data { Fixtures.data("trending-page/developers-2026.html") }

    static func server(_ answer: @escaping @Sendable (RecordedRequest, Int) -> StubResponse = { _, _ in
        StubResponse(status: 200, headers: [("Content-Type", "text/html; charset=utf-8"), ("ETag", "W/\"d1\"")], body: DevelopersEndToEndTests.page())
    }) throws -> LoopbackServer {
        try LoopbackServer(handler: answer)
    }

    @Test("lists the page's developers with their popular repos, asking the web host without the token")
    func list() async throws {
        let server = try Self.server()
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(
            ["developers", "--since", "weekly", "--language", "C#", "--spoken-language", "en", "--api-url", server.baseURL],
            extra: ["GITHUB_TOKEN": "ghp_secret", "COLUMNS": "80"]
        )

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix(" 1. ada-k  Ada Kowalski\n    lumen-labs/quill: A fast, embeddable notes engine & sync protocol\n\n 2. tkd  田中 健太\n"), "\(result.stdout)")
        #expect(result.stdout.contains(" 4. gull  Gull \"The Seabird\" O'Neil\n\n"))
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let request = try #require(server.requests.first)
        #expect(server.requests.count == 1)
        #expect(request.target == "/trending/developers/c%23?since=weekly&spoken_language_code=en")
        #expect(request.header("authorization") == nil)
        #expect(request.header("user-agent")?.hasPrefix("trending/") == true)
        #expect(request.header("accept") == "text/html")
    }

    @Test("the table fits any width: the description, then the name drop, then the popular repo is cut; no line ends in blanks", arguments: [100, 60, 30, 24, 12])
    func tableFits(columns: Int) async throws {
        let server = try Self.server()
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["developers", "--format", "table", "--api-url", server.baseURL], extra: ["COLUMNS": String(columns)])

        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 26)
        #expect(lines.allSatisfy { $0.count <= columns }, "wider than \(columns): \(lines.filter { $0.count > columns })")
        #expect(!lines.contains { $0.hasSuffix(" ") }, "\(lines.filter { $0.hasSuffix(" ") })")
        #expect(lines.first?.hasPrefix(" #  LOGIN") == true, "\(lines.first ?? "")")
    }

    @Test("prints JSON with rank, login, name, url, popular_repo and popular_repo_description, the url derived")
    func json() async throws {
        let server = try Self.server()
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["developers", "--json", "--api-url", server.baseURL])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])

        #expect(result.status == 0)
        #expect(array.count == 25)
        #expect(result.stdout.hasPrefix("[\n  {\n    \"rank\": 1,\n    \"login\": \"ada-k\",\n    \"name\": \"Ada Kowalski\",\n    \"url\": \"\(server.baseURL)/ada-k\",\n    \"popular_repo\": \"lumen-labs/quill\",\n    \"popular_repo_description\": \"A fast, embeddable notes engine & sync protocol\"\n  },"), "\(result.stdout)")
        #expect(array[2]["name"] is NSNull && array[3]["popular_repo"] is NSNull)
    }

    @Test("prints TSV and a table")
    func tsvAndTable() async throws {
        let server = try Self.server()
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let tsv = try await sandbox.run(["developers", "--format", "tsv", "--api-url", server.baseURL])
        let table = try await sandbox.run(["developers", "--format", "table", "--api-url", server.baseURL], extra: ["COLUMNS": "100"])

        let lines = tsv.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "rank\tlogin\tname\turl\tpopular_repo\tpopular_repo_description")
        #expect(lines[1] == "1\tada-k\tAda Kowalski\t\(server.baseURL)/ada-k\tlumen-labs/quill\tA fast, embeddable notes engine & sync protocol")
        #expect(lines.count == 26)
        let tableLines = table.stdout.split(separator: "\n").map(String.init)
        #expect(tableLines.first?.hasPrefix(" #  LOGIN") == true, "\(table.stdout)")
        #expect(tableLines.allSatisfy { $0.count <= 100 })
        #expect(server.requests.count == 1, "the second run reads the cache")
    }

    @Test("revalidates with the ETag on --refresh, and --offline reads the cache only")
    func cache() async throws {
        let server = try Self.server { request, _ in
            request.header("if-none-match") == "W/\"d1\""
                ? StubResponse(status: 304)
                : StubResponse(status: 200, headers: [("ETag", "W/\"d1\"")], body: DevelopersEndToEndTests.page())
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let offlineFirst = try await sandbox.run(["developers", "--offline", "--api-url", server.baseURL])
        _ = try await sandbox.run(["developers", "--api-url", server.baseURL])
        let refreshed = try await sandbox.run(["developers", "--refresh", "--api-url", server.baseURL])
        let offline = try await sandbox.run(["developers", "--offline", "--api-url", server.baseURL])

        #expect(offlineFirst.status == 69 && offlineFirst.stdout.isEmpty)
        #expect(offlineFirst.stderr.contains("error: Nothing cached for GitHub's trending developers page"), "\(offlineFirst.stderr)")
        #expect(refreshed.status == 0 && refreshed.stdout.contains("ada-k"))
        #expect(server.requests.count == 2)
        #expect(server.requests.last?.header("if-none-match") == "W/\"d1\"")
        #expect(offline.status == 0 && offline.stdout.contains("ada-k"))
        #expect(offline.stderr.isEmpty, "a copy within --max-age is shown as the list shows one: \(offline.stderr)")
    }

    @Test("--offline says nothing of a copy younger than --max-age, and how old one older than --max-age is, as the list does")
    func offlineNoteOnlyWhenOld() async throws {
        let server = try Self.server()
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["developers", "-q", "--api-url", server.baseURL])

        let fresh = try await sandbox.run(["developers", "--offline", "--api-url", server.baseURL])
        let hourLater = try await sandbox.run(
            ["developers", "--offline", "--max-age", "2h", "--api-url", server.baseURL], extra: ["TRENDING_NOW": "2026-11-23T13:00:00Z"]
        )
        let twoDaysLater = try await sandbox.run(
            ["developers", "--offline", "--api-url", server.baseURL], extra: ["TRENDING_NOW": "2026-11-25T12:00:00Z"]
        )

        #expect(fresh.status == 0 && fresh.stdout.contains("ada-k"))
        #expect(fresh.stderr.isEmpty, "\(fresh.stderr)")
        #expect(hourLater.stderr.isEmpty, "\(hourLater.stderr)")
        #expect(twoDaysLater.status == 0 && twoDaysLater.stdout.contains("ada-k"))
        #expect(twoDaysLater.stderr == "note: Offline: showing the developers page fetched 2 days ago.\n", "\(twoDaysLater.stderr)")
        #expect(server.requests.count == 1)
    }

    @Test("a failing refresh names the page's status as the repo list's notice does: 'the page answered HTTP 500'")
    func staleReasonWords() async throws {
        let failing = Locked(false)
        let server = try Self.server { _, _ in
            failing.value
                ? StubResponse(status: 500, body: Data("<h1>down</h1>".utf8))
                : StubResponse(status: 200, headers: [("Content-Type", "text/html; charset=utf-8")], body: DevelopersEndToEndTests.page())
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["developers", "--api-url", server.baseURL])
        failing.mutate { $0 = true }

        let stale = try await sandbox.run(["developers", "--refresh", "--api-url", server.baseURL])

        #expect(stale.status == 0 && stale.stdout.contains("ada-k"), "\(stale)")
        #expect(stale.stderr == "warning: Showing the developers page fetched just now: could not refresh (the page answered HTTP 500).\n", "\(stale.stderr)")
    }

    @Test("a page that can't be read exits 65, a 404 66, an unreachable one 69, a rate limit 75; a cached copy stands in with a warning")
    func failures() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let garbage = try Self.server { _, _ in StubResponse(status: 200, body: Data("<html><body>Nothing here</body></html>".utf8)) }
        let limited = try Self.server { _, _ in StubResponse(status: 429, headers: [("Retry-After", "3600")]) }
        let down = try Self.server { _, _ in StubResponse(status: 503) }
        let missing = try Self.server { _, _ in StubResponse(status: 404) }
        let looping = try Self.server { request, _ in StubResponse(status: 302, headers: [("Location", request.path)]) }
        defer { garbage.stop(); limited.stop(); down.stop(); missing.stop(); looping.stop() }

        let unreadable = try await sandbox.run(["developers", "--api-url", garbage.baseURL])
        let rateLimited = try await sandbox.run(["developers", "--api-url", limited.baseURL])
        let unavailable = try await sandbox.run(["developers", "--api-url", down.baseURL])
        let notFound = try await sandbox.run(["developers", "--language", "nosuch", "--api-url", missing.baseURL])
        let redirectLoop = try await sandbox.run(["developers", "--api-url", looping.baseURL])

        #expect(unreadable.status == 65 && unreadable.stdout.isEmpty)
        #expect(unreadable.stderr.contains("error: GitHub's trending developers page could not be read"), "\(unreadable.stderr)")
        #expect(rateLimited.status == 75, "\(rateLimited)")
        #expect(unavailable.status == 69, "\(unavailable)")
        // The same rule as the repo list's page: a 404 is "not found".
        #expect(notFound.status == 66 && notFound.stdout.isEmpty, "\(notFound)")
        // A redirect loop is an answer that fails the same every time: GitHub was reached.
        #expect(redirectLoop.status == 65 && redirectLoop.stderr.contains("too many redirects"), "\(redirectLoop)")
        #expect(!redirectLoop.stderr.contains("Check your connection"), "\(redirectLoop.stderr)")

        // With a copy cached for this server, the failure costs only a warning.
        let good = try Self.server()
        defer { good.stop() }
        _ = try await sandbox.run(["developers", "--api-url", good.baseURL])
        good.stop()
        let stale = try await sandbox.run(["developers", "--refresh", "--api-url", good.baseURL])
        #expect(stale.status == 0 && stale.stdout.contains("ada-k"), "\(stale)")
        #expect(stale.stderr.contains("warning: Showing the developers page fetched"), "\(stale.stderr)")
    }

    @Test("warns that an unreadable cached page was moved aside, and fetches the page again")
    func corruptCache() async throws {
        let server = try Self.server()
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["developers", "--api-url", server.baseURL])
        let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.cacheDirectory.path).filter { $0.contains("page-") }
        let file = try #require(files.first)
        try Data("{broken".utf8).write(to: sandbox.cacheDirectory.appendingPathComponent(file))

        let result = try await sandbox.run(["developers", "--api-url", server.baseURL])

        #expect(result.status == 0 && result.stdout.contains("ada-k"))
        #expect(result.stderr.contains("warning: The cached developers page was unreadable; it was moved to"), "\(result.stderr)")
        #expect(server.requests.count == 2)
    }

    @Test("strips escape sequences from the page's names and descriptions before the terminal")
    func hostileText() async throws {
        let html = "<article class=\"Box-row d-flex\"><a href=\"/mallory\"><img src=\"x\"></a><h1 class=\"h3\"><a href=\"/mallory\">Mal\u{1B}]52;c;ZXZpbA==\u{07}lory Evil &#27;[2J</a></h1>"
            + "<article><h1 class=\"h4\"><a href=\"/mallory/x\">x</a></h1><div>desc \u{1B}[31mred\u{9B}0m</div></article></article>"
        let server = try Self.server { _, _ in StubResponse(status: 200, body: Data(html.utf8)) }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let list = try await sandbox.run(["developers", "--api-url", server.baseURL])
        let tsv = try await sandbox.run(["developers", "--format", "tsv", "--api-url", server.baseURL])

        #expect(list.stdout == "1. mallory  Mallory Evil\n   mallory/x: desc red\n", "\(list.stdout.debugDescription)")
        #expect(!tsv.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B })
    }

    @Test("rejects a spoken language that is not a code, and positionals, as usage errors")
    func usage() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }

        let bad = try await sandbox.run(["developers", "--spoken-language", "english!"])
        let positional = try await sandbox.run(["developers", "octo"])
        let format = try await sandbox.run(["developers", "--format", "atom"])

        #expect(bad.status == 64 && positional.status == 64 && format.status == 64)
    }
}
