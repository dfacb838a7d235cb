import Foundation
import Testing
@testable import TrendingCLI

/// `docs/trending.1` against the code: every flag, command, exit code and environment variable
/// the tool knows must be documented, and the page must carry this release's version. A new flag
/// in a command's declaration fails here until the man page says what it does.
@Suite("Man page")
struct ManPageTests {
    @Test("the man page names every flag the parser knows")
    func everyFlag() throws {
        let page = try ManPage.load()
        let flags = Declarations.allFlagNames.sorted()
        #expect(!flags.isEmpty)
        // A flag is documented when it heads an item of its own (`.TP`), not when prose or an
        // example merely mentions it.
        let tags = page.tags(in: "OPTIONS")
        for flag in flags {
            #expect(tags.contains { ManPage.mentions(flag, in: $0) }, "docs/trending.1 OPTIONS has no .TP item for \(flag)")
        }
    }

    @Test("the man page names every command")
    func everyCommand() throws {
        let page = try ManPage.load()
        let commands = CommandRegistry.visibleSpecs.filter { !$0.name.isEmpty }
        #expect(!commands.isEmpty)
        let tags = page.tags(in: "COMMANDS")
        for command in commands {
            // `trending show`, whole words: `trending bookmark` must not pass on `trending bookmarks`.
            #expect(
                tags.contains { ManPage.mentions(command.invocation, in: $0) },
                "docs/trending.1 COMMANDS has no .TP item for '\(command.invocation)'"
            )
        }
    }

    @Test("the man page names every exit code and environment variable")
    func exitCodesAndEnvironment() throws {
        let page = try ManPage.load()
        let codes = page.tags(in: "EXIT STATUS")
        for code in ExitCode.allCases {
            #expect(codes.contains { ManPage.mentions(String(code.rawValue), in: $0) }, "docs/trending.1 EXIT STATUS has no item for \(code.rawValue) (\(code))")
        }
        // The help's first column may name several variables: "GITHUB_TOKEN, GH_TOKEN".
        let variables = HelpRenderer.environment.flatMap { names, _ in
            names.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }.filter { !$0.isEmpty }
        #expect(!variables.isEmpty)
        let documented = page.tags(in: "ENVIRONMENT")
        for variable in variables {
            #expect(documented.contains { ManPage.mentions(variable, in: $0) }, "docs/trending.1 ENVIRONMENT has no item for \(variable)")
        }
    }

    @Test(".TH carries the version this build is")
    func version() throws {
        let page = try ManPage.load()
        let header = page.lines.first { $0.hasPrefix(".TH ") }
        #expect(header != nil, "docs/trending.1 has no .TH line")
        #expect(
            header?.contains("\"trending \(Version.current)\"") == true,
            "docs/trending.1's .TH should say \"trending \(Version.current)\": \(header ?? "")"
        )
    }
}

