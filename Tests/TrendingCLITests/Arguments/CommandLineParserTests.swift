import Foundation
import Testing
@testable import TrendingCLI
import TrendingDomain

@Suite("CommandLineParser")
struct CommandLineParserTests {
    @Test("defaults to today's top 25 in every language")
    func defaults() throws {
        let options = try list([])
        #expect(options == ListOptions())
        #expect(options.period == .daily && options.limit == 25 && options.maxAge == 3600 && options.format == .list)
        #expect(options.mode == .automatic)
    }

    @Test("reads every flag, in both --flag value and --flag=value forms")
    func everyFlag() throws {
        let spaced = try list([
            "--since", "weekly", "--language", "C++", "--limit", "1000", "--refresh", "--max-age", "2d", "--json",
            "--topic", "cli", "--topic", "tui", "--min-stars", "50", "--sort", "velocity", "--delta-window", "6h", "--long-stats",
        ])
        let joined = try list([
            "--since=weekly", "--language=C++", "--limit=1000", "--refresh", "--max-age=2d", "--json",
            "--topic=cli", "--topic=tui", "--min-stars=50", "--sort=velocity", "--delta-window=6h", "--long-stats",
        ])
        #expect(spaced == joined)
        #expect(spaced.period == .weekly && spaced.language == "C++" && spaced.limit == 1000)
        #expect(spaced.topics == ["cli", "tui"] && spaced.minStars == 50)
        #expect(spaced.mode == .refresh && spaced.maxAge == 2 * 86_400 && spaced.format == .json)
        #expect(spaced.sort == .velocity && spaced.deltaWindow == 6 * 3600 && spaced.longStats)
    }

