import Testing
@testable import TrendingCLI
import TrendingTerminalUI
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
        #expect(options.listing.newOnly)
        #expect(try !listOptions([]).newOnly)
    }

    @Test("--json and --format markdown or atom: the later one wins")
    func jsonAgainstFormat() throws {
        #expect(try listOptions(["--format", "atom", "--json"]).format == .json)
        #expect(try listOptions(["--json", "--format", "markdown"]).format == .markdown)
    }

    @Test("the declarations offer the new values and flag to help and completions")
    func declarations() throws {
        #expect(ListOptions.format.info.choices == ["list", "table", "tsv", "json", "markdown", "atom"])
        #expect(ListCommand.spec.options.first { $0.name == "--new-only" }?.takesValue == false)
        for shell in Shell.allCases {
            let script = CompletionScript.render(shell)
            #expect(script.contains(shell == .fish ? "-l new-only" : "--new-only"), "\(shell)")
            #expect(script.contains("markdown") && script.contains("atom"), "\(shell)")
        }
        let help = HelpRenderer.render(ListCommand.spec)
        #expect(help.contains("--new-only") && help.contains("markdown") && help.contains("atom"))
    }

    // MARK: - Helpers

    private func listOptions(_ arguments: [String]) throws -> ListOptions {
        try #require(try CommandLineParser.parse(arguments).command as? ListCommand).options
    }
}
