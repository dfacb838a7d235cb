import Foundation
import Testing
import TrendingTestSupport

/// The binary in a pseudo-terminal: colour on a TTY only, widths, the spinner, help.
@Suite("trending in a terminal, end to end")
struct TerminalEndToEndTests {
    @Test("colours the list on a terminal")
    func colourOnTTY() async throws {
        let (sandbox, server) = try makeSUT()
        defer { sandbox.remove(); server.stop() }

        let result = try await pty(sandbox, ["--api-url", server.baseURL, "--limit", "3"])

        #expect(result.status == 0)
        #expect(hasSGR(result.output))
        #expect(screenLines(result).contains("1. octo-org/rocket  ★ 9.8k  Swift"))
    }

    @Test("no colour under NO_COLOR, with --color never, or with TERM=dumb, even on a terminal", arguments: [
        ["NO_COLOR": "1"], ["TERM": "dumb"], [:],
    ])
    func noColour(extra: [String: String]) async throws {
        let (sandbox, server) = try makeSUT()
        defer { sandbox.remove(); server.stop() }
        let flags = extra.isEmpty ? ["--color", "never"] : []

        let result = try await pty(sandbox, ["--api-url", server.baseURL, "--limit", "3"] + flags, extra: extra)

        #expect(result.status == 0)
        #expect(!hasSGR(result.output), "\(result.output.debugDescription)")
    }

    @Test("CLICOLOR_FORCE=1 colours a pipe; NO_COLOR beats it")
    func forcedColour() async throws {
        let (sandbox, server) = try makeSUT()
        defer { sandbox.remove(); server.stop() }

        let forced = try await sandbox.run(["--api-url", server.baseURL, "--limit", "2"], extra: ["CLICOLOR_FORCE": "1"])
        let vetoed = try await sandbox.run(["--api-url", server.baseURL, "--limit", "2"], extra: ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"])

        #expect(hasSGR(forced.stdout))
        #expect(!hasSGR(vetoed.stdout))
    }

    @Test("no line is wider than the terminal", arguments: [40, 60, 120])
    func widths(columns: Int) async throws {
        let (sandbox, server) = try makeSUT(fixture: "search/edge-cases.json")
        defer { sandbox.remove(); server.stop() }

        for format in ["list", "table"] {
            let result = try await pty(sandbox, ["--api-url", server.baseURL, "--limit", "12", "--format", format, "--refresh"], columns: columns)
            #expect(result.status == 0)
            for line in screenLines(result) {
                #expect(width(line) <= columns, "\(format) at \(columns): \(line)")
            }
        }
    }

    @Test("a spinner says what is fetched on a terminal's stderr, and is cleared before the list")
    func spinner() async throws {
        let (sandbox, server) = try makeSUT()
        defer { sandbox.remove(); server.stop() }

        let result = try await pty(sandbox, ["--api-url", server.baseURL, "--limit", "2"])

        #expect(result.output.contains("Fetching daily trending repositories…"))
        #expect(!screenLines(result).contains { $0.contains("Fetching") }, "nothing left behind")

        // A terminal that takes no escape gets no spinner (bb24 f-D3).
        let (dumbSandbox, dumbServer) = try makeSUT()
        defer { dumbSandbox.remove(); dumbServer.stop() }
        let dumb = try await pty(dumbSandbox, ["--api-url", dumbServer.baseURL, "--limit", "2"], extra: ["TERM": "dumb"])
        #expect(!dumb.output.contains("Fetching") && !dumb.output.contains("\u{1B}"), "\(dumb.output)")
    }

    @Test("every command has --help, with usage, global options and examples; the main help adds the environment and exit codes, a command's points to them (issue 24, 19; bb43 t2-D1)")
    func help() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }

        for command in ["", "show", "bookmark", "unbookmark", "bookmarks", "hide", "unhide", "hidden", "open", "cache", "completions"] {
            let viaFlag = try await sandbox.run((command.isEmpty ? [] : [command]) + ["--help"])
            let viaHelp = try await sandbox.run(["help"] + (command.isEmpty ? [] : [command]))
            #expect(viaFlag.status == 0 && viaFlag.stdout == viaHelp.stdout, "\(command)")
            for section in ["USAGE", "GLOBAL OPTIONS", "EXAMPLES", "--api-url URL", "Default: 30."] {
                #expect(viaFlag.stdout.contains(section), "\(command): \(section)")
            }
            for section in ["ENVIRONMENT", "EXIT CODES", "129, 130, 143"] {
                #expect(viaFlag.stdout.contains(section) == command.isEmpty, "\(command): \(section)")
            }
            #expect(command.isEmpty || viaFlag.stdout.hasSuffix("The environment and exit codes: 'trending --help' and 'man trending'.\n"), "\(command)")
        }
    }

    // MARK: - Helpers

    private func makeSUT(fixture: String = "search/100-items.json") throws -> (Sandbox, LoopbackServer) {
        (Sandbox(), try LoopbackServer(responses: [.search(fixture)]))
    }

    private func pty(_ sandbox: Sandbox, _ arguments: [String], extra: [String: String] = [:], columns: Int = 80) async throws -> PTYResult {
        let environment = sandbox.environment.merging(["TERM": "xterm-256color"]) { $1 }.merging(extra) { $1 }
        return try await offThePool { try PTYRunner.run(arguments: arguments, environment: environment, columns: columns) }
    }

    /// What each line shows once the terminal has applied carriage returns and line clears.
    private func screenLines(_ result: PTYResult) -> [String] {
        result.lines.map { line in
            let shown = line.components(separatedBy: "\r").last ?? line
            return PTYResult.strippingEscapes(shown)
        }
    }

    private func hasSGR(_ text: String) -> Bool {
        text.range(of: "\u{1B}\\[[0-9;]*m", options: .regularExpression) != nil
    }

    private func width(_ line: String) -> Int {
        // The binary measures with DisplayWidth; the test counts independently: 2 for CJK and
        // emoji scalars that start a cluster, 0 for combining marks, 1 otherwise.
        line.reduce(0) { total, character in
            let scalar = character.unicodeScalars.first!
            if scalar.properties.generalCategory == .nonspacingMark { return total }
            let wide = (0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
                || (0xAC00...0xD7A3).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
                || (0xFF00...0xFF60).contains(scalar.value) || (0xFFE0...0xFFE6).contains(scalar.value)
                || scalar.properties.isEmojiPresentation || character.unicodeScalars.contains("\u{FE0F}")
            return total + (wide ? 2 : 1)
        }
    }
}
