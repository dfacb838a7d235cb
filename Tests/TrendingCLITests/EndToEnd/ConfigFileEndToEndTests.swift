import Foundation
import Testing
import TrendingTestSupport

/// `$XDG_CONFIG_HOME/trending/config` through the built binary: defaults for every option that
/// takes a value, taken by each command for the options it has, beaten by the command line,
/// shown by `trending config`; a bad line or a strange file is a warning, never a failure.
@Suite("trending config file, end to end")
struct ConfigFileEndToEndTests {
    @Test("limit = 10 sets the list's length, and show, bookmarks, cache path and open, which take no --limit, still run")
    func limitForEveryCommand() async throws {
        let (sandbox, server) = try makeSUT([.search(), .json(200, Fixtures.data("repos/octo-org__rocket.json"))])
        defer { sandbox.remove(); server.stop() }
        try sandbox.writeConfig("# my defaults\n\nlimit = 10\napi-url = \(server.baseURL)\nformat = json\n")

        let list = try await sandbox.run([])
        let show = try await sandbox.run(["show", "octo-org/rocket"])
        let bookmarks = try await sandbox.run(["bookmarks"])
        let cachePath = try await sandbox.run(["cache", "path"])
        let open = try await sandbox.run(["open", "1", "--print"])

        #expect(list.status == 0 && list.stderr.isEmpty, "\(list.stderr)")
        #expect(try Sandbox.objects(list).count == 10)
        #expect(server.requests.first?.target.contains("per_page=10") == true, "\(server.requests.map(\.target))")
        #expect(show.status == 0 && show.stdout.contains("octo-org/rocket"), "api-url from the file: \(show.stderr)")
        #expect(bookmarks.status == 0, "\(bookmarks.stderr)")
        #expect(cachePath.status == 0 && cachePath.stdout.hasPrefix(sandbox.root.path), "\(cachePath.stderr)")
        #expect(open.status == 0 && open.stdout.hasPrefix("http"), "\(open.stdout)\(open.stderr)")
    }

