import Foundation
import Testing
@testable import TrendingCLI
import TrendingDomain

@Suite("CommandLineParser")
struct CommandLineParserTests {
    @Test("defaults to today's top 25 in every language")
    func defaults() throws {
        let options = try listOptions([])
        #expect(options == ListOptions())
        #expect(options.period == .daily && options.limit == 25 && options.maxAge == 3600 && options.format == .list)
        #expect(options.mode == .automatic)
    }

    @Test("reads every flag, in both --flag value and --flag=value forms")
    func everyFlag() throws {
        let spaced = try listOptions([
            "--since", "weekly", "--language", "C++", "--limit", "1000", "--refresh", "--max-age", "2d", "--json",
            "--api-url", "https://ghe.example.com/api/v3", "--topic", "cli", "--topic", "tui", "--min-stars", "50",
            "--timeout", "2.5", "--verbose",
        ])
        let joined = try listOptions([
            "--since=weekly", "--language=C++", "--limit=1000", "--refresh", "--max-age=2d", "--json",
            "--api-url=https://ghe.example.com/api/v3", "--topic=cli", "--topic=tui", "--min-stars=50",
            "--timeout=2.5", "-v",
        ])

        #expect(spaced == joined)
        #expect(spaced.period == .weekly)
        #expect(spaced.language == "C++")
        #expect(spaced.limit == 1000)
        #expect(spaced.topics == ["cli", "tui"])
        #expect(spaced.minStars == 50)

        #expect(spaced.mode == .refresh)
        #expect(spaced.maxAge == 2 * 86_400)
        #expect(spaced.format == .json)
    }

    @Test("reads the flags every command shares")
    func globals() throws {
        let parsed = try CommandLineParser.parse([
            "show", "a/b", "--api-url", "https://ghe.example.com/api/v3", "--timeout", "2.5", "-v", "--color", "never",
            "--hyperlinks=always",
        ]).get()

        #expect(parsed.command == .show(ShowOptions(name: RepoName(owner: "a", name: "b"))))
        #expect(parsed.globals == GlobalOptions(
            apiURL: URL(string: "https://ghe.example.com/api/v3"), timeout: 2.5, verbose: true, color: .never, hyperlinks: .always
        ))
    }

    @Test("reads every output format, with --json as short for --format json", arguments: [
        (["--format", "table"], OutputFormat.table), (["--format=tsv"], .tsv), (["--json"], .json),
        (["--format", "json", "--json"], .json), ([], .list),
    ])
    func formats(arguments: [String], format: OutputFormat) throws {
        #expect(try listOptions(arguments).format == format)
    }

    @Test("parses each command", arguments: [
        (["bookmark", "a/b"], ParsedCommand.bookmark(RepoName(owner: "a", name: "b"))),
        (["unbookmark", "https://github.com/a/b"], .unbookmark(RepoName(owner: "a", name: "b"))),
        (["bookmarks", "--json"], .bookmarks(json: true)), (["hide", "--all"], .hide(.lastShown)),
        (["unhide", "a/b"], .unhide(RepoName(owner: "a", name: "b"))), (["hidden"], .hidden(json: false)),
        (["open", "3"], .open(OpenOptions(target: .rank(3)))),
        (["open", "a/b", "--print"], .open(OpenOptions(target: .repo(RepoName(owner: "a", name: "b")), printOnly: true))),
        (["cache", "clear"], .cache(.clear)), (["completions", "fish"], .completions(.fish)),
        (["show", "a/b", "--refresh", "--max-age", "5m", "--json"], .show(ShowOptions(name: RepoName(owner: "a", name: "b"), json: true, refresh: true, maxAge: 300))),
        (["help", "show"], .help(CommandCatalog.show)), (["show", "--help"], .help(CommandCatalog.show)),
    ])
    func commands(arguments: [String], expected: ParsedCommand) {
        #expect(CommandLineParser.parse(arguments).map(\.command) == .success(expected))
    }

    @Test("reads --offline as the offline mode")
    func offline() throws {
        #expect(try listOptions(["--offline"]).mode == .offline)
    }

    @Test("answers help and version", arguments: [
        (["--help"], ParsedCommand.help(CommandCatalog.list)), (["-h"], .help(CommandCatalog.list)),
        (["help"], .help(CommandCatalog.list)), (["--limit", "5", "--help"], .help(CommandCatalog.list)),
        (["--version"], .version), (["-V"], .version),
    ])
    func helpAndVersion(arguments: [String], expected: ParsedCommand) {
        #expect(CommandLineParser.parse(arguments).map(\.command) == .success(expected))
    }

    @Test("rejects bad values with a message naming the flag", arguments: [
        (["--limit", "0"], "invalid value '0' for --limit; expected a whole number from 1 to 1000 (GitHub's search cap)"),
        (["--limit", "1001"], "invalid value '1001' for --limit; expected a whole number from 1 to 1000 (GitHub's search cap)"),
        (["--limit", "ten"], "invalid value 'ten' for --limit; expected a whole number from 1 to 1000 (GitHub's search cap)"),
        (["--timeout", "0"], "invalid value '0' for --timeout; expected seconds greater than 0 and at most 3600, such as 10 or 2.5"),
        (["--timeout", "3601"], "invalid value '3601' for --timeout; expected seconds greater than 0 and at most 3600, such as 10 or 2.5"),
        (["--min-stars", "-1"], "invalid value '-1' for --min-stars; expected a whole number, 0 or more"),
        (["--topic", ""], "invalid value for --topic; expected a topic such as cli"),
        (["--since", "yearly"], "invalid value 'yearly' for --since; expected daily, weekly or monthly"),
        (["--max-age", "soon"], "invalid value 'soon' for --max-age; expected a duration such as 30m, 1h or 2d"),
        (["--language", " "], "invalid value for --language; expected a language name such as Swift"),
        (["--api-url", "ftp://x"], "invalid API URL 'ftp://x'; expected an http(s) base URL such as https://api.github.com"),
        (["--limit"], "--limit needs a value (N)"),
        (["--since", "daily", "--since", "weekly"], "--since was given more than once"),
        (["--json=yes"], "--json takes no value"),
        (["--refresh", "--offline"], "--refresh and --offline contradict each other; use one"),
        (["list"], "unexpected argument 'list'; trending lists with flags only (see trending --help)"),
        (["--limit", "5", "extra"], "unexpected argument 'extra'; trending lists with flags only (see trending --help)"),
        (["help", "nope"], "unknown command 'nope'; did you mean 'open'?"),






        (["--format", "xml"], "invalid value 'xml' for --format; expected list, table, tsv, json, markdown or atom"),
        (["--format", "table", "--json"], "--json is short for --format json; it contradicts --format table"),
        (["--color", "sometimes"], "invalid value 'sometimes' for --color; expected auto, always or never"),

    ])
    func badValues(arguments: [String], message: String) {
        #expect(CommandLineParser.parse(arguments).map(\.command) == .failure(UsageError(message: message)))
    }

    @Test("points subcommand mistakes at that command's help", arguments: [
        (["bookmarks", "x"], "unexpected argument 'x' for trending bookmarks", "trending bookmarks"),
        (["bookmark"], "trending bookmark needs one OWNER/REPO, such as octo-org/rocket", "trending bookmark"),
        (["show", "not a repo"], "'not a repo' is not OWNER/REPO, such as octo-org/rocket", "trending show"),
        (["open", "0"], "a rank counts from 1", "trending open"),
        (["cache"], "trending cache needs one action: clear or path", "trending cache"),
        (["completions", "tcsh"], "trending completions needs one shell: bash, zsh or fish", "trending completions"),
        (["hide", "--all", "a/b"], "unexpected argument 'a/b' for trending hide", "trending hide"),
        (["show", "a/b", "--refesh"], "unknown option --refesh; did you mean --refresh?", "trending show"),
    ])
    func subcommandErrors(arguments: [String], message: String, command: String) {
        #expect(CommandLineParser.parse(arguments).map(\.command) == .failure(UsageError(message: message, command: command)))
    }

    @Test("suggests the closest flag for a typo", arguments: [
        ("--langauge", "--language"), ("--limt", "--limit"), ("--refesh", "--refresh"), ("--sinse", "--since"),
    ])
    func typo(flag: String, suggestion: String) {
        #expect(CommandLineParser.parse([flag]).map(\.command) == .failure(UsageError(message: "unknown option \(flag); did you mean \(suggestion)?")))
    }

    @Test("makes no suggestion when nothing is close")
    func noSuggestion() {
        #expect(CommandLineParser.parse(["--frobnicate"]).map(\.command) == .failure(UsageError(message: "unknown option --frobnicate for trending")))
    }

    // MARK: - Helpers

    private func listOptions(_ arguments: [String]) throws -> ListOptions {
        guard case .success(let invocation) = CommandLineParser.parse(arguments), case .list(let options) = invocation.command else {
            throw UsageError(message: "expected a list command from \(arguments)")
        }
        return options
    }
}

