import Foundation
import TrendingDomain

/// Parses `trending`'s arguments. Accepts `--flag value` and `--flag=value`.
enum CommandLineParser {
    /// Flags that take a value, and flags that don't: the parser's whole vocabulary.
    static let valueFlags = ["--since", "--language", "--topic", "--min-stars", "--limit", "--max-age", "--timeout", "--api-url"]
    static let switchFlags = ["--refresh", "--offline", "--json", "--verbose", "--help", "--version"]
    static let shortFlags = ["-h": "--help", "-V": "--version", "-v": "--verbose"]

    static func parse(_ arguments: [String]) -> Result<ParsedCommand, UsageError> {
        do {
            return .success(try parseOrThrow(arguments))
        } catch {
            return .failure(error)
        }
    }

    private static func parseOrThrow(_ arguments: [String]) throws(UsageError) -> ParsedCommand {
        var options = ListOptions()
        var remaining = arguments[...]
        var wantsHelp = false
        var wantsVersion = false

        if remaining.first == "help" {
            remaining.removeFirst()
            wantsHelp = true
        }
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("-"), argument != "-" else {
                throw UsageError(message: "unexpected argument '\(argument)'; trending takes only flags (see trending --help)")
            }
            var (flag, inlineValue) = split(argument)
            flag = shortFlags[flag] ?? flag

            if switchFlags.contains(flag) {
                if inlineValue != nil { throw UsageError(message: "\(flag) takes no value") }
                switch flag {
                case "--refresh": options.refresh = true
                case "--offline": options.offline = true
                case "--json": options.json = true
                case "--verbose": options.verbose = true
                case "--help": wantsHelp = true
                default: wantsVersion = true
                }
                continue
            }
            guard valueFlags.contains(flag) else {
                throw unknownOption(flag)
            }
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw UsageError(message: "\(flag) needs a value")
            }
            try apply(flag, value, to: &options)
        }

        if wantsHelp { return .help }
        if wantsVersion { return .version }
        if options.refresh && options.offline {
            throw UsageError(message: "--refresh and --offline contradict each other; use one")
        }
        return .list(options)
    }

    private static func apply(_ flag: String, _ value: String, to options: inout ListOptions) throws(UsageError) {
        switch flag {
        case "--since":
            guard let period = TrendingPeriod(rawValue: value) else {
                throw UsageError(message: "invalid value '\(value)' for --since; expected daily, weekly or monthly")
            }
            options.period = period
        case "--language":
            let trimmed = value.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw UsageError(message: "invalid value for --language; expected a language name such as Swift")
            }
            options.language = trimmed
        case "--topic":
            let topic = value.trimmingCharacters(in: .whitespaces)
            guard !topic.isEmpty, !topic.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw UsageError(message: "invalid value for --topic; expected a topic such as cli")
            }
            options.topics.append(topic)
        case "--min-stars":
            guard let stars = Int(value), stars >= 0 else {
                throw UsageError(message: "invalid value '\(value)' for --min-stars; expected a whole number, 0 or more")
            }
            options.minStars = stars
        case "--limit":
            guard let limit = Int(value), ListOptions.limitRange.contains(limit) else {
                throw UsageError(message: "invalid value '\(value)' for --limit; expected a whole number from 1 to 1000 (GitHub's search cap)")
            }
            options.limit = limit
        case "--timeout":
            guard let seconds = TimeInterval(value) ?? DurationParser.seconds(value), seconds > 0, seconds.isFinite else {
                throw UsageError(message: "invalid value '\(value)' for --timeout; expected seconds greater than 0, such as 10 or 2.5")
            }
            options.timeout = seconds
        case "--max-age":
            guard let seconds = DurationParser.seconds(value) else {
                throw UsageError(message: "invalid value '\(value)' for --max-age; expected a duration such as 30m, 1h or 2d")
            }
            options.maxAge = seconds
        default:
            options.apiURL = try apiURL(value)
        }
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

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func unknownOption(_ flag: String) -> UsageError {
        let known = valueFlags + switchFlags
        if let guess = Suggestion.closest(to: flag, in: known) {
            return UsageError(message: "unknown option \(flag); did you mean \(guess)?")
        }
        return UsageError(message: "unknown option \(flag)")
    }
}
