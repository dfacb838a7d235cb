import TrendingDomain
import TrendingTerminalUI

// The enums behind flags with a fixed set of values. Their cases are the choices, so a new case
// reaches parsing, help, completions and the man page's drift test with no other change.

extension TrendingPeriod: ArgumentValue {
    static let valueName = "PERIOD"
    static let valueSummaries = ["daily": "the last 24 hours", "weekly": "the last 7 days", "monthly": "the last 30 days"]
}

extension TrendingScope: ArgumentValue {
    static let valueName = "SCOPE"
    static let valueSummaries = ["new": "repos created in the period", "all": "repos of any age, by stars gained"]
}

extension TrendingSort: ArgumentValue {
    static let valueName = "ORDER"
    static let valueSummaries = [
        "stars": "most stars", "velocity": "stars gained per hour", "gained": "stars gained in the period",
        "page": "as GitHub lists them",
    ]
}

extension DiscoverySource: ArgumentValue {
    static let valueName = "SOURCE"
    static let valueSummaries = [
        "auto": "trending page, then search", "page": "trending page rows only", "search": "search only",
    ]
}

extension OutputFormat: ArgumentValue {
    static let valueName = "FORMAT"
    static let valueSummaries = [
        "list": "fitted to the terminal", "table": "aligned columns", "tsv": "tab-separated, for cut and awk",
        "json": "a JSON array", "markdown": "a Markdown list", "atom": "an Atom feed",
    ]
}

extension Toggle: ArgumentValue {
    static let valueName = "WHEN"
    static let valueSummaries = ["auto": "on a terminal that takes it", "always": "always on", "never": "always off"]
}

extension Shell: ArgumentValue {
    static let valueName = "SHELL"
    static let valueSummaries = ["bash": "Bash", "zsh": "Z shell", "fish": "fish"]
}

extension CacheAction: ArgumentValue {
    static let valueName = "ACTION"
    static let valueSummaries = ["clear": "forget every cached answer", "path": "print the cache folder"]
}

extension RepoName: ArgumentValue {
    static let valueName = "OWNER/REPO"
    static let expectation = "OWNER/REPO, such as octo-org/rocket"
    static let completion = ValueCompletion.repos

    /// `OWNER/REPO`, or a web or clone address: github.com's, or another site's, which must be
    /// the web host of the server the command asks (checked once the command line is read).
    init?(argument: String) {
        guard let name = RepoName(parsing: argument) ?? RepoAddress.name(argument) else { return nil }
        self = name
    }
    var argumentText: String { "\(owner)/\(name)" }
}
