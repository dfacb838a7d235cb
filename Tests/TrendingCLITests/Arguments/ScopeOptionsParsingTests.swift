import Testing
@testable import TrendingCLI
import TrendingDomain

@Suite("CommandLineParser: real trending")
struct ScopeOptionsParsingTests {
    @Test("defaults: scope new, 60 candidates, sorted by stars, candidates from the page then search")
    func defaults() throws {
        let options = try listOptions([])

        #expect(options.scope == .new && options.candidates == 60 && options.sort == .stars)
        #expect(options.query.scope == .new && options.listing.candidates == 60)
        #expect(options.listing.source == .auto && options.listing.spokenLanguage == nil)
    }

    @Test("--scope all sorts by gained unless --sort says otherwise, wherever --sort stands", arguments: [
        (["--scope", "all"], TrendingSort.gained), (["--scope=all", "--sort", "stars"], .stars),
        (["--sort", "velocity", "--scope", "all"], .velocity), (["--scope", "new", "--sort", "gained"], .gained),
        (["--scope", "all", "--scope", "new"], .stars),
    ])
    func sortFollowsScope(arguments: [String], sort: TrendingSort) throws {
        #expect(try listOptions(arguments).sort == sort)
    }

    @Test("reads --source and --spoken-language (lower-cased) into the browse options")
    func source() throws {
        let options = try listOptions(["--scope", "all", "--source", "search", "--spoken-language", "ZH", "--sort", "page"])

        #expect(options.listing.source == .search && options.listing.spokenLanguage == "zh" && options.sort == .page)
    }

    @Test("without --scope all, --spoken-language reaches no list and is named among the flags ignored")
    func spokenLanguageWithoutScopeAll() throws {
        let options = try listOptions(["--spoken-language", "zh"])

        #expect(options.listing.spokenLanguage == nil && options.ignoredWithoutScopeAll == ["--spoken-language"])
    }

    @Test("reads --candidates into the browse options, and --scope into the query")
    func candidates() throws {
        let options = try listOptions(["--scope", "all", "--candidates", "1000"])

        #expect(options.listing.candidates == 1000 && options.query.scope == .all)
    }

    @Test("refuses bad values with the expected ones", arguments: [
        (["--scope", "old"], "invalid value 'old' for --scope; expected new or all"),
        (["--candidates", "0"], "invalid value '0' for --candidates; expected a whole number from 1 to 1000"),
        (["--candidates", "1001"], "invalid value '1001' for --candidates; expected a whole number from 1 to 1000"),
        (["--sort", "forks"], "invalid value 'forks' for --sort; expected stars, velocity, gained or page"),
        (["--source", "web"], "invalid value 'web' for --source; expected auto, page or search"),
        (["--spoken-language", "english"], "invalid value 'english' for --spoken-language; expected a language code such as en or zh"),
        (["--spoken-language", "e1"], "invalid value 'e1' for --spoken-language; expected a language code such as en or zh"),
    ])
    func badValues(arguments: [String], message: String) {
        #expect(failure(arguments) == message)
    }

    @Test("reads history's --daily and --json")
    func historyDaily() throws {
        let history = try #require(try CommandLineParser.parse(["history", "a/b", "--daily", "--json"]).command as? HistoryCommand)

        #expect(history.name == RepoName(owner: "a", name: "b") && history.daily && history.json)
        #expect(try #require(try CommandLineParser.parse(["history", "a/b"]).command as? HistoryCommand).daily == false)
    }

    // MARK: - Helpers

    private func listOptions(_ arguments: [String]) throws -> ListOptions {
        try #require(try CommandLineParser.parse(arguments).command as? ListCommand).options
    }

    private func failure(_ arguments: [String]) -> String? {
        do {
            _ = try CommandLineParser.parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }
}
