#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Turns `trending`'s arguments into a command with checked, typed options.
enum CommandLineParser {
    static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
        do {
            return .success(try parseOrThrow(arguments))
        } catch {
            return .failure(error)
        }
    }

    private static func parseOrThrow(_ arguments: [String]) throws(UsageError) -> Invocation {
        if arguments.first == "help" {
            return Invocation(command: try help(for: arguments.dropFirst().first))
        }
        let spec: CommandSpec
        var rest = arguments[...]
        if let first = arguments.first, !first.hasPrefix("-") {
            guard let command = CommandCatalog.command(named: first) else { throw unknownCommand(first) }
            spec = command
            rest = rest.dropFirst()
        } else {
            spec = CommandCatalog.list
        }
        do {
            let parsed = try ParsedArguments.parse(Array(rest), for: spec)
            if parsed.has("--help") { return Invocation(command: .help(spec)) }
            var globals = GlobalOptions()
            try readGlobals(parsed, into: &globals)
            return Invocation(command: try command(spec, parsed), globals: globals)
        } catch {
            // Point at the help that explains this command's arguments.
            throw UsageError(message: error.message, command: spec.invocation)
        }
    }

    private static func command(_ spec: CommandSpec, _ parsed: ParsedArguments) throws(UsageError) -> ParsedCommand {
        switch spec.name {
        case "show":
            var options = ShowOptions(name: try repoName(parsed, for: spec))
            options.json = parsed.has("--json")
            options.refresh = parsed.has("--refresh")
            options.offline = parsed.has("--offline")
            if let value = parsed.value("--max-age") { options.maxAge = try maxAge(value) }
            try rejectContradiction(options.refresh, options.offline)
            return .show(options)
        case "bookmark":
            return .bookmark(try repoName(parsed, for: spec))
        case "unbookmark":
            return .unbookmark(try repoName(parsed, for: spec))
        case "bookmarks":
            try noArguments(parsed, for: spec)
            return .bookmarks(json: parsed.has("--json"))
        case "hide":
            if parsed.has("--all") {
                try noArguments(parsed, for: spec)
                return .hide(.lastShown)
            }
            return .hide(.repo(try repoName(parsed, for: spec)))
        case "unhide":
            return .unhide(try repoName(parsed, for: spec))
        case "hidden":
            try noArguments(parsed, for: spec)
            return .hidden(json: parsed.has("--json"))
        case "open":
            let target = try openTarget(parsed, for: spec)
            return .open(OpenOptions(target: target, printOnly: parsed.has("--print")))
        case "history":
            return .history(try repoName(parsed, for: spec), json: parsed.has("--json"))
        case "cache":
            guard parsed.positionals.count == 1, let action = CacheAction(rawValue: parsed.positionals[0]) else {
                throw UsageError(message: "trending cache needs one action: clear or path")
            }
            return .cache(action)
        case "completions":
            guard parsed.positionals.count == 1, let shell = Shell(rawValue: parsed.positionals[0]) else {
                throw UsageError(message: "trending completions needs one shell: bash, zsh or fish")
            }
            return .completions(shell)
        default:
            if parsed.has("--version") { return .version }
            return .list(try listOptions(parsed))
        }
    }

    // MARK: - Positionals

    private static func repoName(_ parsed: ParsedArguments, for spec: CommandSpec) throws(UsageError) -> RepoName {
        guard parsed.positionals.count == 1 else {
            throw UsageError(message: "\(spec.invocation) needs one OWNER/REPO, such as octo-org/rocket")
        }
        guard let name = RepoName(parsing: parsed.positionals[0]) else {
            throw UsageError(message: "'\(parsed.positionals[0])' is not OWNER/REPO, such as octo-org/rocket")
        }
        return name
    }

    private static func openTarget(_ parsed: ParsedArguments, for spec: CommandSpec) throws(UsageError) -> OpenTarget {
        if parsed.positionals.count == 1, let rank = Int(parsed.positionals[0]) {
            guard rank >= 1 else { throw UsageError(message: "a rank counts from 1") }
            return .rank(rank)
        }
        return .repo(try repoName(parsed, for: spec))
    }

    private static func noArguments(_ parsed: ParsedArguments, for spec: CommandSpec) throws(UsageError) {
        if let extra = parsed.positionals.first {
            throw UsageError(message: "unexpected argument '\(extra)' for \(spec.invocation)")
        }
    }

    private static func rejectContradiction(_ refresh: Bool, _ offline: Bool) throws(UsageError) {
        if refresh && offline {
            throw UsageError(message: "--refresh and --offline contradict each other; use one")
        }
    }

    private static func maxAge(_ value: String) throws(UsageError) -> TimeInterval {
        guard let seconds = DurationParser.seconds(value) else {
            throw UsageError(message: "invalid value '\(value)' for --max-age; expected a duration such as 30m, 1h or 2d")
        }
        return seconds
    }

    private static func help(for name: String?) throws(UsageError) -> ParsedCommand {
        guard let name else { return .help(CommandCatalog.list) }
        guard let command = CommandCatalog.command(named: name) else { throw unknownCommand(name) }
        return .help(command)
    }

    private static func unknownCommand(_ word: String) -> UsageError {
        let names = CommandCatalog.commands.map(\.name).filter { !$0.isEmpty }
        if let guess = Suggestion.closest(to: word, in: names) {
            return UsageError(message: "unknown command '\(word)'; did you mean '\(guess)'?")
        }
        return UsageError(message: "unexpected argument '\(word)'; trending lists with flags only (see trending --help)")
    }

    // MARK: - The list

    private static func listOptions(_ parsed: ParsedArguments) throws(UsageError) -> ListOptions {
        if let extra = parsed.positionals.first {
            throw unknownCommand(extra)
        }
        var options = ListOptions()
        if let value = parsed.value("--since") {
            guard let period = TrendingPeriod(rawValue: value) else {
                throw UsageError(message: "invalid value '\(value)' for --since; expected daily, weekly or monthly")
            }
            options.period = period
        }
        if let value = parsed.value("--language") {
            options.language = try name(value, flag: "--language", example: "a language name such as Swift")
        }
        for value in parsed.values["--topic"] ?? [] {
            options.topics.append(try name(value, flag: "--topic", example: "a topic such as cli"))
        }
        if let value = parsed.value("--min-stars") {
            guard let stars = Int(value), stars >= 0 else {
                throw UsageError(message: "invalid value '\(value)' for --min-stars; expected a whole number, 0 or more")
            }
            options.minStars = stars
        }
        if let value = parsed.value("--limit") {
            guard let limit = Int(value), ListOptions.limitRange.contains(limit) else {
                throw UsageError(message: "invalid value '\(value)' for --limit; expected a whole number from 1 to 1000 (GitHub's search cap)")
            }
            options.limit = limit
        }
        if let value = parsed.value("--max-age") {
            options.maxAge = try maxAge(value)
        }
        options.refresh = parsed.has("--refresh")
        options.offline = parsed.has("--offline")
        options.longStats = parsed.has("--long-stats")
        options.newOnly = parsed.has("--new-only")
        if let value = parsed.value("--sort") {
            guard let sort = TrendingSort(rawValue: value) else {
                throw UsageError(message: "invalid value '\(value)' for --sort; expected stars or velocity")
            }
            options.sort = sort
        }
        if let value = parsed.value("--delta-window") {
            guard let seconds = DurationParser.seconds(value) else {
                throw UsageError(message: "invalid value '\(value)' for --delta-window; expected a duration such as 6h or 1d")
            }
            options.deltaWindow = seconds
        }
        if let value = parsed.value("--format") {
            guard let format = OutputFormat(rawValue: value) else {
                throw UsageError(message: "invalid value '\(value)' for --format; expected \(OutputFormat.choices)")
            }
            options.format = format
        }
        if parsed.has("--json") {
            guard options.format == .list || options.format == .json else {
                throw UsageError(message: "--json is short for --format json; it contradicts --format \(options.format.rawValue)")
            }
            options.format = .json
        }
        try rejectContradiction(options.refresh, options.offline)
        return options
    }

    // MARK: - Shared values

    /// The flags every command takes.
    private static func readGlobals(_ parsed: ParsedArguments, into options: inout GlobalOptions) throws(UsageError) {
        if let value = parsed.value("--api-url") {
            options.apiURL = try apiURL(value)
        }
        if let value = parsed.value("--timeout") {
            options.timeout = try InputBounds.timeout(value)
        }
        options.verbose = parsed.has("--verbose")
        options.color = try toggle(parsed, "--color")
        options.hyperlinks = try toggle(parsed, "--hyperlinks")
    }

    private static func toggle(_ parsed: ParsedArguments, _ flag: String) throws(UsageError) -> Toggle {
        guard let value = parsed.value(flag) else { return .auto }
        if let toggle = Toggle(rawValue: value) { return toggle }
        throw UsageError(message: "invalid value '\(value)' for \(flag); expected auto, always or never")
    }

    private static func name(_ value: String, flag: String, example: String) throws(UsageError) -> String {
        let trimmed = String(value.trimmingEdges(where: \.isBlank))
        guard !trimmed.isEmpty, !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw UsageError(message: "invalid value for \(flag); expected \(example)")
        }
        return trimmed
    }

    static func apiURL(_ value: String) throws(UsageError) -> URL {
        guard let url = URL(string: value), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty,
              url.query == nil, url.fragment == nil
        else {
            throw UsageError(message: "invalid API URL '\(value)'; expected an http(s) base URL such as https://api.github.com")
        }
        return url
    }
}
