import Foundation
import Testing
import TrendingTestSupport

/// GitHub's own words through the binary: what a 401, 403, 422, 5xx or rename says, and old
/// Enterprise shapes, from a loopback server that answers as GitHub (or a broken proxy) would.
@Suite("trending reads GitHub's words faithfully, end to end")
struct GitHubWordsEndToEndTests {
    @Test("a 5xx with a short Retry-After is retried 3 times, waiting as asked, then exits 69")
    func serverRetryAfter() async throws {
        let (sandbox, server) = try makeSUT([.json(503, #"{"message":"busy"}"#, headers: [("Retry-After", "1")])])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL])

        #expect(result.status == 69)
        #expect(server.requests.count == 4)
        #expect(result.duration >= .seconds(3) && result.duration < .seconds(45))
    }

    @Test("a rate-limit reset already past says it resets now", arguments: ["0", "1795435100"])
    func resetInThePast(reset: String) async throws {
        let (sandbox, server) = try makeSUT([
            .json(403, Fixtures.data("errors/403-primary-rate-limit.json"), headers: [("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", reset)]),
        ])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL], extra: ["TZ": "UTC"])

        #expect(result.status == 75)
        #expect(result.stderr.contains("The rate limit is used up; it resets now."))
        #expect(!result.stderr.contains("ago"))
    }

    @Test("a 401 without a token says GitHub requires one and how to set it, quoting GitHub")
    func authenticationRequired() async throws {
        let (sandbox, server) = try makeSUT([.json(401, #"{"message":"Requires authentication","documentation_url":"https://docs.github.com/rest"}"#)])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL])

        #expect(result.status == 77)
        #expect(server.requests.first?.header("authorization") == nil)
        #expect(result.stderr.hasPrefix("error: GitHub requires authentication\n"))
        #expect(result.stderr.contains("GitHub says \"Requires authentication\" (401)"))
        #expect(result.stderr.contains("Set GITHUB_TOKEN"))
    }

    @Test("a 401 with a challenge (an Enterprise host or proxy asking for Basic, Bearer, Digest) is answered at once, never waited on", arguments: [
        "Basic realm=\"GitHub\"", "Bearer realm=\"GitHub\"", "Digest realm=\"x\", nonce=\"1\"",
    ])
    func challenged(challenge: String) async throws {
        let (sandbox, server) = try makeSUT([.json(401, #"{"message":"Requires authentication"}"#, headers: [("WWW-Authenticate", challenge)])])
        defer { sandbox.remove(); server.stop() }
        let started = Date()

        let result = try await sandbox.run(["--api-url", server.baseURL, "--timeout", "20"])

        #expect(result.status == 77, "\(result.stderr)")
        #expect(Date().timeIntervalSince(started) < 10, "not the whole --timeout")
        #expect(server.requests.count == 1 && server.requests.first?.header("authorization") == nil)
    }

    @Test("a 401 with a token says the token was rejected, quoting GitHub")
    func tokenRejected() async throws {
        let (sandbox, server) = try makeSUT([.json(401, Fixtures.data("errors/401-bad-credentials.json"))])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL], extra: ["GITHUB_TOKEN": "ghp_e2e"])

        #expect(result.status == 77)
        #expect(server.requests.first?.header("authorization") == "Bearer ghp_e2e")
        #expect(result.stderr.hasPrefix("error: GitHub rejected the token\n"))
        #expect(result.stderr.contains("GitHub says \"Bad credentials\" (401)"))
        #expect(!result.stderr.contains("ghp_e2e"))
    }

    @Test("a 422 shows its errors whether strings or objects, without a --language hint unless it is about language")
    func validationErrors() async throws {
        let body = #"{"message":"Validation Failed","errors":["The listed users cannot be searched",{"field":"q","code":"invalid"}]}"#
        let (sandbox, server) = try makeSUT([.json(422, body)])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL])

        #expect(result.status == 65)
        #expect(result.stderr.contains("GitHub says: Validation Failed: The listed users cannot be searched; q invalid."))
        #expect(!result.stderr.contains("--language"))
    }

    @Test("a recorded 422 quotes GitHub's message beside the field and code it names")
    func validationMessageQuoted() async throws {
        let (sandbox, server) = try makeSUT([.json(422, Fixtures.data("recorded/422-label-color-invalid.json"))])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL])

        #expect(result.status == 65)
        #expect(result.stderr.contains("GitHub says: Validation Failed: color invalid."))
    }

    @Test("a 422 about the language qualifier keeps the --language hint")
    func languageHint() async throws {
        let body = #"{"message":"Validation Failed","errors":[{"message":"The language qualifier is invalid.","field":"q","code":"invalid"}]}"#
        let (sandbox, server) = try makeSUT([.json(422, body)])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--language", "NotALanguage"])

        #expect(result.stderr.contains("GitHub says: Validation Failed: The language qualifier is invalid."))
        #expect(result.stderr.contains("Check the --language value"))
    }

    @Test("a 403 about abuse detection is a rate limit, exit 75, with or without Retry-After", arguments: [nil, "60"] as [String?])
    func abuseDetection(retryAfter: String?) async throws {
        let body = #"{"message":"You have triggered an abuse detection mechanism. Please wait a few minutes before you try again."}"#
        let (sandbox, server) = try makeSUT([.json(403, body, headers: retryAfter.map { [("Retry-After", $0)] } ?? [])])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL])

