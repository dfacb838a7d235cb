import Foundation
import Testing
@testable import TrendingCLI

/// `docs/trending.1` against the code: every flag, command, exit code and environment variable
/// the tool knows must be documented, and the page must carry this release's version. A new flag
/// in `CommandCatalog` fails here until the man page says what it does.
@Suite("Man page")
struct ManPageTests {
    @Test("the man page names every flag the parser knows")
    func everyFlag() throws {
        let page = try ManPage.load()
        let flags = CommandCatalog.allFlagNames.sorted()
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
        let commands = CommandCatalog.commands.filter { !$0.name.isEmpty }
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

/// The man page's source, one line per element, with the roff escapes that hide plain text
/// undone: `\-` is `-`, and font changes (`\fB`, `\fI`, `\fR`, `\fP`) and the zero-width `\&`
/// and `\%` are dropped.
private struct ManPage {
    let lines: [String]

    static func load() throws -> ManPage {
        // Tests/TrendingCLITests/ManPageTests.swift → the package root.
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/trending.1"), encoding: .utf8)
        return ManPage(lines: unescape(text).components(separatedBy: "\n"))
    }

    static func unescape(_ roff: String) -> String {
        roff.replacingOccurrences(of: "\\-", with: "-")
            .replacingOccurrences(of: #"\\f[BIRP]"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: "\\&", with: "")
            .replacingOccurrences(of: "\\%", with: "")
    }

    /// The lines of the `.SH` section called `name`, up to the next `.SH`.
    func section(_ name: String) -> ArraySlice<String> {
        func title(_ line: String) -> String {
            line.dropFirst(4).replacingOccurrences(of: "\"", with: "").trimmingCharacters(in: .whitespaces)
        }
        guard let start = lines.firstIndex(where: { $0.hasPrefix(".SH ") && title($0) == name }) else { return [] }
        let body = lines[(start + 1)...]
        let end = body.firstIndex { $0.hasPrefix(".SH ") } ?? lines.endIndex
        return lines[(start + 1)..<end]
    }

    /// The tag lines (the line after each `.TP`) of a section: the things it documents.
    func tags(in sectionName: String) -> [String] {
        let body = Array(section(sectionName))
        return body.indices.dropLast().filter { body[$0].hasPrefix(".TP") }.map { body[$0 + 1] }
    }

    /// True when `token` occurs in `text` as a whole word: `-h` is not found in `--hyperlinks`,
    /// `TERM` not in `TERM_PROGRAM`, `64` not in `640`.
    static func mentions(_ token: String, in text: String) -> Bool {
        func isWordCharacter(_ character: Character?) -> Bool {
            guard let character else { return false }
            return character.isLetter || character.isNumber || character == "_" || character == "-"
        }
        var searchStart = text.startIndex
        while let range = text.range(of: token, range: searchStart..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !isWordCharacter(before) && !isWordCharacter(after) { return true }
            searchStart = text.index(after: range.lowerBound)
        }
        return false
    }
}
