import Testing
@testable import TrendingCLI
import TrendingDomain

@Suite("CommandLineParser: digests and feeds")
struct DigestOptionsParsingTests {
    @Test("reads --format markdown and atom", arguments: [
        (["--format", "markdown"], OutputFormat.markdown), (["--format=atom"], .atom),
    ])
    func formats(arguments: [String], format: OutputFormat) throws {
        #expect(try listOptions(arguments).format == format)
    }

    @Test("reads --new-only into the options and the browse options")
    func newOnly() throws {
        let options = try listOptions(["--new-only", "--limit", "10"])

        #expect(options.newOnly && options.limit == 10)
        #expect(options.browse.newOnly)
        #expect(try !listOptions([]).newOnly)
    }

    @Test("--json contradicts --format markdown and atom")
    func jsonContradicts() {
        #expect(CommandLineParser.parse(["--format", "atom", "--json"]).map(\.command)
            == .failure(UsageError(message: "--json is short for --format json; it contradicts --format atom")))
    }

    @Test("the catalog offers the new values and flag to help and completions")
    func catalog() throws {
        let format = try #require(CommandCatalog.list.flag(named: "--format"))
        #expect(format.choices == ["list", "table", "tsv", "json", "markdown", "atom"])
        #expect(CommandCatalog.list.flag(named: "--new-only")?.takesValue == false)
        for shell in Shell.allCases {
            let script = CompletionScript.render(shell)
            #expect(script.contains(shell == .fish ? "-l new-only" : "--new-only"), "\(shell)")
            #expect(script.contains("markdown") && script.contains("atom"), "\(shell)")
        }
        let help = HelpRenderer.render(CommandCatalog.list)
        #expect(help.contains("--new-only") && help.contains("markdown") && help.contains("atom"))
    }

    // MARK: - Helpers

    private func listOptions(_ arguments: [String]) throws -> ListOptions {
        guard case .success(let invocation) = CommandLineParser.parse(arguments), case .list(let options) = invocation.command else {
            throw UsageError(message: "expected a list command from \(arguments)")
        }
        return options
    }
}
