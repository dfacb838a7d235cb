import Testing
@testable import TrendingCLI
import TrendingDomain

@Suite("browse on the command line")
struct BrowseCommandLineTests {
    @Test("takes the list flags, loading 100 at first unless --limit says otherwise")
    func flags() throws {
        #expect(try options(["browse"]).limit == 100)
        let options = try options([
            "browse", "--since", "weekly", "--language", "Rust", "--topic", "cli", "--min-stars", "5", "--limit", "20",
            "--sort", "velocity", "--refresh", "--max-age", "2h", "--delta-window", "6h", "--long-stats",
        ])
        #expect(options.period == .weekly && options.language == "Rust" && options.topics == ["cli"] && options.minStars == 5)
        #expect(options.limit == 20 && options.sort == .velocity && options.mode == .refresh && options.maxAge == 7200)
        #expect(options.deltaWindow == 21_600 && options.longStats)
    }

    @Test("takes global options before the command, the last of a repeated flag winning")
    func anywhere() throws {
        let invocation = try CommandLineParser.parse(["--limit", "7", "-v", "browse", "--limit", "9"])
        #expect((invocation.command as? BrowseCommand)?.options.limit == 9)
        #expect(invocation.globals.verbose)
    }

    @Test("takes --scope and --candidates like the list; --scope all starts sorted by gained")
    func scope() throws {
        let all = try options(["browse", "--scope", "all", "--candidates", "12"])
        #expect(all.scope == .all && all.candidates == 12 && all.sort == .gained && all.limit == 100)
        let new = try options(["browse", "--scope", "new"])
        #expect(new.scope == .new && new.candidates == 60 && new.sort == .stars)
        #expect(try options(["browse", "--scope", "all", "--sort", "stars"]).sort == .stars)
        let paged = try options(["browse", "--scope", "all", "--source", "page", "--spoken-language", "en"])
        #expect(paged.source == .page && paged.spokenLanguage == "en")
    }

    @Test("refuses output formats, contradictions and arguments, pointing at its own help", arguments: [
        ["browse", "--json"], ["browse", "--format", "tsv"], ["browse", "--refresh", "--offline"], ["browse", "extra"],
        ["browse", "--limit", "0"], ["browse", "--scope", "old"], ["browse", "--candidates", "0"], ["browse", "--candidates", "1001"],
        ["browse", "--new-only"],
    ])
    func refusals(arguments: [String]) {
        do {
            let invocation = try CommandLineParser.parse(arguments)
            Issue.record("parsed \(arguments) as \(type(of: invocation.command))")
        } catch {
            #expect(error.command == "trending browse", "\(arguments): \(error.message)")
        }
    }

    @Test("declares the list's flags in the list's order, less --format, --json and --new-only, with its own --limit")
    func derivedFromTheList() {
        let printedOnly: Set = [ListOptions.format.info.name, ListOptions.json.info.name, ListOptions.newOnly.info.name]
        let expected = ListOptions.declarations.map(\.name).filter { !printedOnly.contains($0) }
        #expect(BrowseCommand.spec.ownOptions.map(\.name) == expected)
        let limit = BrowseCommand.spec.ownOptions.first { $0.name == "--limit" }
        #expect(limit?.defaultText == "100" && limit?.help == BrowseCommand.limit.info.help)
    }

    @Test("is registered, so help, completions and the man page test know it")
    func registered() {
        #expect(CommandRegistry.command(named: "browse") != nil)
        #expect(HelpRenderer.render(BrowseCommand.spec).contains("KEYS"))
        #expect(CompletionScript.render(.bash).contains("browse"))
    }

    // MARK: - Helpers

    private func options(_ arguments: [String]) throws -> ListOptions {
        let invocation = try CommandLineParser.parse(arguments)
        return try #require(invocation.command as? BrowseCommand).options
    }
}
