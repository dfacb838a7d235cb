#if canImport(Glibc)
import Foundation
import Testing
import TrendingTestSupport

/// The binary in a 40-column pseudo-terminal: names stay whole, and `error:` is red.
@Suite("a narrow terminal, end to end")
struct NarrowTerminalEndToEndTests {
    @Test("at 40 columns every name up to 30 columns stays whole in the list and the table, and no line is wider")
    func namesStayWhole() async throws {
        let (sandbox, server) = try makeSUT()
        defer { sandbox.remove(); server.stop() }
        let names = try fixtureNames().prefix(99).filter { $0.count <= 30 }
        #expect(names.contains { $0.count >= 27 }, "the fixture has names near the limit")

        for format in ["list", "table"] {
            let result = try await pty(sandbox, ["--api-url", server.baseURL, "--limit", "99", "--format", format], columns: 40)
            let screen = screenLines(result)

            #expect(result.status == 0)
            for line in screen {
                #expect(line.unicodeScalars.count <= 40, "\(format): \(line)")
            }
            for name in names {
                #expect(screen.contains { $0.contains(name) && !$0.contains(name + "…") }, "\(format): \(name) cut")
            }
        }
    }

    @Test("at 40 columns the list keeps every repo's stars, moving them below a long name")
    func starsMove() async throws {
        let (sandbox, server) = try makeSUT()
        defer { sandbox.remove(); server.stop() }

        let result = try await pty(sandbox, ["--api-url", server.baseURL, "--limit", "99"], columns: 40)

        let screen = screenLines(result)
        let heads = screen.filter { $0.range(of: #"^ ?\d+\. "#, options: .regularExpression) != nil }
        #expect(heads.count == 99)
        // A star count is `★ N` not preceded by a gain's `+N `.
        let counts = screen.map { $0.components(separatedBy: "★ ").count - 1 - $0.components(separatedBy: " ★ in ").count + 1 }
        #expect(counts.reduce(0, +) == 99, "one star count per repo, on its first or last line")
        let moved = try #require(screen.firstIndex { $0.hasSuffix("58. tinyfactory-project/aurora-graph") })
        #expect(screen[moved + 2].trimmingCharacters(in: .whitespaces).hasPrefix("★ 403 · Rust"), "\(screen[moved + 2])")
    }

    @Test("at 30 columns show's URL stays whole, on lines of its own")
    func showURLWhole() async throws {
        let server = try LoopbackServer { request, _ in
            request.path == "/repos/octo-org/rocket"
                ? .json(200, Fixtures.data("repos/octo-org__rocket.json")) : .json(404, Fixtures.data("errors/404-not-found.json"))
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await pty(sandbox, ["show", "octo-org/rocket", "--api-url", server.baseURL], columns: 30)

        let screen = screenLines(result)
        #expect(result.status == 0)
        let label = try #require(screen.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "URL" }, "\(screen)")
        let url = screen[(label + 1)...].prefix { !$0.isEmpty && !$0.hasPrefix("  ") }.joined()
        #expect(url == "\(server.baseURL)/octo-org/rocket", "\(screen)")
        for line in screen {
            #expect(line.unicodeScalars.count <= 30, "\(line)")
        }
    }

    @Test("a narrow table sorted by gains keeps GAINED longest, dropping STARS first")
    func sortColumnLast() async throws {
        let pool = [StandInRepo("giant", stars: 50_000, createdAt: "2015-01-01T00:00:00Z"), StandInRepo("riser", stars: 800)]
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search(pool) }, history: { repo, _ in
                GitHubStandIn.history(StarHistoryFixtures.weeks(repo == "o/riser" ? [0, 400, 300] : [0, 0, 70]))
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await pty(sandbox, ["--scope", "all", "--source", "search", "--api-url", server.baseURL, "--format", "table"], columns: 22)

        let screen = screenLines(result).filter { !$0.isEmpty }
        #expect(result.status == 0)
        #expect(screen.first == "#  REPO     GAINED", "\(screen)")
        #expect(screen.contains("1  o/riser    +500"), "\(screen)")
    }

    @Test("error: is red on a colour terminal, and plain in a pipe")
    func redError() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }

        let terminal = try await pty(sandbox, ["--offline"], columns: 40)
        let usage = try await pty(sandbox, ["--limit", "0"], columns: 40)
        let pipe = try await sandbox.run(["--offline"])
        let noColour = try await pty(sandbox, ["--offline"], extra: ["NO_COLOR": "1"], columns: 40)

        #expect(terminal.status == 66 || terminal.status == 69)
        #expect(terminal.output.hasPrefix("\u{1B}[1;31merror:\u{1B}[0m Nothing cached"))
        #expect(usage.status == 64 && usage.output.hasPrefix("\u{1B}[1;31merror:\u{1B}[0m invalid value '0' for --limit"))
        #expect(pipe.stderr.hasPrefix("error: Nothing cached"))
        #expect(noColour.output.hasPrefix("error: Nothing cached"))
    }

    @Test("a usage error's error: follows --color (and the config file's color) too, though the line was not parsed")
    func usageErrorFollowsColor() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let red = "\u{1B}[1;31merror:\u{1B}[0m "

        let never = try await pty(sandbox, ["--color", "never", "--limit", "0"], columns: 40)
        let neverEquals = try await pty(sandbox, ["--limit", "0", "--color=never"], columns: 40)
        let always = try await sandbox.run(["--color", "always", "--limit", "0"])
        let badNow = try await sandbox.run(["--color=always"], extra: ["TRENDING_NOW": "junk"])
        try sandbox.writeConfig("color = never\n")
        let fromConfig = try await pty(sandbox, ["--limit", "0"], columns: 40)
        let flagOverConfig = try await sandbox.run(["--limit", "0", "--color", "always"])

        #expect(never.status == 64 && never.output.hasPrefix("error: invalid value '0' for --limit"), "\(never.output)")
        #expect(neverEquals.status == 64 && neverEquals.output.hasPrefix("error: invalid value"), "\(neverEquals.output)")
        #expect(always.status == 64 && always.stderr.hasPrefix(red + "invalid value '0' for --limit"), "\(always.stderr)")
        #expect(badNow.status == 64 && badNow.stderr.hasPrefix(red + "invalid TRENDING_NOW"), "\(badNow.stderr)")
        #expect(fromConfig.status == 64 && fromConfig.output.hasPrefix("error: invalid value"), "\(fromConfig.output)")
        #expect(flagOverConfig.status == 64 && flagOverConfig.stderr.hasPrefix(red), "\(flagOverConfig.stderr)")
    }

