#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingTerminalUI

/// The options every command takes, before or after its name: how to reach GitHub and how to
/// talk on the terminal.
struct GlobalOptions: Equatable {
    static let apiURL = Option<APIBaseURL>(
        "--api-url", defaultText: "$GITHUB_API_URL, else https://api.github.com",
        help: "The GitHub API's base URL; for GitHub Enterprise, https://HOST/api/v3."
    )
    static let timeout = DefaultedOption<NetworkTimeout>(
        "--timeout", default: NetworkTimeout(checked: 30),
        help: "The most the whole command may take on the network, retries included (at most 3600)."
    )
    static let verbose = Flag("--verbose", short: "-v", help: "Log each request and response to stderr, with the token masked.")
    static let quiet = Flag(
        "--quiet", short: "-q",
        help: "No notes on stderr (offline and stale notices, partial lists, confirmations); warnings about lost data and errors still show."
    )
    static let color = DefaultedOption<Toggle>(
        "--color", default: .auto,
        help: "Colour output. auto: on a terminal, unless NO_COLOR is set or TERM is dumb; CLICOLOR_FORCE=1 forces it."
    )
    static let hyperlinks = DefaultedOption<Toggle>(
        "--hyperlinks", default: .auto,
        help: "Make repo names clickable (OSC 8) when colour is on. auto: on terminals known to support them."
    )
    static let help = Flag("--help", short: "-h", help: "Show help for the command.")

    static let declarations = [apiURL.info, timeout.info, verbose.info, quiet.info, color.info, hyperlinks.info, help.info]

    var apiURL: URL?
    /// `--api-url` as typed on this command line (not the config file's): hints repeat it.
    var typedAPIURL: URL?
    var timeout = GlobalOptions.timeout.defaultValue.seconds
    var verbose = false
    var quiet = false
    var color = GlobalOptions.color.defaultValue
    var hyperlinks = GlobalOptions.hyperlinks.defaultValue
}

extension GlobalOptions {
    init(_ parsed: ParsedArguments) {
        apiURL = parsed.value(Self.apiURL)?.url
        timeout = parsed.value(Self.timeout).seconds
        verbose = parsed.has(Self.verbose)
        quiet = parsed.has(Self.quiet)
        color = parsed.value(Self.color)
        hyperlinks = parsed.value(Self.hyperlinks)
    }
}
