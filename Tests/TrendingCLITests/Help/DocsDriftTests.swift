import Foundation
import Testing
@testable import TrendingCLI
@testable import TrendingTerminalUI
import TrendingTestSupport
import TrendingData
import TrendingDomain
import TrendingPresentation

/// README's flag table, `--help` and `docs/trending.1` against the declarations: every flag,
/// value list and default, the TSV columns and the JSON keys. Set `TRENDING_REGENERATE_DOCS=1`
/// to rewrite the man page's SYNOPSIS from the declarations.
@Suite("Docs drift")
struct DocsDriftTests {
    @Test("the man page's SYNOPSIS is the one the declarations generate")
    func synopsis() throws {
        let page = try ManPage.load()
        let generated = ManPageSynopsis.render()
        if ProcessInfo.processInfo.environment["TRENDING_REGENERATE_DOCS"] == "1" {
            try ManPage.replaceSynopsis(with: generated)
            return
        }
        let raw = try ManPage.rawLines()
        let start = try #require(raw.firstIndex(of: ".SH SYNOPSIS"))
        let end = try #require(raw[(start + 1)...].firstIndex { $0.hasPrefix(".SH ") })
        #expect(raw[(start + 1)..<end].joined(separator: "\n") + "\n" == generated, "docs/trending.1 SYNOPSIS is out of date; run TRENDING_REGENERATE_DOCS=1 swift test --filter DocsDrift")
        #expect(!page.lines.isEmpty)
    }

    @Test("README's usage block is the one the declarations generate")
    func readmeUsage() throws {
        let generated = ReadmeUsage.render()
        if ProcessInfo.processInfo.environment["TRENDING_REGENERATE_DOCS"] == "1" {
            try Readme.replaceUsage(with: generated)
            return
        }
        #expect(try Readme.usage() == generated, "README.md's usage block is out of date; run TRENDING_REGENERATE_DOCS=1 swift test --filter DocsDrift")
    }

    @Test("the man page gives every option's values and default")
    func manPageOptions() throws {
        let items = try ManPage.load().items(in: "OPTIONS")
        for option in Declarations.visibleOptions {
            let mine = items.filter { ManPage.mentions(option.name, in: $0.tag) }
            #expect(!mine.isEmpty, "docs/trending.1 OPTIONS has no item for \(option.name)")
            for choice in option.choices {
                #expect(mine.contains { ManPage.mentions(choice, in: $0.body) }, "docs/trending.1: \(option.name) does not list \(choice)")
            }
            if let value = option.defaultText {
                let expected = ManPage.squeezed("Default: \(value)")
                #expect(mine.contains { ManPage.squeezed($0.body).contains(expected) }, "docs/trending.1: \(option.name) should say 'Default: \(value)'")
            }
        }
    }

    @Test("README's flag table has a row for every list and global option, with its values and default")
    func readmeFlagTable() throws {
        let rows = try Readme.flagRows()
        for option in Declarations.listAndGlobalOptions {
            let label = option.names.reversed().map { "`\($0)\(option.valueName.map { " \($0)" } ?? "")`" }.joined(separator: ", ")
            let row = rows.first { $0.hasPrefix("| \(label) |") }
            #expect(row != nil, "README's flag table has no row starting | \(label) |")
            guard let row else { continue }
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            for choice in option.choices {
                #expect(cells[2].contains("`\(choice)`"), "README: \(option.name) does not list `\(choice)`")
            }
            let documented = cells[3].replacingOccurrences(of: "`", with: "")
            // A switch is off unless given; a value with no default filters nothing.
            let expected = option.defaultText.map { [$0] } ?? (option.takesValue ? ["none"] : ["off", ""])
            #expect(expected.contains(documented), "README: \(option.name)'s default is '\(documented)', declared '\(option.defaultText ?? "")'")
        }
        let declared = Set(Declarations.listAndGlobalOptions.map(\.name))
        for row in rows {
            let flags = row.components(separatedBy: "`").filter { $0.hasPrefix("--") }.map { String($0.split(separator: " ")[0]) }
            #expect(flags.allSatisfy(declared.contains), "README's flag table documents an undeclared flag: \(row)")
        }
    }