        #expect(result.status == 75)
        #expect(server.requests.count == 1)
        #expect(result.stderr.hasPrefix("error: GitHub's rate limit is used up\n"))
    }

    @Test("old GitHub Enterprise bodies with watchers_count, forks and open_issues are read, not refused")
    func enterpriseSynonyms() async throws {
        let search = HostileResponses.searchBody(ids: 1...2) { id in #""watchers_count":\#(500 - id),"forks":\#(id)"# }
        var repo = try #require(try JSONSerialization.jsonObject(with: Fixtures.data("repos/octo-org__rocket.json")) as? [String: Any])
        for key in ["stargazers_count", "forks_count", "open_issues_count"] { repo[key] = nil }
        repo["watchers_count"] = 4321
        repo["forks"] = 12
        repo["open_issues"] = 3
        let detail = try JSONSerialization.data(withJSONObject: repo)
        let server = try LoopbackServer { request, _ in
            request.path.hasPrefix("/search/") ? .json(200, search) : .json(200, detail)
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let list = try await sandbox.run(["--api-url", server.baseURL, "--json"])
        let show = try await sandbox.run(["show", "octo-org/rocket", "--json", "--api-url", server.baseURL])

        #expect(list.status == 0 && show.status == 0)
        #expect(try Sandbox.objects(list).map { $0["stars"] as? Int } == [499, 498])
        let shown = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
        #expect(shown["stargazers_count"] as? Int == 4321 && shown["forks"] as? Int == 12 && shown["open_issues"] as? Int == 3)
    }

    @Test("show reads recorded repo bodies from before 2013: no full_name, stars as watchers, master_branch, no subscribers_count or branch", arguments: [
        ("recorded/repo-2012-05-no-full-name__jacquev6__PyGithub.json", "jacquev6/PyGithub", 13, 2, 15),
        ("recorded/repo-2012-05-master-branch__nvie__gitflow.json", "nvie/gitflow", 3973, 330, 92),
        ("recorded/repo-2013-02-watchers-count__twitter__bootstrap.json", "twitter/bootstrap", 44894, 12535, 56),
    ])
    func pre2013RepoBodies(fixture: String, name: String, stars: Int, forks: Int, issues: Int) async throws {
        let body = Fixtures.data(fixture)
        let server = try LoopbackServer { request, _ in
            request.path.hasSuffix("/stargazers/history") ? .json(404, #"{"message":"Not Found"}"#) : .json(200, body)
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let json = try await sandbox.run(["show", name, "--json", "--api-url", server.baseURL])
        let text = try await sandbox.run(["show", name, "--offline", "--api-url", server.baseURL])

        #expect(json.status == 0 && text.status == 0, "\(json.stderr)\(text.stderr)")
        let shown = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(shown["full_name"] as? String == name)
        #expect(shown["stargazers_count"] as? Int == stars && shown["forks"] as? Int == forks && shown["open_issues"] as? Int == issues)
        // The body does not count watchers: none is invented, in JSON or on screen.
        #expect(shown["subscribers_count"] is NSNull)
        #expect(text.stdout.hasPrefix(name) && !text.stdout.contains("Watchers"))
        if name == "nvie/gitflow" { #expect(shown["default_branch"] as? String == "develop") }
        if name == "jacquev6/PyGithub" {
            // Nor a branch: the body names none.
            #expect(shown["default_branch"] is NSNull && !text.stdout.contains("Branch"))
        }
    }

    @Test("show answered 422 says GitHub rejected the request, quoting it, not a search it never made")
    func showRejected() async throws {
        let server = try LoopbackServer { _, _ in .json(422, #"{"message":"Validation Failed","errors":["Repository name is not valid"]}"#) }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["show", "octo-org/rocket", "--api-url", server.baseURL])

        #expect(result.status == 65, "\(result)")
        #expect(result.stderr.hasPrefix("error: GitHub rejected the request"), "\(result.stderr)")
        #expect(result.stderr.contains("Repository name is not valid") && !result.stderr.contains("search"), "\(result.stderr)")
    }

    @Test("a repo followed through a 301 is cached under its new name, and the old name still resolves offline")
    func renamed() async throws {
        let detail = Fixtures.data("repos/octo-org__rocket.json")
        let server = try LoopbackServer { request, _ in
            request.path == "/repos/old-org/old-rocket"
                ? StubResponse(status: 301, headers: [("Location", "/repos/octo-org/rocket")])
                : .json(200, detail)
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let online = try await sandbox.run(["show", "old-org/old-rocket", "--api-url", server.baseURL])
        let newName = try await sandbox.run(["show", "octo-org/rocket", "--offline", "--api-url", server.baseURL])
        let oldName = try await sandbox.run(["show", "old-org/old-rocket", "--offline", "--api-url", server.baseURL])

        #expect(online.status == 0)
        // The star history is asked for under the name GitHub answered with.
        #expect(server.requests.map(\.path) == ["/repos/old-org/old-rocket", "/repos/octo-org/rocket", "/repos/octo-org/rocket/stargazers/history"])
        #expect(newName.status == 0 && newName.stdout.hasPrefix("octo-org/rocket"))
        #expect(oldName.status == 0 && oldName.stdout.hasPrefix("octo-org/rocket"))
    }

    // MARK: - Helpers

    private func makeSUT(_ responses: [StubResponse]) throws -> (Sandbox, LoopbackServer) {
        (Sandbox(), try LoopbackServer(responses: responses))
    }
}
