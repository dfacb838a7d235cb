import Testing
@testable import TrendingTerminalUI

@Suite("TerminalSettings")
struct TerminalSettingsTests {
    @Test("colour follows the flag first, then NO_COLOR, then CLICOLOR_FORCE, then the terminal", arguments: [
        (Toggle.always, ["NO_COLOR": "1"], false, true),
        (.never, ["CLICOLOR_FORCE": "1"], true, false),
        (.auto, ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], true, false),
        (.auto, ["NO_COLOR": ""], true, true),
        (.auto, ["CLICOLOR_FORCE": "1"], false, true),
        (.auto, ["CLICOLOR_FORCE": "0"], false, false),
        (.auto, [:], true, true),
        (.auto, ["TERM": "dumb"], true, false),
        (.auto, [:], false, false),
    ] as [(Toggle, [String: String], Bool, Bool)])
    func color(flag: Toggle, variables: [String: String], terminal: Bool, expected: Bool) {
        #expect(TerminalSettings.color(flag: flag, variables: variables, stdoutIsTerminal: terminal) == expected)
    }

    @Test("hyperlinks only with colour, and on auto only for terminals known to show them", arguments: [
        (Toggle.always, false, [String: String](), true, false),
        (.always, true, [:], false, true),
        (.never, true, ["TERM_PROGRAM": "iTerm.app"], true, false),
        (.auto, true, ["TERM_PROGRAM": "iTerm.app"], true, true),
        (.auto, true, ["VTE_VERSION": "7200"], true, true),
        (.auto, true, ["TERM": "xterm-kitty"], true, true),
        (.auto, true, ["TERM": "xterm-256color"], true, false),
        (.auto, true, ["TERM_PROGRAM": "iTerm.app"], false, false),
    ])
    func hyperlinks(flag: Toggle, color: Bool, variables: [String: String], terminal: Bool, expected: Bool) {
        #expect(TerminalSettings.hyperlinks(flag: flag, color: color, variables: variables, stdoutIsTerminal: terminal) == expected)
    }

    @Test("width comes from COLUMNS, else the terminal, else 80", arguments: [
        (["COLUMNS": "120"], 40, 120), ([:], 40, 40), ([:], nil, 80), (["COLUMNS": "junk"], nil, 80), (["COLUMNS": "0"], 60, 60),
    ] as [([String: String], Int?, Int)])
    func width(variables: [String: String], terminal: Int?, expected: Int) {
        #expect(TerminalSettings.width(variables: variables, terminalColumns: terminal) == expected)
    }
}

@Suite("TextStyle")
struct TextStyleTests {
    @Test("styles only when colour is on")
    func styling() {
        #expect(TextStyle(color: true, hyperlinks: false).bold("x") == "\u{1B}[1mx\u{1B}[0m")
        #expect(TextStyle.plain.bold("x") == "x")
    }

    @Test("links with OSC 8, never with a URL that could end the sequence")
    func links() {
        let style = TextStyle(color: true, hyperlinks: true)
        #expect(style.link("n", to: "https://github.com/o/n") == "\u{1B}]8;;https://github.com/o/n\u{1B}\\n\u{1B}]8;;\u{1B}\\")
        #expect(style.link("n", to: "https://x/\u{1B}]52") == "n")
        #expect(TextStyle(color: true, hyperlinks: false).link("n", to: "https://x") == "n")
    }
}
