import Foundation
import Testing
import TrendingTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `trending browse` in a pseudo-terminal against the loopback server: the keys.
@Suite("trending browse, end to end")
struct BrowseEndToEndTests {
    @Test("opens on the list, moves, and quits with q, the terminal restored")
    func openMoveQuit() async throws {
        let (sandbox, server) = try makeSUT()
        defer { sandbox.remove(); server.stop() }
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server)
            let before = BrowseHarness.fresh()

            #expect(session.waitFor("octo-org/rocket"), "\(session.screen.text)")
            #expect(session.screen.alternateScreen && !session.screen.cursorVisible && session.screen.mouseReporting)
            #expect(session.waitFor("100 of 1000"), "GitHub's total_count, capped at 1,000")
            #expect(session.output.contains("\u{1B}[?2026h"), "frames in synchronized output")
            session.send("jj\u{1B}[B\u{1B}[A")
            session.send("q")

            #expect(session.waitForExit() == 0)
            let screen = session.screen
            #expect(!screen.alternateScreen && screen.cursorVisible && !screen.mouseReporting)
            #expect(BrowseHarness.sameSettings(session.settings(), before), "termios restored")
        }
        #expect(server.requests.count == 1)
        #expect(server.requests.first?.queryItems["per_page"] == "100", "browse loads 100 at first")
    }

    @Test("exits 64 pointing at trending when stdin or stdout is no terminal, or TERM is dumb")
    func needsATerminal() async throws {
        let (sandbox, server) = try makeSUT()
        defer { sandbox.remove(); server.stop() }

        let piped = try await sandbox.run(["browse", "--api-url", server.baseURL])
        #expect(piped.status == 64)
        #expect(piped.stderr.contains("Use 'trending' instead"))
        #expect(piped.stdout.isEmpty)

        let dumb = try await offThePool {
            try PTYRunner.run(arguments: ["browse", "--api-url", server.baseURL], environment: sandbox.environment.merging(["TERM": "dumb"]) { $1 })
        }
        #expect(dumb.status == 64 && dumb.output.contains("Use 'trending' instead"))
        #expect(!dumb.output.contains("\u{1B}[?1049h"))
        #expect(server.requests.isEmpty)
    }

    @Test("Enter shows details full screen when narrow and beside the list from 100 columns; Esc goes back")
    func details() async throws {
        let (sandbox, server) = try makeSUT()
        defer { sandbox.remove(); server.stop() }
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server)
            #expect(session.waitFor("octo-org/rocket"))
            session.send("\r")
            // The page by GitHubWebLinks' rule: on the API's own web host, whatever html_url says.
            #expect(session.waitFor("\(server.baseURL)/octo-org/rocket"), "\(session.screen.text)")
            #expect(!session.screen.text.contains("lowtide/vortex-flow"), "full screen at 80 columns")
            session.send("\u{1B}")
            #expect(session.waitFor("lowtide/vortex-flow"))

            session.resize(columns: 120, rows: 30)
            session.send("\r")
            #expect(session.waitUntil { $0.screen.lines.contains { $0.contains("lowtide/vortex-flow") && $0.contains("│") } }, "\(session.screen.text)")
            session.send("q")
            #expect(session.waitUntil { !$0.screen.text.contains("│") })
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
    }

    @Test("b bookmarks the selected repo; trending bookmarks --json shows it")
    func bookmark() async throws {
        let (sandbox, server) = try makeSUT()
        defer { sandbox.remove(); server.stop() }
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server)
            #expect(session.waitFor("octo-org/rocket"))
            session.send("b")
            #expect(session.waitFor("Bookmarked octo-org/rocket."), "\(session.screen.text)")
            #expect(session.waitUntil { $0.screen.lines[1].contains("bookmarked") })
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
        let bookmarks = try Sandbox.objects(try await sandbox.run(["bookmarks", "--json"]))
        #expect(bookmarks.compactMap { $0["full_name"] as? String } == ["octo-org/rocket"])
    }

    @Test("after show met a rename, the cached list's row is the repo under its new name: b and d act on it, and say so")
    func renamedRow() async throws {
        let server = try LoopbackServer.renamingRocket()
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["--api-url", server.baseURL])
        #expect(try await sandbox.run(["show", "octo-org/rocket", "--api-url", server.baseURL]).status == 0)

        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server, ["--offline"])
            #expect(session.waitFor("moved-org/rocket"), "\(session.screen.text)")
            #expect(!session.screen.text.contains("octo-org/rocket"), "\(session.screen.text)")
            session.send("b")
            #expect(session.waitFor("Bookmarked moved-org/rocket."), "\(session.screen.text)")
            session.send("d")
            #expect(session.waitFor("Hid moved-org/rocket · u to undo"), "\(session.screen.text)")
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
        let bookmarks = try Sandbox.objects(try await sandbox.run(["bookmarks", "--json"]))
        #expect(bookmarks.compactMap { $0["full_name"] as? String } == ["moved-org/rocket"])
        let hidden = try Sandbox.objects(try await sandbox.run(["hidden", "--json"]))
        #expect(hidden.compactMap { $0["full_name"] as? String } == ["moved-org/rocket"])
    }

    @Test("d dismisses the selected repo (hidden for good), u brings it back")
    func dismissAndUndo() async throws {
        let (sandbox, server) = try makeSUT()
        defer { sandbox.remove(); server.stop() }
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server)
            #expect(session.waitFor("octo-org/rocket"))
            session.send("d")
            #expect(session.waitUntil { $0.screen.lines[1].contains("lowtide/vortex-flow") }, "\(session.screen.text)")
            #expect(session.waitFor("Hid octo-org/rocket · u to undo"))
            #expect(session.waitFor("99 of 1000"))
            session.send("u")
            #expect(session.waitUntil { $0.screen.lines[1].contains("octo-org/rocket") }, "\(session.screen.lines.prefix(4)) \(session.screen.lines.last!)")
            session.send("d")
            #expect(session.waitUntil { $0.screen.lines[1].contains("lowtide/vortex-flow") })
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
        let hidden = try Sandbox.objects(try await sandbox.run(["hidden", "--json"]))
        #expect(hidden.compactMap { $0["full_name"] as? String } == ["octo-org/rocket"])
    }

    @Test("D dismisses every loaded row after y")
    func dismissAll() async throws {
        let (sandbox, server) = try makeSUT()
        defer { sandbox.remove(); server.stop() }
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server, ["--limit", "5"])
            #expect(session.waitFor("octo-org/rocket"))
            session.send("D")
            #expect(session.waitFor("Dismiss all 5 loaded repos? y/n"))
            session.send("y")
            #expect(session.waitFor("Hid 5 repos"), "\(session.screen.text)")
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
        #expect(try Sandbox.objects(try await sandbox.run(["hidden", "--json"])).count == 5)
    }

    @Test("D keeps the bookmarked rows, as hide --all does, and says so before and after")
    func dismissAllKeepsBookmarked() async throws {
        let (sandbox, server) = try makeSUT()
        defer { sandbox.remove(); server.stop() }
        #expect(try await sandbox.run(["bookmark", "octo-org/rocket"]).status == 0)
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server, ["--limit", "5"])
            #expect(session.waitFor("octo-org/rocket"))
            session.send("D")
            #expect(session.waitFor("Dismiss 4 repos, keep 1 bookmarked? y/n"), "\(session.screen.text)")
            session.send("y")
            #expect(session.waitFor("Hid 4 repos · 1 bookmarked kept · u to undo"), "\(session.screen.text)")
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
        let hidden = try Sandbox.objects(try await sandbox.run(["hidden", "--json"])).compactMap { $0["full_name"] as? String }
        #expect(hidden.count == 4 && !hidden.contains("octo-org/rocket"), "\(hidden)")
    }

    @Test("r refreshes a fresh list from GitHub, with a spinner; the server sees the request")
    func refresh() async throws {
        let (sandbox, server) = try makeSUT()
        defer { sandbox.remove(); server.stop() }
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server)
            #expect(session.waitFor("100 of 1000"))
            #expect(server.requests.count == 1)
            session.send("r")
            #expect(session.waitUntil { _ in server.requests.count == 2 })
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
        #expect(server.requests.count == 2)
    }

    @Test("a refresh re-reads bookmarks and hidden repos another shell changed")
    func refreshRereadsState() async throws {
        let (sandbox, server) = try makeSUT()
        defer { sandbox.remove(); server.stop() }
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server)
            #expect(session.waitFor("100 of 1000"))
            let other = sandbox.environment
            _ = try BinaryRunner.run(arguments: ["bookmark", "octo-org/rocket"], environment: other)
            _ = try BinaryRunner.run(arguments: ["hide", "lowtide/vortex-flow"], environment: other)
            session.send("r")
            #expect(session.waitUntil { $0.screen.lines[1].contains("octo-org/rocket") && $0.screen.lines[1].contains("bookmarked") }, "\(session.screen.text)")
            #expect(session.waitUntil { !$0.screen.text.contains("lowtide/vortex-flow") })
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
    }

    @Test("a click selects the row under it, the wheel scrolls, End in its VT form jumps to the last row")
    func mouseAndEnd() async throws {
        let (sandbox, server) = try makeSUT()
        defer { sandbox.remove(); server.stop() }
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server, ["--limit", "30"])
            #expect(session.waitFor("30 of 1000"))
            session.send("\u{1B}[<0;10;4M\u{1B}[<0;10;4m\r")  // screen row 4: the third repo
            #expect(session.waitFor("\(server.baseURL)/quinfelny-io/relay-cli"), "\(session.screen.text)")
            session.send("\u{1B}")
            session.send("\u{1B}[<65;10;4M\u{1B}[<65;10;4M")
            #expect(session.waitUntil { $0.screen.lines[1].hasPrefix(" 7. ") }, "\(session.screen.text)")
            session.send("\u{1B}[4~")
            #expect(session.waitUntil { $0.screen.lines.contains { $0.hasPrefix("30. ") } }, "\(session.screen.text)")
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
    }

    @Test("Tab moves to the weekly list, loading it; Shift-Tab back")
    func periods() async throws {
        let (sandbox, server) = try makeSUT()
        defer { sandbox.remove(); server.stop() }
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server)
            #expect(session.waitFor("100 of 1000"))
            session.send("\t")
            #expect(session.waitFor("trending · weekly · stars"))
            #expect(session.waitUntil { _ in server.requests.count == 2 })
            #expect(session.waitFor("100 of 1000"))
            session.send("\u{1B}[Z")
            #expect(session.waitFor("trending · daily · stars"))
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
        let created = server.requests.compactMap { $0.queryItems["q"] }
        #expect(created.count == 2 && created[0] != created[1], "\(created)")
    }

    @Test("a fresh cache paints at once and is not fetched again until r")
    func freshCache() async throws {
        let (sandbox, server) = try makeSUT()
        defer { sandbox.remove(); server.stop() }
        #expect(try await sandbox.run(["--api-url", server.baseURL, "--limit", "100"]).status == 0)
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server)
            #expect(session.waitFor("octo-org/rocket"))
            // Nothing is offline: the cache-first paint must not say so, not even for a moment.
            #expect(!session.waitFor("Offline", timeout: .seconds(1)), "\(session.screen.text)")
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
        #expect(server.requests.count == 1, "only the first list's request")
    }

    @Test("--offline browses the cache and never asks GitHub; with nothing cached it says so")
    func offlineFlag() async throws {
        let (sandbox, server) = try makeSUT()
        defer { sandbox.remove(); server.stop() }
        try await offThePool {
            let empty = try BrowseHarness.start(sandbox, server, ["--offline"])
            #expect(empty.waitFor("Nothing cached for daily trending repositories"), "\(empty.screen.text)")
            empty.send("q")
            #expect(empty.waitForExit() == 0)
        }
        #expect(try await sandbox.run(["--api-url", server.baseURL, "--limit", "100"]).status == 0)
        try await offThePool {
            let cached = try BrowseHarness.start(sandbox, server, ["--offline", "--color", "never"])
            #expect(cached.waitFor("octo-org/rocket"))
            #expect(cached.output.contains("\u{1B}[7m") && !cached.output.contains("\u{1B}[1m"), "monochrome, the selection reversed")
            cached.send("q")
            #expect(cached.waitForExit() == 0)
        }
        #expect(server.requests.count == 1, "only the list command's")
    }

    // MARK: - Helpers

    @Test("at 24 columns every star count is whole, the name giving way; the details pane's URL is whole")
    func narrowKeepsCountsAndURL() async throws {
        let (sandbox, server) = try makeSUT()
        defer { sandbox.remove(); server.stop() }
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server, columns: 24, rows: 20)
            #expect(session.waitFor("★ 9.8k"), "\(session.screen.text)")
            let rows = session.screen.lines.filter { $0.contains("★") }
            #expect(rows.count > 5, "\(session.screen.text)")
            for row in rows {
                #expect(row.range(of: #"★ [0-9.,kM]+$"#, options: .regularExpression) != nil || row.range(of: #"★ [0-9.,kM]+ "#, options: .regularExpression) != nil,
                        "a count cut: \(row)")
            }
            session.send("\r")
            let url = "\(server.baseURL)/octo-org/rocket"
            #expect(session.waitUntil { $0.screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined().contains(url) }, "\(session.screen.text)")
            session.send("q")
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
    }

    @Test("Enter shows what trending show gives, with the daily gains' sparkline; the next time from the cache at once")
    func detailsAreShowsDetails() async throws {
        let up = Locked(true)
        let server = try LoopbackServer { request, _ in
            guard up.value else { return .json(503, #"{"message":"down"}"#) }
            switch request.path {
            case "/repos/octo-org/rocket": return .json(200, Fixtures.data("repos/octo-org__rocket.json"), headers: [("ETag", "W/\"r1\"")])
            case "/repos/octo-org/rocket/stargazers/history": return GitHubStandIn.history(StarHistoryFixtures.weeks([0, 400, 300]))
            default: return .search()
            }
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let facts = ["Forks       644", "Open issues 23", "Licence     MIT", "Topics      cli, command-line", "Pushed      ", "Daily gains ", "[template]"]
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server, columns: 80, rows: 30)
            #expect(session.waitFor("octo-org/rocket"), "\(session.screen.text)")
            session.send("\r")
            #expect(session.waitUntil { screen in facts.allSatisfy { screen.screen.text.contains($0) } }, "\(session.screen.text)")
            session.send("q")
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
        #expect(server.requests.contains { $0.path == "/repos/octo-org/rocket" })
        up.value = false
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server, ["--offline"], columns: 80, rows: 30)
            #expect(session.waitFor("octo-org/rocket"), "\(session.screen.text)")
            session.send("\r")
            #expect(session.waitUntil { screen in facts.allSatisfy { screen.screen.text.contains($0) } }, "from the cache: \(session.screen.text)")
            session.send("q")
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
    }

    private func makeSUT(_ responses: [StubResponse] = [.search()]) throws -> (Sandbox, LoopbackServer) {
        (Sandbox(), try LoopbackServer(responses: responses))
    }
}
