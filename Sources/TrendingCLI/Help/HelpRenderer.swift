#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain
import TrendingTerminalUI

/// Renders `--help` for a command from its `CommandSpec`: usage, its own flags with their
/// defaults, the global ones apart, examples; the main help adds the environment and exit codes.
enum HelpRenderer {
    static let width = 80

    static func render(_ spec: CommandSpec) -> String {
        var sections: [String] = []
        sections.append("trending \(Version.current): GitHub's trending repositories, in your terminal.")
        sections.append(wrap(spec.summary, indent: 0))
        if !spec.details.isEmpty {
            sections.append(wrap(spec.details.split(separator: "\n").joined(separator: " "), indent: 0))
        }
        let arguments = spec.arguments.isEmpty ? "" : " \(spec.arguments)"
        sections.append("USAGE\n  \(spec.invocation)\(arguments) [OPTIONS]")
        if spec.name.isEmpty {
            let others = CommandRegistry.visibleSpecs.filter { !$0.name.isEmpty }
            if !others.isEmpty {
                sections.append("COMMANDS\n" + table(others.map { (String("\($0.name) \($0.arguments)".trimmingEdges(where: \.isBlank)), $0.summary) }))
            }
        }
        if !spec.ownOptions.isEmpty {
            sections.append("OPTIONS\n" + table(spec.ownOptions.map { (flagLabel($0), flagHelp($0)) }))
        }
        sections.append("GLOBAL OPTIONS\n" + table(GlobalOptions.declarations.map { (flagLabel($0), flagHelp($0)) }))
        if spec.name == BrowseCommand.spec.name {
            sections.append("KEYS\n" + table(HelpScreen.keys))
        }
        if !spec.examples.isEmpty {
            sections.append("EXAMPLES\n" + spec.examples.map { "  \($0.command)" + ($0.meaning.isEmpty ? "" : "\n      \($0.meaning)") }.joined(separator: "\n"))
        }
        // A command's help leaves the environment and the exit codes, which every command shares,
        // to the main help and the man page, as gh does (issue 24, 19; bb43 t2-D1).
        guard spec.name.isEmpty else {
            sections.append("The environment and exit codes: 'trending --help' and 'man trending'.")
            return sections.joined(separator: "\n\n") + "\n"
        }
        var codes = ExitCode.allCases.filter { !ExitCode.signalled.contains($0) }.map { (String($0.rawValue), $0.meaning) }
        codes.append((ExitCode.signalled.map { String($0.rawValue) }.joined(separator: ", "), ExitCode.interrupted.meaning))
        sections.append("ENVIRONMENT\n" + table(environment))
        sections.append("EXIT CODES\n" + table(codes))
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// What each variable does; the man page and README say the same.
    static let environment: [(String, String)] = [
        ("GITHUB_TOKEN, GH_TOKEN", "A token for a higher rate limit, sent as a bearer token over https (or http to this machine only). Never printed, logged or stored."),
        ("GITHUB_API_URL", "The API base URL when --api-url is not given, nor api-url in the config file."),
        ("XDG_CONFIG_HOME", "The config file is $XDG_CONFIG_HOME/trending/config (default ~/.config/trending/config): 'key = value' lines, defaults for options that take a value; see 'trending config'."),
        ("XDG_CACHE_HOME", "The cache lives in $XDG_CACHE_HOME/trending (default ~/.cache/trending)."),
        ("XDG_STATE_HOME", "Bookmarks, hidden and seen repos live in $XDG_STATE_HOME/trending (default ~/.local/state/trending)."),
        ("BROWSER", "What 'trending open' runs, before xdg-open."),
        ("TRENDING_NOW", "Pins the clock (ISO 8601 or Unix seconds), for tests and repeatable demos."),
    ]

    static func flagLabel(_ flag: OptionInfo) -> String {
        let names = [flag.short, flag.name].compactMap { $0 }.joined(separator: ", ")
        let padded = flag.short == nil ? "    " + names : names
        return padded + (flag.valueName.map { " \($0)" } ?? "")
    }

    static func flagHelp(_ flag: OptionInfo) -> String {
        var text = flag.help
        if !flag.choices.isEmpty { text += " One of: \(flag.choices.joined(separator: ", "))." }
        if let value = flag.defaultText { text += " Default: \(value)." }
        return text
    }

    /// Two columns: the left padded to a common width, the right wrapped beside it.
    private static func table(_ rows: [(String, String)]) -> String {
        let left = min(28, (rows.map(\.0.count).max() ?? 0) + 2)
        return rows.map { label, text in
            let lines = wrapLines(text, width: width - left - 2)
            let first = "  " + label
            var out: [String] = []
            if first.count + 2 > left + 2 {
                out.append(first)
                out += lines.map { String(repeating: " ", count: left + 2) + $0 }
            } else {
                let pad = String(repeating: " ", count: left + 2 - first.count)
                out.append(first + pad + (lines.first ?? ""))
                out += lines.dropFirst().map { String(repeating: " ", count: left + 2) + $0 }
            }
            return out.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    private static func wrap(_ text: String, indent: Int) -> String {
        wrapLines(text, width: width - indent).map { String(repeating: " ", count: indent) + $0 }.joined(separator: "\n")
    }

    static func wrapLines(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
