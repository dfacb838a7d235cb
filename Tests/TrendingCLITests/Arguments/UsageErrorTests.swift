import Testing
@testable import TrendingCLI

@Suite("Usage errors")
struct UsageErrorTests {
    @Test("name the flag and what it expects", arguments: [
        (["--limit", "0"], "invalid value '0' for --limit; expected a whole number from 1 to 1000 (GitHub's search cap)"),
        (["--limit", "ten"], "invalid value 'ten' for --limit; expected a whole number from 1 to 1000 (GitHub's search cap)"),
        (["--limit", "5", "--limit", "1001"], "invalid value '1001' for --limit; expected a whole number from 1 to 1000 (GitHub's search cap)"),
        (["--timeout", "0"], "invalid value '0' for --timeout; expected seconds greater than 0 and at most 3600, such as 10 or 2.5"),
        (["--timeout", "3601"], "invalid value '3601' for --timeout; expected seconds greater than 0 and at most 3600, such as 10 or 2.5"),
        (["--min-stars", "-1"], "invalid value '-1' for --min-stars; expected a whole number, 0 or more"),
        (["--topic", ""], "invalid value for --topic; expected a topic such as cli"),
        (["--since", "yearly"], "invalid value 'yearly' for --since; expected daily, weekly or monthly"),
        (["--max-age", "soon"], "invalid value 'soon' for --max-age; expected a duration such as 30m, 1h or 2d, at most 100 years"),
        (["--language", " "], "invalid value for --language; expected a language name such as Swift"),
        (["--api-url", "ftp://x"], "invalid value 'ftp://x' for --api-url; expected \(APIBaseURL.expectation)"),
        (["--api-url", "http://127.0.0.1:0"], "invalid value 'http://127.0.0.1:0' for --api-url; expected \(APIBaseURL.expectation)"),
        (["--api-url", "http://[::1]:99999"], "invalid value 'http://[::1]:99999' for --api-url; expected \(APIBaseURL.expectation)"),
        (["--api-url", "http://:80"], "invalid value 'http://:80' for --api-url; expected \(APIBaseURL.expectation)"),
        (["--api-url", "http://ex%20ample.com"], "invalid value 'http://ex%20ample.com' for --api-url; expected \(APIBaseURL.expectation)"),
        (["--limit"], "--limit needs a value (N)"),
        (["--json=yes"], "--json takes no value"),
        (["--refresh", "--offline"], "--refresh and --offline contradict each other; use one"),
        (["list"], "unexpected argument 'list'; trending lists with flags only (see trending --help)"),
        (["--limit", "5", "extra"], "unexpected argument 'extra'; trending lists with flags only (see trending --help)"),
        (["bokmarks"], "unknown command 'bokmarks'; did you mean 'bookmarks'?"),
        (["--format", "xml"], "invalid value 'xml' for --format; expected list, table, tsv, json, markdown or atom"),
        (["--color", "sometimes"], "invalid value 'sometimes' for --color; expected auto, always or never"),
        (["--since", "a\u{1B}[2Jb"], "invalid value 'a?[2Jb' for --since; expected daily, weekly or monthly"),
    ])
    func values(arguments: [String], message: String) {
        #expect(failure(arguments) == UsageError(error: errorFor(arguments), command: "trending"))
        #expect(failure(arguments)?.message == message)
    }

    @Test("point a command's mistakes at that command's help", arguments: [
        (["bookmarks", "x"], "unexpected argument 'x' for trending bookmarks", "trending bookmarks"),
        (["bookmark"], "trending bookmark needs OWNER/REPO, such as octo-org/rocket", "trending bookmark"),
        (["show", "not a repo"], "invalid argument 'not a repo' for trending show; expected OWNER/REPO, such as octo-org/rocket", "trending show"),
        (["show", "o/r", "extra"], "unexpected argument 'extra' for trending show", "trending show"),
        (["open", "0"], "a rank counts from 1", "trending open"),
        (["open"], "trending open needs OWNER/REPO, or a RANK in the last list shown (1 is the top)", "trending open"),
        (["hide"], "trending hide needs OWNER/REPO, or --all for every repo of the last list shown", "trending hide"),
        (["cache"], "trending cache needs an action: clear or path", "trending cache"),
        (["cache", "foo"], "unknown action 'foo' for trending cache (clear, path)", "trending cache"),
        (["completions", "tcsh"], "invalid argument 'tcsh' for trending completions; expected bash, zsh or fish", "trending completions"),
        (["hide", "--all", "a/b"], "unexpected argument 'a/b' for trending hide", "trending hide"),
        (["show", "a/b", "--refesh"], "unknown option --refesh; did you mean --refresh?", "trending show"),
        (["bookmarks", "--since", "weekly"], "trending bookmarks does not take --since", "trending bookmarks"),
        (["help", "nosuch"], "unknown command 'nosuch'; the commands are browse, show, bookmark, unbookmark, bookmarks, developers, hide, unhide, hidden, open, history, cache, config, completions and help", "trending help"),
        (["help", "shw"], "unknown command 'shw'; did you mean 'show'?", "trending help"),
        (["help", "show", "extra"], "unexpected argument 'extra' for trending help", "trending help"),
        (["help", "--json"], "trending help does not take --json", "trending help"),
        (["help", "__complete"], "unknown command '__complete'; the commands are browse, show, bookmark, unbookmark, bookmarks, developers, hide, unhide, hidden, open, history, cache, config, completions and help", "trending help"),
    ])
    func commands(arguments: [String], message: String, command: String) {
        #expect(failure(arguments)?.message == message)
        #expect(failure(arguments)?.command == command)
    }

    @Test("suggest by prefix, suffix and edit distance", arguments: [
        ("--langauge", "--language"), ("--limt", "--limit"), ("--refesh", "--refresh"), ("--sinse", "--since"),
        ("--lang", "--language"), ("--stars", "--min-stars"), ("--form", "--format"), ("--delta", "--delta-window"),
        // Another case: a long name, or a short one (never suggested for a mere edit: -x is one from all).
        ("--LIMIT", "--limit"), ("-l", "-L"),
    ])
    func suggestion(flag: String, suggestion: String) {
        #expect(failure([flag])?.message == "unknown option \(flag); did you mean \(suggestion)?")
    }

    @Test("make no suggestion when nothing is close")
    func noSuggestion() {
        #expect(failure(["--frobnicate"])?.message == "unknown option --frobnicate for trending")
        #expect(failure(["-x"])?.message == "unknown option -x for trending")
    }

    @Test("never suggest the very word typed")
    func notTheSameWord() {
        #expect(Suggestion.closest(to: "bookmarks", in: ["bookmarks", "bookmark"]) == "bookmark")
        #expect(Suggestion.closest(to: "show", in: ["show"]) == nil)
    }

    // MARK: - Helpers

    private func failure(_ arguments: [String]) -> UsageError? {
        do {
            _ = try CommandLineParser.parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    private func errorFor(_ arguments: [String]) -> ParseError {
        failure(arguments)?.error ?? .rankStartsAtOne
    }
}
