import Foundation
import Testing
import TrendingTestSupport

/// Star gains in `show`, `history --daily`, the progress line, and the orders with `--limit`.
@Suite("star gains in show, history and orders, end to end")
struct GainsDetailEndToEndTests {
    /// 90 days of gains, oldest first: day n gained n stars (today, the 90th, 90 so far).
    static let ninetyDays = Array(1...90)

    /// The recorded repo with 5,000 stars instead of 3: the 90 days above give 4,095, and a
    /// history giving more than a repo has is refused as malformed.
    static let tinyTool = Data(
        String(decoding: Fixtures.data("repos/solo-dev__tiny-tool.json"), as: UTF8.self)
            .replacingOccurrences(of: #""stargazers_count": 3,"#, with: #""stargazers_count": 5000,"#).utf8
    )

    static func server(history: String = StarHistoryFixtures.weeks(ninetyDays)) throws -> LoopbackServer {
        try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search([]) }, history: { _, _ in
                GitHubStandIn.history(history, etag: #""h1""#)
            }, other: { request in
                switch request.path {
                case "/repos/octo-org/rocket": .json(200, Fixtures.data("repos/octo-org__rocket.json"))
                case "/repos/solo-dev/tiny-tool": .json(200, Self.tinyTool)
                default: .json(404, #"{"message":"Not Found"}"#)
                }
            })
        }
    }

    @Test("show adds the Gained line, a 30-day sparkline and the three JSON keys")
    func show() async throws {
        let server = try Self.server()
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let human = try await sandbox.run(["show", "solo-dev/tiny-tool", "--api-url", server.baseURL])
        let json = try await sandbox.run(["show", "solo-dev/tiny-tool", "--api-url", server.baseURL, "--json"])
        let young = try await sandbox.run(["show", "octo-org/rocket", "--api-url", server.baseURL, "--json"])
        let youngObject = try #require(try JSONSerialization.jsonObject(with: Data(young.stdout.utf8)) as? [String: Any])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])

        // 24 h: today's 90 + half of yesterday's 89 (44.5, rounded) = 135; 7 days: 84…90 + half of 83 = 651; 30 days: 61…90 + half of 60 = 2,295.
        #expect(human.status == 0)
        #expect(human.stdout.contains("Gained       +135 in 24 h · +651 in 7 days · +2.3k in 30 days\n"), "\(human.stdout)")
        #expect(human.stdout.contains("Daily gains  ▆▆▆▆▆▆▆▆▆▆▇"), "scaled from 0: days 61…90 all sit high")
        #expect(human.stdout.contains("█  last 30 days\n"))
        #expect(object["stars_gained_24h"] as? Int == 135)
        #expect(object["stars_gained_7d"] as? Int == 651)
        #expect(object["stars_gained_30d"] as? Int == 2_295)
        // A repo created 22 hours ago gained every star it has in each window.
        #expect(youngObject["stars_gained_24h"] as? Int == 9812 && youngObject["stars_gained_30d"] as? Int == 9812)
        let histories = server.requests.filter { $0.path == "/repos/solo-dev/tiny-tool/stargazers/history" }
        #expect(histories.count == 1, "the second show reuses the cached history")
        #expect(histories.first?.queryItems["per_page"] == "6")
        #expect(histories.first?.header("x-github-api-version") == "2026-03-10")
    }

    @Test("--timeout bounds show and history --daily whole: details that take all of it leave no star-history request (bb24 c-D1, c-D2)")
    func timeoutBoundsTheCommand() async throws {
        let stalls = Locked(false)
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search([]) }, history: { _, _ in
                GitHubStandIn.history(StarHistoryFixtures.weeks(Self.ninetyDays), etag: #""h1""#)
            }, other: { _ in stalls.value ? StubResponse.json(200, Self.tinyTool).behaving(.hang) : .json(200, Self.tinyTool) })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let api = ["--api-url", server.baseURL, "--timeout", "1"]
        #expect(try await sandbox.run(["show", "solo-dev/tiny-tool"] + api).status == 0)
        stalls.mutate { $0 = true }
        let before = server.requests.count

        let show = try await sandbox.run(["show", "solo-dev/tiny-tool", "--refresh"] + api)
        let daily = try await sandbox.run(["history", "other/repo", "--daily"] + api)