    @Test("reads the global options before or after the command's name", arguments: [
        ["show", "a/b", "--api-url", "https://ghe.example.com/api/v3", "--timeout", "2.5", "-v", "-q", "--color", "never", "--hyperlinks=always"],
        ["--api-url", "https://ghe.example.com/api/v3", "--timeout", "2.5", "-v", "-q", "--color", "never", "--hyperlinks=always", "show", "a/b"],
        ["--api-url", "https://ghe.example.com/api/v3", "-v", "show", "--timeout", "2.5", "-q", "a/b", "--color", "never", "--hyperlinks=always"],
    ])
    func globalsAnywhere(arguments: [String]) throws {
        let invocation = try CommandLineParser.parse(arguments)
        #expect((invocation.command as? ShowCommand)?.options == ShowOptions(name: RepoName(owner: "a", name: "b")))
        #expect(invocation.globals == GlobalOptions(
            apiURL: URL(string: "https://ghe.example.com/api/v3"), typedAPIURL: URL(string: "https://ghe.example.com/api/v3"),
            timeout: 2.5, verbose: true, quiet: true, color: .never, hyperlinks: .always
        ))
    }

    @Test("--api-url from the config file is the run's, but not typed: a hint does not repeat it")
    func configAPIURLNotTyped() throws {
        let config = ConfigDefaults(path: "/c", file: ConfigFile(parsing: "api-url = http://127.0.0.1:9\n"))
        let fromFile = try CommandLineParser.parse(["show", "a/b"], defaults: config)
        let typed = try CommandLineParser.parse(["show", "a/b", "--api-url", "http://127.0.0.1:8"], defaults: config)
        #expect(fromFile.globals.apiURL == URL(string: "http://127.0.0.1:9") && fromFile.globals.typedAPIURL == nil)
        #expect(typed.globals.apiURL == URL(string: "http://127.0.0.1:8") && typed.globals.typedAPIURL == URL(string: "http://127.0.0.1:8"))
    }

    @Test("reads the options show shares with the list before its name")
    func sharedOptionsBeforeShow() throws {
        let show = try #require(try CommandLineParser.parse(["--offline", "--json", "--max-age", "5m", "show", "a/b"]).command as? ShowCommand)
        #expect(show.options == ShowOptions(name: RepoName(owner: "a", name: "b"), json: true, mode: .offline, maxAge: 300))
    }

    @Test("keeps the last of a flag given twice, and every --topic")
    func lastWins() throws {
        #expect(try list(["--limit", "10", "--limit", "3"]).limit == 3)
        #expect(try list(["--since", "daily", "--since", "weekly"]).period == .weekly)
        #expect(try list(["--format", "table", "--json"]).format == .json)
        #expect(try list(["--json", "--format", "table"]).format == .table)
        #expect(try list(["--topic", "cli", "--topic", "tui"]).topics == ["cli", "tui"])
        #expect((try CommandLineParser.parse(["--color", "always", "--color", "never"])).globals.color == .never)
    }

    @Test("parses each command into its own type", arguments: [
        (["bookmark", "a/b"], "BookmarkCommand"), (["unbookmark", "https://github.com/a/b"], "UnbookmarkCommand"),
        (["bookmarks", "--json"], "BookmarksCommand"), (["hide", "--all"], "HideCommand"), (["unhide", "a/b"], "UnhideCommand"),
        (["hidden"], "HiddenCommand"), (["open", "3"], "OpenCommand"), (["history", "a/b"], "HistoryCommand"),
        (["cache", "clear"], "CacheCommand"), (["completions", "fish"], "CompletionsCommand"), (["help", "show"], "HelpCommand"),
        (["show", "--help"], "HelpCommand"), (["__complete", "repos"], "CompleteCommand"), (["-v", "bookmarks"], "BookmarksCommand"),
    ])
    func commands(arguments: [String], type: String) throws {
        let command = try CommandLineParser.parse(arguments).command
        #expect(String(describing: Swift.type(of: command)) == type)
    }

    @Test("reads each command's arguments")
    func commandArguments() throws {
        let name = RepoName(owner: "a", name: "b")
        #expect((try CommandLineParser.parse(["unbookmark", "https://github.com/a/b"]).command as? UnbookmarkCommand)?.name == name)
        #expect((try CommandLineParser.parse(["hide", "--all"]).command as? HideCommand)?.target == .lastShown)
        #expect((try CommandLineParser.parse(["hide", "a/b"]).command as? HideCommand)?.target == .repo(name))
        let open = try #require(try CommandLineParser.parse(["open", "a/b", "--print"]).command as? OpenCommand)
        #expect(open.target == .repo(name) && open.printsOnly)
        #expect((try CommandLineParser.parse(["open", "3"]).command as? OpenCommand)?.target == .rank(3))
        #expect((try CommandLineParser.parse(["cache", "path"]).command as? CacheCommand)?.action == .path)
        #expect((try CommandLineParser.parse(["completions", "zsh"]).command as? CompletionsCommand)?.shell == .zsh)
        #expect((try CommandLineParser.parse(["bookmarks", "--json"]).command as? BookmarksCommand)?.json == true)
    }

    @Test("answers help for the command named anywhere, and the version", arguments: [
        (["--help"], ""), (["-h"], ""), (["help"], ""), (["--limit", "5", "--help"], ""), (["help", "show"], "show"),
        (["show", "--help"], "show"), (["--help", "show"], "show"), (["help", "help"], "help"),
    ])
    func help(arguments: [String], topic: String) throws {
        let help = try #require(try CommandLineParser.parse(arguments).command as? HelpCommand)
        #expect(help.topic.name == topic)
    }

    @Test("reads --version", arguments: [["--version"], ["-V"]])
    func version(arguments: [String]) throws {
        #expect((try CommandLineParser.parse(arguments).command as? ListCommand)?.printsVersion == true)
    }

    // MARK: - Helpers

    private func list(_ arguments: [String]) throws -> ListOptions {
        let command = try CommandLineParser.parse(arguments).command
        return try #require(command as? ListCommand).options
    }
}
