import Foundation
import Testing
import TrendingTestSupport

/// The command line as a user types it, through the built binary: options anywhere, the last of
/// a flag winning, --quiet, suggestions, help and argument errors.
@Suite("trending command line, end to end")
struct CommandLineEndToEndTests {
    @Test("global options work before or after the command's name")
    func globalsAnywhere() async throws {
        let (sandbox, server) = try makeSUT([.json(200, Fixtures.data("repos/octo-org__rocket.json"))])
        defer { sandbox.remove(); server.stop() }

        let before = try await sandbox.run(["-v", "bookmarks"])
        let after = try await sandbox.run(["bookmarks", "-v", "--color=never"])
        let show = try await sandbox.run(["--api-url", server.baseURL, "show", "octo-org/rocket"])
        let offline = try await sandbox.run(["--offline", "show", "octo-org/rocket", "--api-url", server.baseURL])
        let offlineJSON = try await sandbox.run(["--offline", "--json", "--max-age", "1m", "show", "octo-org/rocket", "--api-url", server.baseURL])

        #expect(before.status == 0 && after.status == 0, "\(before.stderr)\(after.stderr)")
        #expect(!before.stderr.contains("unknown command"))
        #expect(show.status == 0 && show.stdout.contains("octo-org/rocket"), "\(show.stderr)")
        #expect(
            server.requests.map(\.target) == ["/repos/octo-org/rocket", "/repos/octo-org/rocket/stargazers/history?per_page=6"],
            "only the first show asks GitHub (details, then the star history for the gains)"
        )
        #expect(offline.status == 0 && offline.stdout.contains("Stars"), "\(offline.stderr)")
        #expect(offlineJSON.status == 0 && offlineJSON.stdout.hasPrefix("{"), "\(offlineJSON.stderr)")
    }

    @Test("a flag given twice keeps its last value; --topic accumulates")
    func lastWins() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run([
            "--api-url", server.baseURL, "--limit", "10", "--json", "--limit", "3", "--since", "daily", "--since", "weekly",
            "--topic", "cli", "--topic", "tui",
        ])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Sandbox.objects(result).count == 3)
        let query = server.requests.first?.target.removingPercentEncoding ?? ""
        #expect(query.contains("topic:cli") && query.contains("topic:tui"), "\(query)")
        #expect(query.contains("created:>=2026-11-16T12:00:00Z"), "weekly, the last --since: \(query)")
    }

    @Test("-q silences the offline and stale notices, and the note about star gains; errors and data warnings stay")
    func quiet() async throws {
        let (sandbox, server) = try makeSUT([.search(), .json(502, "bad gateway"), .json(502, "bad gateway"), .json(502, "bad gateway"), .json(502, "bad gateway")])
        defer { sandbox.remove(); server.stop() }
        let api = ["--api-url", server.baseURL]

        let fetched = try await sandbox.run(api + ["--limit", "3", "--sort", "velocity"])
        let cached = try await sandbox.run(api + ["--limit", "3", "--sort", "velocity"])
        let offline = try await sandbox.run(api + ["--limit", "3", "--offline"])
        let offlineQuiet = try await sandbox.run(api + ["-q", "--limit", "3", "--offline"])
        let staleQuiet = try await sandbox.run(api + ["--limit", "3", "--max-age", "0", "--quiet"])
        let noCacheQuiet = try await sandbox.run(api + ["--since", "monthly", "--offline", "-q"])
        let bookmarkQuiet = try await sandbox.run(["bookmark", "octo-org/rocket", "-q"])

        #expect(fetched.stderr.contains("Star gains need a snapshot at least 1 hour old"), "the fetch says it once: \(fetched.stderr)")
        #expect(cached.stderr.isEmpty, "not again from the same cache: \(cached.stderr)")
        #expect(offline.status == 0 && offline.stderr.isEmpty, "--offline was asked for and the cache is fresh: \(offline.stderr)")
        #expect(offlineQuiet.status == 0 && offlineQuiet.stderr.isEmpty && !offlineQuiet.stdout.isEmpty)
        #expect(staleQuiet.status == 0 && staleQuiet.stderr.isEmpty && !staleQuiet.stdout.isEmpty, "\(staleQuiet.stderr)")
        #expect(noCacheQuiet.status == 69 && noCacheQuiet.stderr.hasPrefix("error: "), "errors still show")
        #expect(bookmarkQuiet.status == 0 && bookmarkQuiet.stderr.isEmpty)

        let cacheFile = try #require(sandbox.cacheFiles().first { $0.contains("search-daily") })
        try Data("{corrupt".utf8).write(to: sandbox.cacheDirectory.appendingPathComponent(cacheFile))
        let corruptQuiet = try await sandbox.run(api + ["-q", "--limit", "3", "--offline"])
        #expect(corruptQuiet.stderr.contains("warning: The cache file was unreadable"), "data warnings stay: \(corruptQuiet.stderr)")
    }

    #if canImport(Glibc)
    @Test("on a terminal, the note that star gains need an earlier snapshot comes once for a query's cache, and never with -q")
    func starGainsNoteOnce() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }
        let environment = sandbox.environment.merging(["TERM": "xterm-256color"]) { $1 }
        func run(_ arguments: [String]) async throws -> PTYResult {
            try await offThePool { try PTYRunner.run(arguments: ["--api-url", server.baseURL, "--limit", "3"] + arguments, environment: environment) }
        }

        // Only velocity needs this machine's snapshots: every row has its period's gain otherwise.
        let plain = try await run(["--since", "monthly"])
        let fetched = try await run(["--sort", "velocity"])
        let cached = try await run(["--sort", "velocity"])
        let quiet = try await run(["--since", "weekly", "--sort", "velocity", "-q"])

        #expect(!plain.output.contains("Star gains") && plain.output.contains("★ in 30 days"), "\(plain.output)")
        #expect(fetched.output.contains("Star gains need a snapshot at least 1 hour old"), "\(fetched.output)")
        #expect(!cached.output.contains("Star gains"), "\(cached.output)")
        #expect(!quiet.output.contains("Star gains") && quiet.output.contains("octo-org/rocket"), "\(quiet.output)")
    }
    #endif

    @Test("usage errors name what is wrong and suggest by prefix and spelling", arguments: [
        (["--lang", "swift"], "error: unknown option --lang; did you mean --language?"),
        (["--stars", "5"], "error: unknown option --stars; did you mean --min-stars?"),
        (["--langauge", "swift"], "error: unknown option --langauge; did you mean --language?"),
        (["bokmarks"], "error: unknown command 'bokmarks'; did you mean 'bookmarks'?"),
        (["help", "nosuch"], "error: unknown command 'nosuch'; the commands are browse, show,"),
        (["help", "shw"], "error: unknown command 'shw'; did you mean 'show'?"),
        (["help", "show", "extra"], "error: unexpected argument 'extra' for trending help\n"),
        (["help", "--json"], "error: trending help does not take --json\n"),
        (["cache", "foo"], "error: unknown action 'foo' for trending cache (clear, path)\n"),
        (["show", "o/r", "extra"], "error: unexpected argument 'extra' for trending show\n"),
        (["hide"], "error: trending hide needs OWNER/REPO, or --all for every repo of the last list shown\n"),
        (["open"], "error: trending open needs OWNER/REPO, or a RANK in the last list shown (1 is the top)\n"),
        (["--limit", "5", "--limit", "0"], "error: invalid value '0' for --limit;"),
    ])
    func usageErrors(arguments: [String], message: String) async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }

        let result = try await sandbox.run(arguments)

        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(result.stderr.components(separatedBy: "error:").count == 2, "one message: \(result.stderr)")
    }

    @Test("help treats its argument as a command name")
    func help() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }

        let help = try await sandbox.run(["help", "show"])
        let flag = try await sandbox.run(["show", "--help"])
        let before = try await sandbox.run(["--help", "bookmarks"])

        #expect(help.status == 0 && help.stdout == flag.stdout && help.stdout.contains("USAGE\n  trending show OWNER/REPO [OPTIONS]"))
        #expect(before.status == 0 && before.stdout.contains("trending bookmarks [OPTIONS]"))
    }

    @Test("__complete repos lists bookmarks and the last list, offline; __complete hidden the hidden repos, __complete bookmarks the bookmarks")
    func completeRepos() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["bookmark", "someone/saved"])
        _ = try await sandbox.run(["--api-url", server.baseURL, "--limit", "2"])
        let requests = server.requests.count

        let result = try await sandbox.run(["__complete", "repos"], extra: ["GITHUB_API_URL": "http://127.0.0.1:9"])

        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout == "someone/saved\nocto-org/rocket\nlowtide/vortex-flow\n")
        #expect(server.requests.count == requests, "no request")
        #expect(result.duration < .seconds(10), "no wait on the network")
        let help = try await sandbox.run(["--help"])
        #expect(!help.stdout.contains("__complete"), "hidden from help")

        _ = try await sandbox.run(["hide", "someone/gone"])
        let hidden = try await sandbox.run(["__complete", "hidden"])
        let bookmarks = try await sandbox.run(["__complete", "bookmarks"])
        #expect(hidden.stdout == "someone/gone\n" && hidden.status == 0)
        #expect(bookmarks.stdout == "someone/saved\n" && bookmarks.status == 0)
    }

    @Test("__complete changes no file: a corrupt state stays where it is, for a command that says so to move it aside")
    func completeLeavesCorruptState() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(at: sandbox.stateDirectory, withIntermediateDirectories: true)
        let state = sandbox.stateDirectory.appendingPathComponent("state.json")
        try Data(#"{"version":1,"bookmarks":[{"name":"..","added_at":"x"}]"#.utf8).write(to: state)

        for topic in ["repos", "hidden", "bookmarks"] {
            let result = try await sandbox.run(["__complete", topic])
            #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty, "\(topic): \(result.stderr)")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.stateDirectory.path)
        #expect(files.filter { $0.hasPrefix("state.json") } == ["state.json"], "\(files)")

        let listed = try await sandbox.run(["bookmarks"])
        #expect(listed.stderr.contains("it was moved to"), "the command that reads it says so: \(listed.stderr)")
    }

    @Test("a repo's address on the server's own web host names it; one on a third site is refused (64); github.com's still names the repo (bb35 v-D1)")
    func addressesOnTheServersSite() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let api = ["--api-url", "https://ghe.example.com/api/v3"]

        let own = try await sandbox.run(api + ["open", "--print", "https://ghe.example.com/octo/rocket/tree/main"])
        let dotCom = try await sandbox.run(api + ["open", "--print", "https://github.com/octo/rocket"])
        let third = try await sandbox.run(api + ["bookmark", "https://gitlab.example.org/octo/rocket"])
        let elsewhere = try await sandbox.run(["open", "--print", "git@ghe.example.com:octo/rocket.git"])

        #expect(own.status == 0 && own.stdout == "https://ghe.example.com/octo/rocket\n", "\(own.stderr)")
        #expect(dotCom.status == 0 && dotCom.stdout == "https://ghe.example.com/octo/rocket\n", "\(dotCom.stderr)")
        #expect(third.status == 64 && third.stderr.contains("is a repo on gitlab.example.org, but this command asks ghe.example.com"), "\(third.stderr)")
        #expect(elsewhere.status == 64 && elsewhere.stderr.contains("but this command asks github.com"), "\(elsewhere.stderr)")
        #expect(try Sandbox.objects(try await sandbox.run(["bookmarks", "--json"])).isEmpty, "nothing bookmarked")
    }

    @Test("a failing $BROWSER says so and prints the URL")
    func failingBrowser() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }

        let result = try await sandbox.run(["open", "octo-org/rocket"], extra: ["BROWSER": "/bin/false"])

        #expect(result.status == 0)
        #expect(result.stdout == "https://github.com/octo-org/rocket\n")
        #expect(result.stderr.hasPrefix("warning: Could not open the browser: '/bin/false' exited with status 1."), "\(result.stderr)")
    }

    @Test("a $BROWSER killed by a signal says which, and prints the URL")
    func signalledBrowser() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let browser = sandbox.root.appendingPathComponent("dying-browser")
        try "#!/bin/sh\nkill -9 $$\n".write(to: browser, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: browser.path)

        let result = try await sandbox.run(["open", "octo-org/rocket"], extra: ["BROWSER": Sandbox.viaShell(browser)])

        #expect(result.status == 0)
        #expect(result.stdout == "https://github.com/octo-org/rocket\n")
        #expect(result.stderr.contains("was killed by signal 9."), "\(result.stderr)")
    }

    private func makeSUT(_ responses: [StubResponse]) throws -> (Sandbox, LoopbackServer) {
        (Sandbox(), try LoopbackServer(responses: responses))
    }
}
