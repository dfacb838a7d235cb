import Foundation
import Testing
import TrendingTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `trending browse` offline, resized, signalled, suspended; what it remembers.
@Suite("trending browse, end to end: offline, signals, resize, state")
struct BrowseResilienceEndToEndTests {
    /// Retries fast in tests: 0.3 s, then 0.6 s…; the banner rounds up to whole seconds.
    private let fastRetry = ["TRENDING_BROWSE_RETRY": "0.3"]

    @Test("nothing cached and offline: skeletons under the banner, then the list with no key pressed once the server answers")
    func offlineNothingCached() async throws {
        let sandbox = Sandbox()
        let upstream = BrowseHarness.Switch(up: false)
        let server = try BrowseHarness.switchedServer(upstream)
        defer { sandbox.remove(); server.stop() }
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server, extra: fastRetry)
            #expect(session.waitFor("Offline (HTTP 503) — nothing cached yet · retrying in 1 s"), "\(session.screen.text)")
            #expect(session.screen.lines[2].contains("░"), "skeleton rows")
            let failed = server.requests.count
            upstream.up = true
            #expect(session.waitFor("octo-org/rocket"), "\(session.screen.text)")
            #expect(session.waitUntil { !$0.screen.text.contains("Offline") }, "the banner goes")
            #expect(server.requests.count > failed)
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
    }

    @Test("a refused connection: the banner says so, not only \"Offline\"")
    func offlineSaysWhy() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let environment = sandbox.environment.merging(["TERM": "xterm-256color"]) { $1 }.merging(fastRetry) { $1 }
        try await offThePool {
            let session = try PTYSession(
                arguments: ["browse", "--api-url", "http://127.0.0.1:\(LoopbackServer.unusedPort())"], environment: environment, columns: 80, rows: 24
            )
            #expect(session.waitFor("Offline (connection refused) — nothing cached yet · retrying in"), "\(session.screen.text)")
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
    }

    @Test("offline with a cache: the list from 2h ago under the banner, retried with backoff until the server answers")
    func offlineWithCache() async throws {
        let sandbox = Sandbox()
        let upstream = BrowseHarness.Switch(up: true)
        let server = try BrowseHarness.switchedServer(upstream)
        defer { sandbox.remove(); server.stop() }
        let twoHoursEarlier = ["TRENDING_NOW": "2026-11-23T10:00:00Z"]
        #expect(try await sandbox.run(["--api-url", server.baseURL, "--limit", "100"], extra: twoHoursEarlier).status == 0)
        upstream.up = false
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server, extra: fastRetry)
            #expect(session.waitFor("octo-org/rocket"))
            #expect(session.waitFor("Offline (HTTP 503) — showing the list from 2h ago · retrying in"), "\(session.screen.text)")
            let before = server.requests.count
            #expect(session.waitUntil { _ in server.requests.count > before }, "retries on its own")
            upstream.up = true
            #expect(session.waitUntil { !$0.screen.text.contains("Offline") }, "\(session.screen.text)")
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
    }

    @Test("another run holding the state's lock: b says so at once, and q quits, never frozen behind the 30 s a bookmark command waits")
    func heldLock() async throws {
        let sandbox = Sandbox()
        let server = try BrowseHarness.pagingServer()
        defer { sandbox.remove(); server.stop() }
        #expect(try await sandbox.run(["--api-url", server.baseURL, "--limit", "20"]).status == 0)
        let fd = open(sandbox.stateDirectory.appendingPathComponent(".lock").path, O_CREAT | O_RDWR, 0o600)
        defer { close(fd) }
        #expect(flock(fd, LOCK_EX) == 0)
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server, ["--offline"])
            #expect(session.waitFor("octo-org/rocket"), "\(session.screen.text)")
            let start = ContinuousClock.now
            session.send("b")
            session.send("q")
            #expect(session.waitForExit() == 0)
            #expect(start.duration(to: .now) < .seconds(10), "not held up by the lock: \(start.duration(to: .now))")
        }
    }

    @Test("Ctrl-C exits 130, SIGTERM 143, SIGHUP 129, SIGINT 130, a crash (SIGSEGV), SIGQUIT, SIGUSR1, SIGALRM, SIGPWR or a real-time signal dies of it; each restores the terminal (bb33 l-D2)",
          arguments: [("key", Int32(130)), ("TERM", 143), ("HUP", 129), ("INT", 130), ("SEGV", 139), ("QUIT", 131), ("USR1", 138), ("ALRM", 142),
                      ("PWR", 128 + SIGPWR), ("RTMIN", 128 + __libc_current_sigrtmin())])
    func signals(how: String, status: Int32) async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(responses: [.search()])
        defer { sandbox.remove(); server.stop() }
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server)
            let before = BrowseHarness.fresh()
            #expect(session.waitFor("octo-org/rocket"))
            switch how {
            case "key": session.send("\u{03}")
            case "TERM": session.signal(SIGTERM)
            case "HUP": session.signal(SIGHUP)
            case "SEGV": session.signal(SIGSEGV)
            case "QUIT": session.signal(SIGQUIT)
            case "USR1": session.signal(SIGUSR1)
            case "ALRM": session.signal(SIGALRM)
            case "PWR": session.signal(SIGPWR)
            case "RTMIN": session.signal(__libc_current_sigrtmin())
            default: session.signal(SIGINT)
            }
            #expect(session.waitForExit() == status)
            #expect(session.output.hasSuffix(RawTerminalSequences.leave), "left the alternate screen, cursor shown")
            #expect(BrowseHarness.sameSettings(session.settings(), before))
        }
    }

    @Test("a corrupt cached list, offline or not: said on screen, and whole on stderr once the screen is gone", arguments: [["--offline"], ["--refresh"]])
    func corruptCacheSaid(flags: [String]) async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(responses: [.search(), .search()])
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["--api-url", server.baseURL])
        let names = sandbox.cacheFiles().filter { $0.hasSuffix(".json") && !$0.contains("star-history") }
        try #require(names.count == 1, "\(sandbox.cacheFiles())")
        let file = sandbox.cacheDirectory.appendingPathComponent(names[0])
        try Data(#"{"version":1, garbage"#.utf8).write(to: file)
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server, flags)
            #expect(session.waitFor("The cache file was unreadable"), "\(session.screen.text)")
            session.send("q")
            #expect(session.waitForExit() == 0)
            let after = session.output.components(separatedBy: RawTerminalSequences.leave).last ?? ""
            #expect(after.contains("warning: The cache file was unreadable; it was moved to \(file.path).corrupt-"), "\(after)")
        }
    }

    @Test("Ctrl-Z gives the terminal back and suspends; on continuing it redraws and takes keys")
    func suspend() async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(responses: [.search()])
        defer { sandbox.remove(); server.stop() }
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server)
            #expect(session.waitFor("octo-org/rocket"))
            let drawn = session.output.count
            session.send("\u{1A}")
            #expect(session.waitUntil { $0.output.count > drawn && $0.output.contains(RawTerminalSequences.leave) })
            // Under a job-control shell it stops here until `fg` (the next test); alone in its
            // session (an orphaned group) the kernel discards the stop, and a SIGCONT that lands
            // while it is still suspending is part of that suspension, not a resume. So the
            // continue comes once the suspension is surely over, as `fg` would, then redraws.
            usleep(500_000)
            session.signal(SIGCONT)
            #expect(session.waitUntil { $0.screen.alternateScreen && $0.screen.text.contains("octo-org/rocket") })
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
    }

    @Test("under an interactive shell, Ctrl-Z stops it with the terminal given back, and fg redraws")
    func suspendUnderAShell() async throws {
        try await suspendedUnderAShell { shell in
            #expect(shell.waitUntil { $0.screen.cursorVisible }, "the cursor shown again")
            shell.send("fg\r")
            #expect(shell.waitUntil { $0.screen.alternateScreen && $0.screen.text.contains("octo-org/rocket") }, "\(shell.screen.text)")
            shell.send("q")
            #expect(shell.waitUntil { !$0.screen.alternateScreen })
            shell.send("echo status=$?\r")
            #expect(shell.waitUntil { $0.output.contains("status=0") }, "q exits 0")
        }
    }

    @Test("Ctrl-Z, then bg, then fg: continued in the background it waits, stopped, and fg brings the screen back, taking keys")
    func backgroundThenForeground() async throws {
        try await suspendedUnderAShell { shell in
            shell.send("bg; sleep 1; jobs -l; echo jobs=$((40+2))\r")
            #expect(shell.waitUntil { $0.output.contains("jobs=42") }, "\(shell.output.suffix(300))")
            #expect(!shell.screen.alternateScreen, "it took the screen from the background")
            shell.send("fg\r")
            #expect(shell.waitUntil { $0.screen.alternateScreen && $0.screen.text.contains("octo-org/rocket") }, "\(shell.screen.text)")
            shell.send("q")
            #expect(shell.waitUntil { !$0.screen.alternateScreen })
            shell.send("echo status=$?\r")
            #expect(shell.waitUntil { $0.output.contains("status=0") }, "q exits 0: \(shell.output.suffix(300))")
        }
    }

    @Test("a suspended browse that `kill %1` (SIGTERM, then SIGCONT) or `kill -HUP %1` reaches ends, touching no terminal it does not hold",
          arguments: [("TERM", "Exit 143"), ("HUP", "Exit 129")])
    func killedWhileSuspended(signal: String, said: String) async throws {
        try await suspendedUnderAShell { shell in
            shell.send("kill -\(signal) %1; sleep 1; jobs -l; echo jobs=$((40+2))\r")
            #expect(shell.waitUntil { $0.output.contains("jobs=42") }, "\(shell.output.suffix(300))")
            let after = shell.output.components(separatedBy: "jobs=$((40+2))").last ?? ""
            #expect(after.contains(said), "\(after)")
            #expect(!after.contains("tty output") && !after.contains("Stopped"), "still stopped: \(after)")
            #expect(!shell.screen.alternateScreen)
        }
    }

    /// `trending browse` in an interactive bash, its list drawn, then Ctrl-Z: `body` gets the
    /// shell with the job stopped and the terminal given back; the shell exits after it.
    private func suspendedUnderAShell(_ body: @escaping @Sendable (PTYSession) -> Void) async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(responses: [.search()])
        defer { sandbox.remove(); server.stop() }
        let binary = BinaryRunner.executableURL(named: "trending").path
        try await offThePool {
            let environment = sandbox.environment.merging(["TERM": "xterm-256color", "PS1": "PROMPT$ "]) { $1 }
            let shell = try PTYSession("/bin/bash", arguments: ["--norc", "--noprofile", "-i"], environment: environment)
            #expect(shell.waitFor("PROMPT$"))
            shell.send("\(binary) browse --api-url \(server.baseURL)\r")
            #expect(shell.waitFor("octo-org/rocket"), "\(shell.screen.text)")
            shell.send("\u{1A}")
            #expect(shell.waitUntil { $0.output.contains("Stopped") && !$0.screen.alternateScreen }, "\(shell.output.suffix(300))")
            body(shell)
            shell.send("exit\r")
            #expect(shell.waitForExit() != nil)
        }
    }

    @Test("resizing redraws at once; 40×10 still shows the list and the footer, no line too wide")
    func resize() async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(responses: [.search("search/edge-cases.json")])
        defer { sandbox.remove(); server.stop() }
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server)
            #expect(session.waitUntil { $0.screen.text.contains("? help") && $0.screen.lines[1].contains("1. ") })
            session.resize(columns: 40, rows: 10)
            #expect(session.waitUntil { $0.screen.lines[9].hasSuffix("? help") && $0.screen.lines[8].contains("8. ") }, "\(session.screen.text)")
            for line in session.screen.lines { #expect(line.count <= 40) }
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
    }

    @Test("only rows on screen become seen; on quit the list as loaded is the last shown (open RANK)")
    func seenAndLastShown() async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(responses: [.search()])
        defer { sandbox.remove(); server.stop() }
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server, rows: 12)  // 10 list lines
            #expect(session.waitFor("100 of 1000"))
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
        let state = try JSONSerialization.jsonObject(with: Data(contentsOf: sandbox.stateFile)) as? [String: Any]
        #expect((state?["seen"] as? [String: Any])?.count == 10, "the 10 rows on screen, not the 100 loaded")
        let open = try await sandbox.run(["open", "100", "--print"])
        #expect(open.status == 0 && open.stdout.hasPrefix("https://github.com/"))
    }

    @Test("o on a repo whose name GitHub does not allow says it opened the name as the row shows it, defused")
    func openHostileName() async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(responses: [.search("search/hostile.json")])
        defer { sandbox.remove(); server.stop() }
        let browser = sandbox.root.appendingPathComponent("browser.sh")
        try "#!/bin/sh\nexit 0\n".write(to: browser, atomically: true, encoding: .utf8)
        chmod(browser.path, 0o755)
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server, extra: ["BROWSER": Sandbox.viaShell(browser)])
            #expect(session.waitFor("mallory/evil\\u{1B}[31mrepo"), "\(session.screen.text)")
            session.send("o")
            #expect(session.waitFor("Opened mallory/evil\\u{1B}[31mrepo in the browser."), "\(session.screen.text)")
            session.send("q")
        }
    }

    @Test("o opens the repo's page by GitHubWebLinks' rule with $BROWSER; y copies it by OSC 52")
    func openAndCopy() async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(responses: [.search()])
        defer { sandbox.remove(); server.stop() }
        let opened = sandbox.root.appendingPathComponent("opened.txt")
        let browser = sandbox.root.appendingPathComponent("browser.sh")
        try "#!/bin/sh\nprintf '%s' \"$1\" > '\(opened.path)'\n".write(to: browser, atomically: true, encoding: .utf8)
        chmod(browser.path, 0o755)
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server, extra: ["BROWSER": Sandbox.viaShell(browser)])
            #expect(session.waitFor("octo-org/rocket"))
            session.send("o")
            #expect(session.waitFor("Opened octo-org/rocket in the browser."), "\(session.screen.text)")
            session.send("y")
            // html_url names github.com, but the API is the loopback server: its own web page wins.
            let encoded = Data("\(server.baseURL)/octo-org/rocket".utf8).base64EncodedString()
            #expect(session.waitUntil { $0.output.contains("\u{1B}]52;c;\(encoded)\u{07}") })
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
        #expect(try String(contentsOf: opened, encoding: .utf8) == "\(server.baseURL)/octo-org/rocket")
    }

    @Test("o with a window browser that stays in the foreground keeps the screen: its output is discarded, keys still work; a terminal browser (w3m) gets the terminal")
    func browserBesideTheScreen() async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(responses: [.search()])
        defer { sandbox.remove(); server.stop() }
        let bin = sandbox.root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        // A window browser with no window open: it prints and stays until its window closes.
        let window = bin.appendingPathComponent("firefox")
        let pidFile = sandbox.root.appendingPathComponent("browser.pid")
        try "#!/bin/sh\necho $$ > '\(pidFile.path)'; echo SCRIBBLE; echo SCRIBBLE >&2; exec sleep 60\n".write(to: window, atomically: true, encoding: .utf8)
        let terminalBrowser = bin.appendingPathComponent("w3m")
        // It draws only when its keys can come from the terminal (links quits on any other stdin).
        try "#!/bin/sh\n[ -t 0 ] && echo W3M-DREW-THE-PAGE\nexit 0\n".write(to: terminalBrowser, atomically: true, encoding: .utf8)
        chmod(window.path, 0o755)
        chmod(terminalBrowser.path, 0o755)
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server, extra: ["BROWSER": window.path])
            #expect(session.waitFor("octo-org/rocket"))
            session.send("o")
            #expect(session.waitFor("Opened octo-org/rocket in the browser."), "\(session.screen.text)")
            session.send("j")
            session.send("q")
            #expect(session.waitForExit() == 0, "q typed while the browser runs reaches browse")
            #expect(!session.output.contains("SCRIBBLE"), "a window browser's output never reaches the screen")
            // It leads a session of its own: closing the terminal (a hang-up to its session) leaves it open.
            let pid = try #require(Int32(String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
            #expect(getsid(pid) == pid, "the window browser is in a session of its own")
            kill(pid, SIGKILL)

            let terminal = try BrowseHarness.start(sandbox, server, extra: ["BROWSER": terminalBrowser.path])
            #expect(terminal.waitFor("octo-org/rocket"))
            terminal.send("o")
            #expect(terminal.waitFor("Opened octo-org/rocket in the browser."), "\(terminal.screen.text)")
            #expect(terminal.output.contains("W3M-DREW-THE-PAGE"), "a terminal browser draws in the terminal")
            terminal.send("q")
            #expect(terminal.waitForExit() == 0)
        }
    }

    @Test("moving near the last loaded row loads the next page, and only that page")
    func loadMore() async throws {
        let sandbox = Sandbox()
        let server = try BrowseHarness.pagingServer()
        defer { sandbox.remove(); server.stop() }
        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server, ["--limit", "20"])
            #expect(session.waitFor("20 of 1000"))
            session.send("G")
            #expect(session.waitFor("40 of 1000"), "\(session.screen.text)")
            session.send("G")
            #expect(session.waitFor("60 of 1000"), "\(session.screen.text)")
            // Each page came from the network: nothing says offline.
            #expect(!session.screen.text.contains("Offline"), "\(session.screen.text)")
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
        #expect(server.requests.map { [$0.queryItems["per_page"], $0.queryItems["page"]] } == [["20", nil], ["20", "2"], ["20", "3"]])
    }
}

/// The sequence the binary writes to leave the full screen (RawTerminal.leaveSequence).
enum RawTerminalSequences {
    static let leave = "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
}