    @Test("--candidates, --source and --sort page without --scope all are said to be ignored; the file's values are not")
    func scopeAllOptionsIgnored() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }

        let given = try await sandbox.run(["--api-url", server.baseURL, "--source", "page", "--candidates", "5", "--sort", "page", "--json"])
        let one = try await sandbox.run(["--api-url", server.baseURL, "--candidates", "5", "--json", "--refresh"])
        let quiet = try await sandbox.run(["--api-url", server.baseURL, "--source", "page", "-q", "--json", "--refresh"])
        try sandbox.writeConfig("source = page\ncandidates = 5\n")
        let fromFile = try await sandbox.run(["--api-url", server.baseURL, "--json", "--refresh"])

        #expect(given.status == 0, "\(given.stderr)")
        #expect(given.stderr.contains("note: --candidates, --source and --sort page apply only to --scope all, so they are ignored here."), "\(given.stderr)")
        #expect(one.stderr.contains("note: --candidates applies only to --scope all, so it is ignored here."), "\(one.stderr)")
        #expect(quiet.stderr.isEmpty, "a note: \(quiet.stderr)")
        #expect(!fromFile.stderr.contains("ignored"), "the file's values are every scope's defaults: \(fromFile.stderr)")
    }

    @Test("a list with an ignored --scope all option is still recorded: its repos seen, its ranks for open (bb43 w2-D1)")
    func ignoredOptionStillRecords() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }

        let first = try await sandbox.run(["--api-url", server.baseURL, "--candidates", "5", "--limit", "3", "--format", "tsv"])
        let open = try await sandbox.run(["--api-url", server.baseURL, "open", "1", "--print"])
        let again = try await sandbox.run(["--api-url", server.baseURL, "--candidates", "5", "--limit", "3", "--new-only", "--json"])

        #expect(first.status == 0 && first.stderr.contains("ignored here"), "\(first.stderr)")
        let names = first.stdout.split(separator: "\n").dropFirst().map { String($0.split(separator: "\t")[1]) }
        #expect(names.count == 3)
        #expect(open.status == 0 && open.stdout.hasSuffix("/\(names.first ?? "none")\n"), "\(open.stdout)\(open.stderr)")
        let listedAgain = try Sandbox.objects(again).compactMap { $0["full_name"] as? String }
        #expect(again.status == 0 && !listedAgain.isEmpty && Set(listedAgain).isDisjoint(with: names), "the three are seen: \(listedAgain) \(again.stderr)")
    }

    @Test("an option on the command line beats the file's value; a repeatable one replaces the file's list")
    func commandLineWins() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }
        try sandbox.writeConfig("limit = 10\nsince = weekly\ntopic = cli\ntopic = tui\nformat = table\n")

        let result = try await sandbox.run(["--api-url", server.baseURL, "-L", "3", "--topic", "go", "--json"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Sandbox.objects(result).count == 3, "--json beats format = table, -L 3 beats limit = 10")
        let query = server.requests.first?.target.removingPercentEncoding ?? ""
        #expect(query.contains("topic:go") && !query.contains("topic:cli") && !query.contains("topic:tui"), "\(query)")
        #expect(query.contains("created:>=2026-11-16T12:00:00Z"), "since = weekly from the file: \(query)")
    }

    @Test("a bad line is a warning naming the file and line; the good lines still count and the command runs")
    func badLines() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }
        try sandbox.writeConfig("limt = 3\nlimit = 4\nscope = sideways\nno equals sign\nlimit = 0\n")

        let result = try await sandbox.run(["--api-url", server.baseURL, "--json", "-q"])

        let path = sandbox.configFile.path
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Sandbox.objects(result).count == 4)
        #expect(result.stderr == """
            warning: \(path):1: ignored: unknown key 'limt'; did you mean 'limit'?
            warning: \(path):3: ignored: invalid value 'sideways' for scope; expected new or all
            warning: \(path):4: ignored: expected key = value
            warning: \(path):5: ignored: invalid value '0' for limit; expected a whole number from 1 to 1000 (GitHub's search cap)

            """)
    }

    @Test("a FIFO, a folder, a huge file or a link to nothing at the config's path is a warning, never a hang, a failure or silence")
    func strangeFiles() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(at: sandbox.configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(sandbox.configFile.path, 0o600) == 0)

        let fifo = try await sandbox.run(["bookmarks"])
        try FileManager.default.removeItem(at: sandbox.configFile)
        try FileManager.default.createDirectory(at: sandbox.configFile, withIntermediateDirectories: true)
        let folder = try await sandbox.run(["bookmarks"])
        try FileManager.default.removeItem(at: sandbox.configFile)
        try sandbox.writeConfig(String(repeating: "# padding\n", count: 10_000))
        let huge = try await sandbox.run(["bookmarks"])
        try FileManager.default.removeItem(at: sandbox.configFile)
        try FileManager.default.createSymbolicLink(atPath: sandbox.configFile.path, withDestinationPath: "/nonexistent-dotfiles/trending/config")
        let dangling = try await sandbox.run(["bookmarks"])
        // Its folder linked into dotfiles not mounted yet is said too (bb33 m r07).
        let configFolder = sandbox.configFile.deletingLastPathComponent()
        try FileManager.default.removeItem(at: configFolder)
        try FileManager.default.createSymbolicLink(atPath: configFolder.path, withDestinationPath: "/nonexistent-dotfiles/trending")
        let danglingFolder = try await sandbox.run(["bookmarks"])

        for result in [fifo, folder, huge, dangling, danglingFolder] {
            #expect(result.status == 0 && result.stderr.contains("No bookmarks yet"), "\(result.stderr)")
            #expect(result.stderr.hasPrefix("warning: \(sandbox.configFile.path): ignored: "), "\(result.stderr)")
        }
        #expect(fifo.stderr.contains("not a regular file") && huge.stderr.contains("larger than 64 KiB"))
        #expect(dangling.stderr.contains("it is a symbolic link to /nonexistent-dotfiles/trending/config, which does not exist"), "\(dangling.stderr)")
        #expect(danglingFolder.stderr.contains("is a symbolic link to /nonexistent-dotfiles/trending, which does not exist"), "\(danglingFolder.stderr)")
    }

    @Test("a config line with bytes that are no UTF-8 is left out with a warning naming it, never misread as U+FFFD and sent; a comment's are no matter (bb37 a2 remark)")
    func notUTF8() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        try sandbox.writeConfig("limit = 5\n")
        try Data(Array("# caf".utf8) + [0xE9] + Array("\nlimit = 5\nlanguage = ".utf8) + [0xFF, 0x0A]).write(to: sandbox.configFile)

        let result = try await sandbox.run(["bookmarks"])
        let shown = try await sandbox.run(["config"])

        #expect(result.status == 0 && result.stderr.contains("No bookmarks yet"), "\(result.stderr)")
        #expect(result.stderr.hasPrefix("warning: \(sandbox.configFile.path):3: ignored: not UTF-8 text\n"), "\(result.stderr)")
        #expect(!result.stderr.contains(":1:"), "a comment's bytes are no matter: \(result.stderr)")
        #expect(shown.stdout.contains("limit = 5"), "the other lines still count: \(shown.stdout)")
    }

    @Test("trending config shows the path ($XDG_CONFIG_HOME first) and each key's value, from the file or the default")
    func configCommand() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let xdg = sandbox.root.appendingPathComponent("xdg-config")

        let none = try await sandbox.run(["config"], extra: ["XDG_CONFIG_HOME": xdg.path])
        try FileManager.default.createDirectory(at: xdg.appendingPathComponent("trending"), withIntermediateDirectories: true)
        try "limit = 10\nlanguage = \"Jupyter Notebook\"\nscope = all\n".write(
            to: xdg.appendingPathComponent("trending/config"), atomically: true, encoding: .utf8
        )
        let set = try await sandbox.run(["config"], extra: ["XDG_CONFIG_HOME": xdg.path])
        let other = sandbox.root.appendingPathComponent("xdg-comments")
        try FileManager.default.createDirectory(at: other.appendingPathComponent("trending"), withIntermediateDirectories: true)
        try "# nothing set yet\n\n".write(to: other.appendingPathComponent("trending/config"), atomically: true, encoding: .utf8)
        let comments = try await sandbox.run(["config"], extra: ["XDG_CONFIG_HOME": other.path])

        let path = xdg.appendingPathComponent("trending/config").path
        // A file of comments alone is there: it sets nothing, and is not said to be missing.
        #expect(comments.stdout.hasPrefix("# \(other.appendingPathComponent("trending/config").path) (sets no key; every key has its default)\n"), "\(comments.stdout)")
        #expect(none.status == 0 && none.stdout.hasPrefix("# \(path) (no such file; every key has its default)\n"), "\(none.stdout)")
        #expect(none.stdout.contains("\n# limit: 25 (default)\n") && none.stdout.contains("\n# since: daily (default)\n"))
        #expect(set.status == 0 && set.stderr.isEmpty, "\(set.stderr)")
        #expect(set.stdout.hasPrefix(
            "# \(path)\n# line 3\nscope = all\n# line 2\nlanguage = Jupyter Notebook\n# line 1\nlimit = 10\n"
        ), "\(set.stdout)")
        #expect(set.stdout.contains("\n# since: daily (default)\n") && !set.stdout.contains("# limit:"))
    }

    @Test("trending config shows api-url from GITHUB_API_URL when the file sets none, its password masked; the file's wins")
    func configShowsAPIURLVariable() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }

        let unset = try await sandbox.run(["config"])
        let variable = try await sandbox.run(["config"], extra: ["GITHUB_API_URL": "http://me:secret@127.0.0.1:9/api"])
        try sandbox.writeConfig("api-url = http://127.0.0.1:8/\n")
        let file = try await sandbox.run(["config"], extra: ["GITHUB_API_URL": "http://127.0.0.1:9/api"])

        #expect(unset.stdout.contains("\n# api-url: $GITHUB_API_URL, else https://api.github.com (default)\n"), "\(unset.stdout)")
        #expect(variable.stdout.contains("\n# api-url: http://***@127.0.0.1:9/api (from $GITHUB_API_URL)\n"), "\(variable.stdout)")
        #expect(!variable.stdout.contains("secret"))
        let fresh = Sandbox()
        defer { fresh.remove() }
        let invalidVariable = try await fresh.run(["config"], extra: ["GITHUB_API_URL": "http://h:0"])
        #expect(invalidVariable.stdout.contains("\n# api-url: http://h:0 (from $GITHUB_API_URL; not a valid API base URL, so commands that ask GitHub refuse it)\n"), "\(invalidVariable.stdout)")
        #expect(file.stdout.contains("\napi-url = http://127.0.0.1:8/\n# (GITHUB_API_URL, http://127.0.0.1:9/api, is not used: the line above wins)\n"), "\(file.stdout)")
        // --api-url typed with config is this run's: said as what wins, over the file and the variable.
        let typed = try await sandbox.run(["config", "--api-url", "http://me:secret@127.0.0.1:7"], extra: ["GITHUB_API_URL": "http://127.0.0.1:9/api"])
        #expect(typed.stdout.contains("\napi-url = http://127.0.0.1:8/\n# (--api-url on this command line, http://***@127.0.0.1:7, wins over the line above)\n"), "\(typed.stdout)")
        #expect(!typed.stdout.contains("secret"))
        let typedAlone = try await fresh.run(["config", "--api-url", "http://127.0.0.1:7"])
        #expect(typedAlone.stdout.contains("\n# api-url: http://127.0.0.1:7 (from --api-url on this command line)\n"), "\(typedAlone.stdout)")
        try sandbox.writeConfig("api-url = http://me:secret@127.0.0.1:8/\n")
        let password = try await sandbox.run(["config"])
        #expect(password.stdout.contains("\napi-url = http://***@127.0.0.1:8/\n") && !password.stdout.contains("secret"), "\(password.stdout)")
        // An api-url the file gets wrong is warned of, its password masked too.
        try sandbox.writeConfig("api-url = http://me:secret@127.0.0.1:99999/\n")
        let invalid = try await sandbox.run(["config"])
        #expect(invalid.stderr.contains("http://***@127.0.0.1:99999/") && !invalid.stderr.contains("secret"), "\(invalid.stderr)")
    }

    @Test("trending config's output, written as the config file, reads back to the same values with no warning")
    func configRoundTrip() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        try sandbox.writeConfig("""
            limit = 2
            language = "C# "
            since = weekly
            topic = cli
            topic = swift
            api-url = 'http://127.0.0.1:1'

            """)
        let first = try await sandbox.run(["config"])
        try sandbox.writeConfig(first.stdout)

        let again = try await sandbox.run(["config"])

        #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
        #expect(again.status == 0 && again.stderr.isEmpty, "\(again.stderr)")
        // The comments say which line set a key: those of the file written from the output differ.
        let values = { (output: String) in output.split(separator: "\n").filter { !$0.hasPrefix("#") } }
        #expect(values(again.stdout) == values(first.stdout), "\(first.stdout)\n---\n\(again.stdout)")
        #expect(values(first.stdout) == [
            "since = weekly", #"language = "C# ""#, "topic = cli", "topic = swift", "limit = 2", "api-url = http://127.0.0.1:1",
        ], "\(first.stdout)")
    }

    @Test("a UTF-8 byte order mark at the start of the config file is skipped, so line 1 counts")
    func byteOrderMark() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        try sandbox.writeConfig("\u{FEFF}limit = 2\r\nsince = weekly\r\n")

        let result = try await sandbox.run(["config"])

        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.contains("\n# line 1\nlimit = 2\n"), "\(result.stdout)")
    }

    // MARK: - Helpers

    private func makeSUT(_ responses: [StubResponse]) throws -> (Sandbox, LoopbackServer) {
        (Sandbox(), try LoopbackServer(responses: responses))
    }
}

extension Sandbox {
    /// Where the sandbox's config file goes: `$HOME/.config/trending/config`, as no
    /// `XDG_CONFIG_HOME` is set.
    var configFile: URL { root.appendingPathComponent(".config/trending/config") }

    func writeConfig(_ text: String) throws {
        try FileManager.default.createDirectory(at: configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: configFile, atomically: true, encoding: .utf8)
    }
}