@Suite("DurationParser")
struct DurationParserTests {
    @Test("reads seconds and unit suffixes", arguments: [
        ("0", 0.0), ("90", 90), ("45s", 45), ("15m", 900), ("1h", 3600), ("2d", 172_800), ("1h30m", 5400),
    ] as [(String, Double)])
    func valid(text: String, seconds: Double) {
        #expect(DurationParser.seconds(text) == seconds)
    }

    @Test("rejects anything else", arguments: ["", "h", "1x", "-5", "1h30", "1.5h", "one"])
    func invalid(text: String) {
        #expect(DurationParser.seconds(text) == nil)
    }
}

@Suite("ExitCode")
struct ExitCodeTests {
    @Test("maps each failure to the code in the table", arguments: [
        (LoadTrendingError.offlineWithoutCache, ExitCode.unavailable),
        (.remote(.unreachable("x")), .unavailable), (.remote(.timedOut), .unavailable),
        (.remote(.serverError(status: 502)), .unavailable), (.remote(.invalidQuery(["x"])), .dataError),
        (.remote(.malformedResponse), .dataError), (.remote(.rateLimited(resetsAt: nil)), .rateLimited),
        (.remote(.unauthorized(tokenSent: true, message: "Bad credentials")), .noPermission), (.remote(.forbidden("x")), .noPermission),
        (.remote(.unexpectedStatus(404)), .dataError), (.remote(.unexpectedStatus(304)), .unavailable),
    ])
    func mapping(error: LoadTrendingError, code: ExitCode) {
        #expect(ExitCode.forFailure(error) == code)
    }

    @Test("uses the sysexits numbers")
    func numbers() {
        #expect(ExitCode.allCases.map(\.rawValue) == [0, 64, 65, 66, 69, 74, 75, 77])
    }
}