        #expect(show.status == 0 && show.stderr.contains("could not refresh (GitHub did not answer in time)"), "\(show.stderr)")
        #expect(daily.status == 69 && daily.stderr.contains("GitHub did not answer in time"), "\(daily.stderr)")
        let asked = server.requests.dropFirst(before).map(\.path)
        #expect(asked == ["/repos/solo-dev/tiny-tool", "/repos/other/repo"], "the details took all of --timeout: no history asked")
    }

    @Test("show without a star history keeps its keys, null")
    func showWithoutHistory() async throws {
        let server = try Self.server(history: "not json")
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let json = try await sandbox.run(["show", "solo-dev/tiny-tool", "--api-url", server.baseURL, "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])

        #expect(json.status == 0)
        #expect(object["stars_gained_24h"] is NSNull && object["stars_gained_7d"] is NSNull && object["stars_gained_30d"] is NSNull)
    }

    @Test("history --daily: 90 days, today so far included, as JSON and as a sparkline with a date axis")
    func daily() async throws {
        let server = try Self.server()
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let json = try await sandbox.run(["history", "octo-org/rocket", "--daily", "--json", "--api-url", server.baseURL])
        let human = try await sandbox.run(["history", "octo-org/rocket", "--daily", "--api-url", server.baseURL], extra: ["COLUMNS": "100"])
        let plain = try await sandbox.run(["history", "octo-org/rocket", "--api-url", server.baseURL], extra: ["COLUMNS": "100"])
        let points = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])

        #expect(json.status == 0)
        #expect(points.count == 90)
        #expect(points.first?["date"] as? String == "2026-08-26" && points.first?["gained"] as? Int == 1)
        #expect(points.last?["date"] as? String == "2026-11-23" && points.last?["gained"] as? Int == 90)
        #expect(json.stdout.hasPrefix("[\n  {\n    \"date\": \"2026-08-26\",\n    \"gained\": 1\n  },"))
        let lines = human.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "octo-org/rocket")
        #expect(lines[1].count == 90 && lines[1].hasPrefix("▁") && lines[1].hasSuffix("█"))
        #expect(lines[2] == "2026-08-26" + String(repeating: " ", count: 70) + "2026-11-23")
        #expect(lines[3] == "+4,095 stars in 90 days (today so far: +90)")
        #expect(server.requests.filter { $0.path.hasSuffix("/history") }.count == 1, "the second is served from the cache")
        #expect(server.requests.first { $0.path.hasSuffix("/history") }?.queryItems["per_page"] == "14")
        // Plain history has no snapshots of this repo, but draws the cached daily gains; its
        // JSON keeps its own shape, with no snapshot in it.
        #expect(plain.status == 0)
        #expect(plain.stdout.contains("No snapshot on this machine yet") && plain.stdout.contains("+4,095 stars in 90 days"), "\(plain.stdout)")
        let plainJSON = try await sandbox.run(["history", "octo-org/rocket", "--json", "--api-url", server.baseURL])
        #expect(plainJSON.status == 0 && plainJSON.stdout == "[]\n", "\(plainJSON.stdout)")
    }

    @Test("history --daily for a repo GitHub has no history of exits 66")
    func dailyMissing() async throws {
        let server = try LoopbackServer { _, _ in .json(404, #"{"message":"Not Found"}"#) }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["history", "nobody/nothing", "--daily", "--api-url", server.baseURL])

        #expect(result.status == 66)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: No star history for nobody/nothing\n"))
    }

    @Test("--sort gained and --sort velocity with --limit pick the top N from the whole cached list")
    func limitPicksFromWholeList() async throws {
        let server = try LoopbackServer { request, index in
            GitHubStandIn.route(request, search: { _ in
                GitHubStandIn.search([
                    StandInRepo("big", stars: 5000 + index, createdAt: "2026-11-23T01:00:00Z"),
                    StandInRepo("mid", stars: 3000 + 10 * index, createdAt: "2026-11-23T01:00:00Z"),
                    StandInRepo("small", stars: 100 + 500 * index, createdAt: "2026-11-23T01:00:00Z"),
                ])
            }, history: { _, _ in .json(404, "") })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        _ = try await sandbox.run(["--api-url", server.baseURL, "--json"])
        _ = try await sandbox.run(["--api-url", server.baseURL, "--refresh"], extra: ["TRENDING_NOW": "2026-11-23T13:00:00Z"])
        let velocity = try Sandbox.objects(try await sandbox.run(
            ["--api-url", server.baseURL, "--json", "--offline", "--sort", "velocity", "--limit", "1"], extra: ["TRENDING_NOW": "2026-11-23T13:00:00Z"]
        ))
        let stars = try Sandbox.objects(try await sandbox.run(
            ["--api-url", server.baseURL, "--json", "--offline", "--limit", "1"], extra: ["TRENDING_NOW": "2026-11-23T13:00:00Z"]
        ))

        #expect(velocity.map { $0["full_name"] as? String } == ["o/small"])
        #expect(stars.map { $0["full_name"] as? String } == ["o/big"])
    }

    @Test("bad --scope, --candidates and --sort values are usage errors", arguments: [
        (["--scope", "old"], "error: invalid value 'old' for --scope; expected new or all"),
        (["--candidates", "0"], "error: invalid value '0' for --candidates; expected a whole number from 1 to 1000"),
        (["--candidates", "1001"], "error: invalid value '1001' for --candidates; expected a whole number from 1 to 1000"),
        (["--sort", "gain"], "error: invalid value 'gain' for --sort; expected stars, velocity, gained or page"),
    ])
    func usage(arguments: [String], message: String) async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }

        let result = try await sandbox.run(arguments)

        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(message + "\n"))
    }

    @Test("a terminal sees 'Measuring star gains N/M…' on stderr; with a token, a partial list says when the rest comes")
    func progressAndToken() async throws {
        let repos = (1...3).map { StandInRepo("r\($0)", stars: 1000 - $0) }
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search(repos) }, history: { _, _ in
                GitHubStandIn.history(StarHistoryFixtures.twoWeeks, remaining: 10, resetsAt: 1_795_437_000)
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let environment = sandbox.environment.merging(["TERM": "xterm-256color", "GITHUB_TOKEN": "ghp_test"]) { $1 }

        let result = try await offThePool {
            try PTYRunner.run(arguments: ["--scope", "all", "--api-url", server.baseURL], environment: environment, columns: 100)
        }

        #expect(result.status == 0)
        #expect(result.output.contains("Measuring star gains 0/3…"))
        #expect(result.output.contains("Measuring star gains 1/3…"))
        #expect(result.output.contains("measured 1 of 3 candidates; the rest after GitHub's rate limit resets at "))
        #expect(result.output.contains(" (in 30 min)"))
    }
}
