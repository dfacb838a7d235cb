import Foundation
import Testing
import TrendingTestSupport

/// The built `trending` binary against a loopback server: stdout, stderr, exit code and requests.
@Suite("trending list, end to end")
struct ListEndToEndTests {
    @Test("first run fetches, prints the list and caches it")
    func firstRun() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "3"])

        #expect(result.status == 0)
        #expect(result.stdout == """
            1. octo-org/rocket  ★ 9.8k  Swift
               Launch-ready template for Swift command-line tools: argument parsing, colour…
               created 22 hours ago · +9.8k ★ in 24 h · NEW

            2. lowtide/vortex-flow  ★ 9.5k  Dart
               A local-first 2D game engine. Streaming output, vim keybindings, no config.
               created 1 hour ago · +9.5k ★ in 24 h · NEW

            3. quinfelny-io/relay-cli  ★ 9.0k  C++
               Yet another LLM agent framework, with hot reload and built-in benchmarks.
               created 21 hours ago · +9.0k ★ in 24 h · NEW

            """)
        #expect(result.stderr == "", "no progress or notices when stderr is not a terminal")
        #expect(!result.stdout.contains("\u{1B}"), "no colour in a pipe")
        let request = try #require(server.requests.first)
        #expect(server.requests.count == 1)
        #expect(request.method == "GET")
        #expect(request.target == "/search/repositories?q=created%3A%3E%3D2026-11-22T12%3A00%3A00Z&sort=stars&order=desc&per_page=3")
        #expect(request.header("accept") == "application/vnd.github+json")
        #expect(request.header("x-github-api-version") == "2022-11-28")
        #expect(request.header("user-agent") == "trending/0.1.0")
        #expect(request.header("authorization") == nil)
        #expect(sandbox.cacheFiles() == ["127.0.0.1-\(server.port)-search-daily-all.json"])
    }

    @Test("a second run within max-age is served from the cache with no request")
    func cachedRun() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }

        let first = try await sandbox.run(["--api-url", server.baseURL, "--limit", "5"])
        let second = try await sandbox.run(["--api-url", server.baseURL, "--limit", "5"])
        let fewer = try await sandbox.run(["--api-url", server.baseURL, "--limit", "2"])

        #expect(server.requests.count == 1)
        #expect(second.status == 0)
        #expect(second.stdout == first.stdout.replacingOccurrences(of: " · NEW", with: ""), "the same list, now seen")
        #expect(second.stderr == "")
        #expect(fewer.stdout.hasPrefix("1. octo-org/rocket"))
        #expect(!fewer.stdout.contains("3. "))
    }

    @Test("a larger --limit than the cache holds fetches again")
    func largerLimitFetches() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }

        _ = try await sandbox.run(["--api-url", server.baseURL, "--limit", "5"])
        let more = try await sandbox.run(["--api-url", server.baseURL, "--limit", "10"])

        #expect(more.status == 0)
        #expect(server.requests.map { $0.queryItems["per_page"] } == ["5", "10"])
    }

    @Test("a stale cache is refreshed from GitHub")
    func staleCacheRefreshes() async throws {
        let (sandbox, server) = try makeSUT([.search(), .search("search/edge-cases.json")])
        defer { sandbox.remove(); server.stop() }

        _ = try await sandbox.run(["--api-url", server.baseURL])
        let later = try await sandbox.run(["--api-url", server.baseURL, "--max-age", "0"])

        #expect(server.requests.count == 2)
        #expect(later.stdout.hasPrefix(" 1. kosmos-labs/starfall  ★ 5.0B  Rust"))
    }

    @Test("--refresh asks GitHub even when the cache is fresh")
    func refresh() async throws {
        let (sandbox, server) = try makeSUT([.search(), .search("search/edge-cases.json")])
        defer { sandbox.remove(); server.stop() }

        _ = try await sandbox.run(["--api-url", server.baseURL])
        let refreshed = try await sandbox.run(["--api-url", server.baseURL, "--refresh"])

        #expect(server.requests.count == 2)
        #expect(refreshed.stdout.hasPrefix(" 1. kosmos-labs/starfall"))
    }

    @Test("--refresh with the server down shows the cache with a notice and exits 0")
    func refreshServerDown() async throws {
        // The server stays bound (so no other test can take its port, which names the cache)
        // but drops every later connection unanswered, as a dead server does.
        let (sandbox, server) = try makeSUT([.search(), StubResponse.search().behaving(.closeWithoutResponse)])
        defer { sandbox.remove(); server.stop() }
        let cached = try await sandbox.run(["--api-url", server.baseURL, "--limit", "3"])

        let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "3", "--refresh"])

        #expect(result.status == 0)
        #expect(result.stdout == cached.stdout.replacingOccurrences(of: " · NEW", with: ""))
        #expect(result.stderr.hasPrefix("warning: Showing the list fetched just now: could not refresh (GitHub is unreachable: "))
        #expect(result.stderr.hasSuffix(").\n"))
        #expect(server.requests.count == 5, "1 fetch, then 4 attempts at the refresh")
    }

    @Test("no cache and no server shows the error view and exits 69")
    func noCacheNoServer() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }

        let result = try await sandbox.run(["--api-url", "http://127.0.0.1:\(LoopbackServer.unusedPort())"])

        #expect(result.status == 69)
        #expect(result.stdout == "")
        let lines = result.stderr.split(separator: "\n")
        try #require(lines.count == 3)
        #expect(lines.first == "error: Could not reach GitHub")
        #expect(lines[1].hasPrefix("  GitHub is unreachable: "))
        #expect(lines[1].hasSuffix("Nothing is cached for this query yet, so there is nothing to fall back on."))
        #expect(lines[2] == "  Check your connection (and --api-url or GITHUB_API_URL if set), then try again.")
        #expect(sandbox.cacheFiles().isEmpty)
    }

    @Test("--offline shows the cache, however old, without a request")
    func offlineWithCache() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }
        let cached = try await sandbox.run(["--api-url", server.baseURL, "--limit", "4"])

        let result = try await sandbox.run(
            ["--api-url", server.baseURL, "--limit", "4", "--offline"],
            extra: ["TRENDING_NOW": "2026-11-25T12:00:00Z"]
        )

        #expect(server.requests.count == 1)
        #expect(result.status == 0)
        #expect(result.stderr == "note: Offline: showing the list fetched 2 days ago.\n")
        #expect(result.stdout.split(separator: "\n").first == cached.stdout.split(separator: "\n").first)
    }

    @Test("--offline with nothing cached exits 69 without a request")
    func offlineWithoutCache() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--offline"])

        #expect(result.status == 69)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("error: Nothing cached for daily trending repositories\n"))
        #expect(server.requests.isEmpty)
    }

    @Test("bad flags exit 64 with the reason on stderr and nothing on stdout", arguments: [
        (["--limit", "0"], "error: invalid value '0' for --limit; expected a whole number from 1 to 1000 (GitHub's search cap)"),
        (["--limit", "1001"], "error: invalid value '1001' for --limit; expected a whole number from 1 to 1000 (GitHub's search cap)"),
        (["--since", "yearly"], "error: invalid value 'yearly' for --since; expected daily, weekly or monthly"),
        (["--langauge", "swift"], "error: unknown option --langauge; did you mean --language?"),
        (["--refresh", "--offline"], "error: --refresh and --offline contradict each other; use one"),
    ])
    func badFlags(arguments: [String], firstLine: String) async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }

        let result = try await sandbox.run(arguments)

        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == "\(firstLine)\n  Run 'trending --help' for usage.\n")
    }

    @Test("--json prints every documented key, with nulls kept null")
    func json() async throws {
        let (sandbox, server) = try makeSUT([.search("search/edge-cases.json")])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--json", "--limit", "12"])

        #expect(result.status == 0)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(objects.count == 12)
        #expect(Set(objects[0].keys) == ["rank", "full_name", "owner", "name", "description", "language", "stars", "forks", "url", "created_at", "new", "bookmarked", "stars_delta", "delta_since", "stars_gained", "gained_since", "gained_source", "page_rank", "discovered_by"])
        #expect(objects[0]["page_rank"] is NSNull && objects[0]["discovered_by"] as? [String] == ["new"])
        #expect(objects[0]["stars"] as? Int == 5_000_000_000)
        #expect(objects.map { $0["rank"] as? Int } == Array(1...12))
        #expect(objects[7]["description"] is NSNull)
        #expect(objects[8]["language"] is NSNull)
        #expect(objects[9]["owner"] as? String == "someorg", "a null owner is taken from full_name")
        #expect(objects[0]["created_at"] as? String == "2026-11-23T08:11:25Z")
        // A new repo gained every star it has inside the window: no request needed.
        #expect(objects[0]["stars_gained"] as? Int == 5_000_000_000)
        #expect(objects[0]["gained_source"] as? String == "created")
        #expect(objects[0]["gained_since"] as? String == "2026-11-22T12:00:00Z")
    }

    @Test("no control character from the network reaches stdout or stderr", arguments: [false, true])
    func hostileText(json: Bool) async throws {
        let (sandbox, server) = try makeSUT([.search("search/hostile.json")])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "6"] + (json ? ["--json"] : []))

        #expect(result.status == 0)
        for output in [result.stdout, result.stderr] {
            let controls = output.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
            #expect(controls.isEmpty, "found \(controls.map { String($0.value, radix: 16) })")
        }
        if json {
            // Escaped controls would come back to life in a script that decodes and prints.
            let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            for value in objects.flatMap(\.values).compactMap({ $0 as? String }) {
                #expect(!value.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) },
                        "\(value.debugDescription)")
            }
        }
    }

    @Test("GITHUB_API_URL points at the server when --api-url is absent")
    func apiURLFromEnvironment() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--limit", "1"], extra: ["GITHUB_API_URL": server.baseURL])

        #expect(result.status == 0)
        #expect(server.requests.count == 1)
    }

    @Test("sends GITHUB_TOKEN as a bearer token and never prints or stores it")
    func token() async throws {
        let token = "ghp_SECRETtokenVALUE1234567890"
        let (sandbox, server) = try makeSUT([.search(), .json(401, Fixtures.data("errors/401-bad-credentials.json"))])
        defer { sandbox.remove(); server.stop() }

        let ok = try await sandbox.run(["--api-url", server.baseURL, "--limit", "2"], extra: ["GITHUB_TOKEN": token])
        let rejected = try await sandbox.run(["--api-url", server.baseURL, "--refresh", "--since", "weekly"], extra: ["GH_TOKEN": token])

        #expect(server.requests.map { $0.header("authorization") } == ["Bearer \(token)", "Bearer \(token)"])
        #expect(rejected.status == 77)
        #expect(rejected.stderr.hasPrefix("error: GitHub rejected the token\n"))
        for text in [ok.stdout, ok.stderr, rejected.stdout, rejected.stderr] {
            #expect(!text.contains(token))
        }
        for file in sandbox.cacheFiles() {
            let contents = try String(contentsOf: sandbox.cacheDirectory.appendingPathComponent(file), encoding: .utf8)
            #expect(!contents.contains(token))
        }
    }

    @Test("GitHub's errors with no cache map to their exit codes", arguments: [
        (422, "errors/422-validation-failed.json", [(String, String)](), Int32(65), "error: GitHub rejected the search"),
        (403, "errors/403-primary-rate-limit.json", [("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", "1795436100")], 75, "error: GitHub's rate limit is used up"),
        (403, "errors/403-forbidden.json", [], 77, "error: GitHub refused the request"),
        (502, "errors/502-bad-gateway.html", [], 69, "error: GitHub is having trouble"),
        (200, "errors/malformed.json", [], 65, "error: GitHub sent an unexpected answer"),
    ])
    func statusErrors(status: Int, fixture: String, headers: [(String, String)], code: Int32, title: String) async throws {
        let (sandbox, server) = try makeSUT([.json(status, Fixtures.data(fixture), headers: headers)])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL])

        #expect(result.status == code)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix(title + "\n"))
        #expect(result.stderr.split(separator: "\n").count == 3)
    }

    @Test("a corrupt cache file is moved aside with a warning, and the list is fetched")
    func corruptCache() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["--api-url", server.baseURL, "--limit", "1"])
        let file = try #require(sandbox.cacheFiles().first)
        try Data("{\"version\": 1, garbage".utf8).write(to: sandbox.cacheDirectory.appendingPathComponent(file))

        let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "1"])

        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("warning: The cache file was unreadable; it was moved to "))
        #expect(sandbox.cacheFiles() == [file, "\(file).corrupt-1795435200"])
        #expect(server.requests.count == 2)
    }

    @Test("--help and --version print on stdout and exit 0")
    func helpAndVersion() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }

        let help = try await sandbox.run(["--help"])
        let version = try await sandbox.run(["--version"])

        #expect(help.status == 0 && version.status == 0)
        #expect(help.stdout.contains("USAGE") && help.stdout.contains("EXIT CODES") && help.stdout.contains("--max-age"))
        #expect(version.stdout == "trending 0.1.0\n")
    }

    // MARK: - Helpers

    private func makeSUT(_ responses: [StubResponse]) throws -> (Sandbox, LoopbackServer) {
        (Sandbox(), try LoopbackServer(responses: responses))
    }
}
