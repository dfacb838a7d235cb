import Foundation
import Testing
import TrendingTestSupport

/// The built binary against a fault-injecting loopback server: request counts, exit codes,
/// messages and timing bounds. The sandbox shrinks retry waits (TRENDING_RETRY_BASE/CAP).
@Suite("trending resilience, end to end")
struct ResilienceEndToEndTests {
    @Test("retries 5xx 3 times, 4 attempts in all, then exits 69")
    func serverErrors() async throws {
        let (sandbox, server) = try makeSUT([.json(502, Fixtures.data("errors/502-bad-gateway.html"))])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL])

        #expect(result.status == 69)
        #expect(server.requests.count == 4)
        #expect(result.stderr.hasPrefix("error: GitHub is having trouble\n  GitHub answered HTTP 502."))
        #expect(result.duration < .seconds(45), "generous: the machine may be busy; a runaway retry loop takes far longer")
    }

    @Test("a retry that succeeds shows the list and exits 0")
    func recovers() async throws {
        let (sandbox, server) = try makeSUT([.json(503, ""), .json(502, "<html></html>"), .search()])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "2"])

        #expect(result.status == 0)
        #expect(server.requests.count == 3)
        #expect(result.stdout.hasPrefix("1. octo-org/rocket"))
    }

    @Test("a body cut short is retried like any transport failure, then exits 69")
    func truncated() async throws {
        let (sandbox, server) = try makeSUT([StubResponse.search().behaving(.truncate(afterBodyBytes: 2000))])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL])

        #expect(result.status == 69)
        #expect(server.requests.count == 4)
        #expect(result.stderr.hasPrefix("error: Could not reach GitHub\n"))
    }

    @Test("an answer that stops the system's HTTP library (trailer fields after a chunked body) is said as such, retried as a dropped connection: no crash report, no installation problem, exit 69; a cached list stands in")
    func chunkedTrailer() async throws {
        var trailed = StubResponse.search().behaving(.chunked(trailer: [("X-Request-Cost", "1")]))
        trailed.headers.append(("Transfer-Encoding", "chunked"))
        let server = try LoopbackServer { [trailed] _, index in index == 4 ? .search() : trailed }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let cold = try await sandbox.run(["--api-url", server.baseURL])
        _ = try await sandbox.run(["--api-url", server.baseURL])
        let warm = try await sandbox.run(["--api-url", server.baseURL, "--refresh"])

        #expect(cold.status == 69, "\(cold.stderr)")
        #expect(server.requests.count == 9, "retried 3 times, as a dropped connection is")
        #expect(cold.stderr.contains("This system's HTTP library stopped on the answer"), "\(cold.stderr)")
        #expect(!cold.stderr.contains("Fatal error") && !cold.stderr.contains("crashed") && !cold.stderr.contains("reinstall"), "\(cold.stderr)")
        #expect(cold.stderr.split(separator: "\n").count < 6, "\(cold.stderr)")
        #expect(warm.status == 0 && warm.stderr.contains("could not refresh (this system's HTTP library stopped on the answer"), "\(warm.stderr)")
    }

    @Test("an answer with a header that is not UTF-8 (obs-text) is said as such, never retried, exit 65")
    func latin1Header() async throws {
        var odd = StubResponse.search()
        odd.latin1Headers = [("X-Served-By", "caf\u{E9}")]
        let (sandbox, server) = try makeSUT([odd])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "-v"])

        #expect(result.status == 65, "\(result.stderr)")
        #expect(server.requests.count == 1, "the same answer would be refused again")
        #expect(result.stderr.contains("a header line of the answer could not be read (not UTF-8, or ended by LF alone)"), "\(result.stderr)")
        #expect(!result.stderr.contains("Could not reach GitHub"), "\(result.stderr)")
    }

    @Test("an answer with a header longer than the HTTP library reads (200 KB), or headers over its most in all (5 × 92 KB), is said as such, never retried, exit 65", arguments: [
        [200_000], [92_000, 92_000, 92_000, 92_000, 92_000],
    ])
    func longHeader(sizes: [Int]) async throws {
        var long = StubResponse.search()
        for (index, size) in sizes.enumerated() { long.headers.append(("X-Padding-\(index)", String(repeating: "a", count: size))) }
        let (sandbox, server) = try makeSUT([long])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL])

        #expect(result.status == 65, "\(result.stderr)")
        #expect(server.requests.count == 1, "the same answer would be refused again")
        #expect(result.stderr.contains("The answer's headers were longer than this system reads (100 KiB a header, 300 KiB in all)."), "\(result.stderr)")
        #expect(!result.stderr.contains("Out of memory") && !result.stderr.contains("Too large") && !result.stderr.contains("Could not reach GitHub"), "\(result.stderr)")
    }

    @Test("a body its Content-Encoding does not decode (gzip, br, zstd, or a coding unknown) is refused as data, exit 65, asked once (bb38 e2-D1)", arguments: [
        "gzip", "br", "zstd", "x-evil",
    ])
    func undecodableBody(coding: String) async throws {
        var lying = StubResponse.search()
        lying.headers.append(("Content-Encoding", coding))
        let (sandbox, server) = try makeSUT([lying])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL])

        #expect(result.status == 65, "\(coding): \(result.stderr)")
        #expect(server.requests.count == 1, "\(coding): the same answer would fail again")
        #expect(result.stderr.contains("its body could not be decoded"), "\(coding): \(result.stderr)")
        #expect(!result.stderr.contains("Check your connection"), "\(coding): \(result.stderr)")
    }

    @Test("an error answer whose body does not decode is judged by its status: a 502 retried then 69, a 401 is 77 (bb39 h2-D5)", arguments: [
        (502, 69, 4), (401, 77, 1),
    ])
    func undecodableErrorBody(status: Int, code: Int32, asked: Int) async throws {
        let (sandbox, server) = try makeSUT([.json(status, #"{"message":"x"}"#, headers: [("Content-Encoding", "br")])])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL])

        #expect(result.status == code, "\(result.stderr)")
        #expect(server.requests.count == asked)
        #expect(!result.stderr.contains("could not be decoded"), "\(result.stderr)")
    }

    @Test("a trending page whose answer has a header that is not UTF-8 is refused as data, exit 65, asked once", arguments: [
        ["developers"], ["--scope", "all", "--source", "page"],
    ])
    func latin1HeaderPage(command: [String]) async throws {
        let server = try LoopbackServer { request, _ in
            guard request.path.hasPrefix("/trending") else { return .json(404, #"{"message":"Not Found"}"#) }
            var page = GitHubStandIn.trendingPage()
            page.latin1Headers = [("X-Served-By", "caf\u{E9}")]
            return page
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(command + ["--api-url", server.baseURL])

        #expect(result.status == 65, "\(result.stderr)")
        #expect(server.requests.count == 1)
        #expect(result.stderr.contains("A header line of the answer was one this system cannot read (bytes that are not UTF-8, or a line ended by LF alone)"), "\(result.stderr)")
    }

    @Test("client errors are never retried", arguments: [
        (400, Int32(65), "error: GitHub refused the request"), (401, 77, "error: GitHub requires authentication"),
        (404, 65, "error: GitHub gave an unexpected answer"), (410, 65, "error: GitHub refused the request"),
        (422, 65, "error: GitHub rejected the search"),
    ])
    func clientErrors(status: Int, code: Int32, title: String) async throws {
        let body = status == 422 ? Fixtures.data("errors/422-validation-failed.json") : Data(#"{"message":"nope"}"#.utf8)
        let (sandbox, server) = try makeSUT([.json(status, body)])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL])

        #expect(result.status == code)
        #expect(server.requests.count == 1)
        #expect(result.stderr.hasPrefix(title + "\n"))
    }

    @Test("422 shows GitHub's own message")
    func validationMessage() async throws {
        let (sandbox, server) = try makeSUT([.json(422, Fixtures.data("errors/422-validation-failed.json"))])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--language", "NotALanguage"])

        #expect(result.stderr.contains("GitHub says: Validation Failed: None of the search qualifiers apply to this search type."))
    }

    @Test("a primary rate limit is not retried: exit 75 with the local reset time and a token hint")
    func primaryRateLimit() async throws {
        let reset = String(Int(1_795_435_200 + 12 * 60))
        let (sandbox, server) = try makeSUT([.json(403, Fixtures.data("errors/403-primary-rate-limit.json"),
                                                  headers: [("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", reset)])])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL], extra: ["TZ": "UTC"])

        #expect(result.status == 75)
        #expect(server.requests.count == 1)
        #expect(result.stderr == """
            error: GitHub's rate limit is used up
              The rate limit is used up until 12:12 (in 12 min). Nothing is cached for this query yet, so there is nothing to fall back on.
              Wait until then, or set GITHUB_TOKEN to a personal access token for a higher limit.

            """)
    }

    @Test("with a token sent, a spent rate limit advises waiting, not setting GITHUB_TOKEN, like the gains note", arguments: [
        ("errors/403-primary-rate-limit.json", [("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", "1795435920")]),
        ("errors/403-secondary-rate-limit.json", []),
    ])
    func rateLimitWithToken(fixture: String, headers: [(String, String)]) async throws {
        let (sandbox, server) = try makeSUT([.json(403, Fixtures.data(fixture), headers: headers)])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL], extra: ["TZ": "UTC", "GITHUB_TOKEN": "ghp_secret"])

        #expect(result.status == 75)
        #expect(server.requests.first?.headers["authorization"] == "Bearer ghp_secret", "the token was sent")
        #expect(!result.stderr.contains("set GITHUB_TOKEN"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("""
              Wait until then: the token in GITHUB_TOKEN or GH_TOKEN already has GitHub's higher limit.

            """), "\(result.stderr)")
    }

    @Test("a reset still ahead is counted in seconds under a minute, else whole minutes rounded up, never \"just now\"; its time, rounded up too", arguments: [
        (20, "12:01 (in 20 s)"), (42 * 60, "12:42 (in 42 min)"), (29 * 60 + 1, "12:30 (in 30 min)"),
    ])
    func rateLimitResetAhead(seconds: Int, said: String) async throws {
        let reset = String(1_795_435_200 + seconds)
        let (sandbox, server) = try makeSUT([.json(403, Fixtures.data("errors/403-primary-rate-limit.json"),
                                                  headers: [("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", reset)])])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL], extra: ["TZ": "UTC"])

        #expect(result.status == 75)
        #expect(result.stderr.contains("The rate limit is used up until \(said). Nothing is cached"))
        #expect(!result.stderr.contains("just now"))
    }

    @Test("a rate limit with a cache shows the cache, exit 0, with the reason")
    func rateLimitWithCache() async throws {
        let reset = String(Int(1_795_435_200 + 12 * 60))
        let (sandbox, server) = try makeSUT([
            .search(), .json(429, Fixtures.data("errors/403-primary-rate-limit.json"), headers: [("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", reset)]),
        ])
        defer { sandbox.remove(); server.stop() }
        let cached = try await sandbox.run(["--api-url", server.baseURL, "--limit", "3"])

        let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "3", "--refresh"], extra: ["TZ": "UTC"])

        #expect(result.status == 0)
        #expect(result.stdout == cached.stdout.replacingOccurrences(of: " · NEW", with: ""))
        #expect(result.stderr == "warning: Showing the list fetched just now: could not refresh (the rate limit is used up until 12:12 (in 12 min)).\n")
    }

    @Test("a Retry-After of 10 s or less is waited once, then the request is retried")
    func shortRetryAfter() async throws {
        let (sandbox, server) = try makeSUT([
            .json(403, Fixtures.data("errors/403-secondary-rate-limit.json"), headers: [("Retry-After", "1")]), .search(),
        ])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "1"])

        #expect(result.status == 0)
        #expect(server.requests.count == 2)
        #expect(result.duration >= .seconds(1) && result.duration < .seconds(45))
    }

    @Test("a longer Retry-After, or a secondary limit without one, fails fast with 75", arguments: [
        [("Retry-After", "60")], [],
    ])
    func longRetryAfter(headers: [(String, String)]) async throws {
        let (sandbox, server) = try makeSUT([.json(403, Fixtures.data("errors/403-secondary-rate-limit.json"), headers: headers)])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL])

        #expect(result.status == 75)
        #expect(server.requests.count == 1)
        #expect(result.duration < .seconds(45), "not the 60 s GitHub asked for")
    }

    @Test("a 403 with no rate-limit signal shows GitHub's message and exits 77")
    func forbidden() async throws {
        let (sandbox, server) = try makeSUT([.json(403, Fixtures.data("errors/403-forbidden.json"))])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL])

        #expect(result.status == 77)
        #expect(result.stderr.contains("GitHub refused: Resource not accessible by personal access token"))
    }

    @Test("a malformed body with a cache shows the cache with a notice")
    func malformedWithCache() async throws {
        let (sandbox, server) = try makeSUT([.search(), .json(200, Fixtures.data("errors/malformed.json"))])
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["--api-url", server.baseURL, "--limit", "2"])

        let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "2", "--refresh"])

        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("1. octo-org/rocket"))
        #expect(result.stderr == "warning: Showing the list fetched just now: could not refresh (the answer was not the JSON GitHub sends).\n")
    }

    @Test("bodies that would crash a naive decoder are refused with 65", arguments: ["deep", "huge"])
    func hostileBodies(kind: String) async throws {
        let body = kind == "deep"
            ? Data(String(repeating: "[", count: 10_000).utf8)
            : Data(repeating: UInt8(ascii: " "), count: 50 * 1024 * 1024)
        let (sandbox, server) = try makeSUT([.json(200, body)])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL])

        #expect(result.status == 65)
        #expect(server.requests.count == 1)
        if kind == "huge" { #expect(result.stderr.contains("larger than 20 MiB")) }
    }

    @Test("--timeout bounds a server that never answers: exit 69, or the cache", arguments: [false, true])
    func hangingServer(cached: Bool) async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let server = try LoopbackServer(responses: cached ? [.search(), StubResponse.search().behaving(.hang)] : [StubResponse.search().behaving(.hang)])
        defer { server.stop() }
        if cached { _ = try await sandbox.run(["--api-url", server.baseURL, "--limit", "2"]) }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "2", "--refresh", "--timeout", "1"])

        #expect(result.status == (cached ? 0 : 69))
        #expect(result.duration >= .milliseconds(900) && result.duration < .seconds(45), "took \(result.duration)")
        if cached {
            #expect(result.stderr.contains("could not refresh (GitHub did not answer in time)"))
        } else {
            #expect(result.stderr.hasPrefix("error: Could not reach GitHub\n  GitHub did not answer in time."))
        }
    }

    @Test("--timeout bounds a server that trickles a byte at a time")
    func tricklingServer() async throws {
        let (sandbox, server) = try makeSUT([StubResponse.search().behaving(.trickle(bytesPerChunk: 1, interval: .milliseconds(200)))])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--timeout", "1.5"])

        #expect(result.status == 69)
        #expect(result.duration >= .milliseconds(1400) && result.duration < .seconds(45), "took \(result.duration)")
    }

    @Test("pages through the Link header's next URLs for a limit over 100")
    func paging() async throws {
        let base = Locked("")
        let server = try LoopbackServer { _, index in
            let ids = (index * 100 + 1)...(index * 100 + 100)
            let next = index < 4 ? [("Link", "<\(base.value)/search/repositories?page=\(index + 2)&per_page=100>; rel=\"next\"")] : []
            return .json(200, searchBody(ids: ids), headers: next)
        }
        base.value = server.baseURL
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "250", "--json"])

        #expect(result.status == 0)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(objects.count == 250)
        #expect(server.requests.map(\.target).dropFirst() == ["/search/repositories?page=2&per_page=100", "/search/repositories?page=3&per_page=100"])
        #expect(server.requests.first?.queryItems["per_page"] == "100")
    }

    @Test("stops paging when the budget runs out far from its reset, with a partial-list notice")
    func budgetExhausted() async throws {
        let base = Locked("")
        let reset = String(Int(1_795_435_200 + 30 * 60))
        let server = try LoopbackServer { _, index in
            .json(200, searchBody(ids: (index * 100 + 1)...(index * 100 + 100)), headers: [
                ("Link", "<\(base.value)/search/repositories?page=\(index + 2)>; rel=\"next\""),
                ("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", reset),
            ])
        }
        base.value = server.baseURL
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "300", "--json"], extra: ["TZ": "UTC"])

        #expect(result.status == 0)
        #expect(server.requests.count == 1)
        #expect(try (JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [Any])?.count == 100)
        #expect(result.stderr == "note: This list is partial: GitHub's rate limit ran out before it was complete; it resets at 12:30 (in 30 min). Set GITHUB_TOKEN for a higher limit.\n")
    }

    @Test("says when GitHub reports incomplete results")
    func incompleteResults() async throws {
        let (sandbox, server) = try makeSUT([.search("search/incomplete.json")])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL])
        let quiet = try await sandbox.run(["--api-url", server.baseURL, "--refresh", "-q"])

        #expect(result.status == 0)
        #expect(result.stderr == "note: GitHub's search timed out, so this list may be missing some repositories.\n")
        #expect(quiet.status == 0 && quiet.stderr.isEmpty && !quiet.stdout.isEmpty, "-q leaves out partial-list notes: \(quiet.stderr)")
    }

    @Test("--topic and --min-stars go into the query, URL-encoded")
    func filters() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }

        _ = try await sandbox.run(["--api-url", server.baseURL, "--topic", "cli", "--topic", "c++", "--min-stars", "100", "--language", "Rust"])

        #expect(server.requests.first?.target.contains("?q=created%3A%3E%3D2026-11-22T12%3A00%3A00Z+language%3ARust+topic%3Acli+topic%3Ac%2B%2B+stars%3A%3E%3D100&") == true)
    }

    @Test("a redirect to another host does not carry the token")
    func redirectDropsToken() async throws {
        let other = try LoopbackServer(responses: [.search()])
        let origin = try LoopbackServer(responses: [.json(301, "", headers: [("Location", "\(other.baseURL)/search/repositories?moved=1")])])
        let sandbox = Sandbox()
        defer { sandbox.remove(); origin.stop(); other.stop() }

        let result = try await sandbox.run(["--api-url", origin.baseURL, "--limit", "1"], extra: ["GITHUB_TOKEN": "ghp_redirect_secret"])

        #expect(result.status == 0)
        #expect(origin.requests.first?.header("authorization") == "Bearer ghp_redirect_secret")
        #expect(other.requests.count == 1)
        #expect(other.requests.first?.header("authorization") == nil)
    }

    @Test("--verbose logs requests and responses on stderr with the token masked")
    func verbose() async throws {
        let token = "ghp_verboseSECRET0123456789"
        let (sandbox, server) = try makeSUT([.json(502, ""), .search(headers: [("X-RateLimit-Remaining", "9"), ("X-RateLimit-Limit", "10")])])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "1", "--verbose"], extra: ["GITHUB_TOKEN": token])

        #expect(result.status == 0)
        #expect(!result.stderr.contains(token) && !result.stdout.contains(token))
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains("trending: > GET \(server.baseURL)/search/repositories?q=created%3A%3E%3D2026-11-22T12%3A00%3A00Z&sort=stars&order=desc&per_page=1"))
        #expect(lines.contains("trending: > Authorization: ********"))
        #expect(lines.contains { $0.hasPrefix("trending: < 502 in ") })
        #expect(lines.contains { $0.hasPrefix("trending: retry 1 of 3 in ") && $0.hasSuffix(" s after HTTP 502") })
        #expect(lines.contains { $0.hasPrefix("trending: < 200 in ") && $0.hasSuffix(" ms (x-ratelimit-limit=10, x-ratelimit-remaining=9)") })
        #expect(result.stdout.hasPrefix("1. octo-org/rocket"))
    }

    @Test("HTML entities are decoded in human and JSON output alike")
    func entities() async throws {
        let (sandbox, server) = try makeSUT([.search("search/edge-cases.json")])
        defer { sandbox.remove(); server.stop() }

        let human = try await sandbox.run(["--api-url", server.baseURL, "--limit", "12"])
        let json = try await sandbox.run(["--api-url", server.baseURL, "--limit", "12", "--json"])

        #expect(human.stdout.contains("Fast & small <3 'quoted'"))
        #expect(json.stdout.contains("\"Fast & small <3 'quoted'"))
        #expect(!human.stdout.contains("&amp;") && !json.stdout.contains("&amp;"))
    }

    // MARK: - Helpers

    private func makeSUT(_ responses: [StubResponse]) throws -> (Sandbox, LoopbackServer) {
        (Sandbox(), try LoopbackServer(responses: responses))
    }
}

/// A minimal search body with these repo ids.
private func searchBody(ids: ClosedRange<Int>) -> Data {
    let items = ids.map { id in
        #"{"id":\#(id),"name":"r\#(id)","full_name":"o/r\#(id)","owner":{"login":"o"},"html_url":"https://github.com/o/r\#(id)","description":null,"language":null,"stargazers_count":\#(100_000 - id),"forks_count":0,"created_at":"2026-11-22T13:00:00Z"}"#
    }
    return Data(#"{"total_count":5000,"incomplete_results":false,"items":[\#(items.joined(separator: ","))]}"#.utf8)
}