    @Test("a window narrowed while fetching: no spinner frame and no list line is wider than its new width (bb37 b2-D1, D2)")
    func narrowedWhileFetching() async throws {
        let released = Locked(false)
        let server = try LoopbackServer { request, _ in
            while !released.value { usleep(20_000) }
            return .search()
        }
        let sandbox = Sandbox()
        defer { released.value = true; sandbox.remove(); server.stop() }
        let environment = sandbox.environment.merging(["TERM": "xterm-256color", "NO_COLOR": "1"]) { $1 }
        let session = try PTYSession(arguments: ["--refresh", "--api-url", server.baseURL, "--limit", "5"], environment: environment, columns: 120)

        #expect(session.waitFor("Fetching daily trending repositories"))
        session.resize(columns: 40, rows: 24)
        let resizedAt = session.output.utf8.count
        // A few frames at the new width (one every 80 ms), then the answer.
        #expect(session.waitUntil(timeout: .seconds(10)) { $0.output.utf8.count > resizedAt + 200 })
        released.value = true
        #expect(session.waitForExit() == 0)

        let after = String(decoding: Array(session.output.utf8).dropFirst(resizedAt), as: UTF8.self)
        // The frame being drawn as the window changed may be the old width; the next ones are not.
        let frames = after.components(separatedBy: "\r\u{1B}[K").dropFirst(2).map { $0.components(separatedBy: "\r\n")[0] }.filter { !$0.isEmpty }
        #expect(!frames.isEmpty && frames.allSatisfy { $0.unicodeScalars.count <= 39 }, "\(frames)")
        let lines = after.components(separatedBy: "\r\n").map { $0.components(separatedBy: "\r\u{1B}[K").last ?? $0 }
        #expect(lines.contains { $0.contains("★") }, "the list was printed: \(lines)")
        for line in lines {
            #expect(line.unicodeScalars.count <= 40, "\(line)")
        }
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (Sandbox, LoopbackServer) {
        (Sandbox(), try LoopbackServer(responses: [.search()]))
    }

    private func fixtureNames() throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Fixtures.data("search/100-items.json")) as? [String: Any]
        let items = try #require(object?["items"] as? [[String: Any]])
        return items.compactMap { $0["full_name"] as? String }
    }

    private func pty(_ sandbox: Sandbox, _ arguments: [String], extra: [String: String] = [:], columns: Int) async throws -> PTYResult {
        let environment = sandbox.environment.merging(["TERM": "xterm-256color"]) { $1 }.merging(extra) { $1 }
        return try await offThePool { try PTYRunner.run(arguments: arguments, environment: environment, columns: columns) }
    }

    /// What each line shows once the terminal has applied carriage returns and escapes.
    private func screenLines(_ result: PTYResult) -> [String] {
        result.lines.map { PTYResult.strippingEscapes($0.components(separatedBy: "\r").last ?? $0) }
    }
}
#endif