    @Test("--help shows every option with its values and default", arguments: CommandRegistry.visibleSpecs.map(\.name))
    func help(command: String) throws {
        let spec = try #require(CommandRegistry.visibleSpecs.first { $0.name == command })
        let help = HelpRenderer.render(spec).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        for option in spec.options {
            #expect(help.contains(HelpRenderer.flagLabel(option).trimmingCharacters(in: .whitespaces)), "\(spec.invocation) --help: \(option.name)")
            if !option.choices.isEmpty { #expect(help.contains("One of: \(option.choices.joined(separator: ", "))."), "\(option.name)") }
            if let value = option.defaultText { #expect(help.contains("Default: \(value)."), "\(option.name)") }
        }
    }

    @Test("README's Commands table has a row for every command help lists", arguments: CommandRegistry.visibleNames)
    func readmeCommandRows(name: String) throws {
        let firstCells = try Readme.commandRows().map { $0.split(separator: "|", omittingEmptySubsequences: true).first ?? "" }
        let named = firstCells.contains { cell in
            cell.contains("`trending \(name) ") || cell.contains("`trending \(name)`") || cell.contains("`\(name) ")
        }
        #expect(named, "README.md's Commands table has no row for 'trending \(name)'")
    }

    @Test("README and the man page name every TSV column and JSON key")
    func columnsAndKeys() throws {
        let readme = try Readme.text()
        let page = try ManPage.load().lines.joined(separator: "\n")
        #expect(readme.contains("`" + TSVRenderer.header.joined(separator: " ") + "`"), "README should list the TSV columns in order")
        let keys = Set(try Self.jsonKeys())
        #expect(!keys.isEmpty)
        for key in keys.sorted() {
            #expect(readme.contains("\"\(key)\":"), "README's JSON example has no \"\(key)\"")
            #expect(ManPage.mentions(key, in: page), "docs/trending.1 does not mention the JSON key \(key)")
        }
        for column in TSVRenderer.header {
            #expect(ManPage.mentions(column, in: page), "docs/trending.1 does not mention the TSV column \(column)")
        }
    }

    /// The keys of one list record, as `--json` prints them.
    private static func jsonKeys() throws -> [String] {
        let stdout = OutputSpy()
        let view = TerminalView(
            stdout: stdout, stderr: OutputSpy(), format: .json,
            settings: TerminalSettings(width: 80, color: false, hyperlinks: false), showsProgress: false,
            feed: FeedContext()
        )
        let repo = Repo(
            id: 1, owner: "o", name: "r", description: nil, language: nil, stars: 1, forks: 0,
            url: try #require(URL(string: "https://github.com/o/r")), createdAt: Date(timeIntervalSince1970: 0)
        )
        let listing = TrendingListing(repos: [repo], source: .remote(fetchedAt: Date(timeIntervalSince1970: 0)))
        TrendingPresenter(view: view, links: GitHubWebLinks(apiBase: GitHubAPI.defaultBaseURL), now: { Date(timeIntervalSince1970: 0) }, longStats: false)
            .present(TrendingLoadResult(outcome: .success(listing)), for: TrendingQuery())
        let records = try JSONSerialization.jsonObject(with: Data(stdout.text.utf8)) as? [[String: Any]]
        return records?.first.map { Array($0.keys) } ?? []
    }
}

/// README.md, read for the drift tests.
enum Readme {
    static var fileURL: URL {
        // Tests/TrendingCLITests/Help/ → the package root.
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    }

    static func text() throws -> String {
        try String(contentsOf: fileURL, encoding: .utf8)
    }

    /// The lines of the first code block under `## Usage`, and where they are in the file.
    private static func usageBlock() throws -> (lines: [String], range: Range<Int>) {
        let lines = try text().components(separatedBy: "\n")
        guard let heading = lines.firstIndex(of: "## Usage"),
              let open = lines[heading...].firstIndex(of: "```"),
              let close = lines[(open + 1)...].firstIndex(of: "```") else { return (lines, 0..<0) }
        return (lines, (open + 1)..<close)
    }

    /// The usage block's text, a newline after each line.
    static func usage() throws -> String {
        let (lines, range) = try usageBlock()
        return lines[range].map { $0 + "\n" }.joined()
    }

    /// Rewrites the usage block with `usage`, for `TRENDING_REGENERATE_DOCS=1`.
    static func replaceUsage(with usage: String) throws {
        let (lines, range) = try usageBlock()
        guard !range.isEmpty else { return }
        let new = lines[..<range.lowerBound] + usage.dropLast().components(separatedBy: "\n") + lines[range.upperBound...]
        try new.joined(separator: "\n").write(to: fileURL, atomically: true, encoding: .utf8)
    }

    /// The rows of the table under `| command | what it does |`.
    static func commandRows() throws -> [String] {
        let lines = try text().components(separatedBy: "\n")
        guard let header = lines.firstIndex(of: "| command | what it does |") else { return [] }
        return Array(lines[(header + 2)...].prefix { $0.hasPrefix("|") })
    }

    /// The rows of the table under `| flag | meaning | default |`.
    static func flagRows() throws -> [String] {
        let lines = try text().components(separatedBy: "\n")
        guard let header = lines.firstIndex(of: "| flag | meaning | default |") else { return [] }
        return Array(lines[(header + 2)...].prefix { $0.hasPrefix("|") })
    }
}
