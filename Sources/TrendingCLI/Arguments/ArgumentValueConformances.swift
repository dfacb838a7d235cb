import TrendingDomain

// The enums behind flags with a fixed set of values. Their cases are the choices, so a new case
// reaches parsing, help, completions and the man page's drift test with no other change.

extension TrendingPeriod: ArgumentValue {
    static let valueName = "PERIOD"
}

extension TrendingScope: ArgumentValue {
    static let valueName = "SCOPE"
}

extension TrendingSort: ArgumentValue {
    static let valueName = "ORDER"
}

extension DiscoverySource: ArgumentValue {
    static let valueName = "SOURCE"
}

extension OutputFormat: ArgumentValue {
    static let valueName = "FORMAT"
}

extension Toggle: ArgumentValue {
    static let valueName = "WHEN"
}

extension Shell: ArgumentValue {
    static let valueName = "SHELL"
}

extension CacheAction: ArgumentValue {
    static let valueName = "ACTION"
}

extension RepoName: ArgumentValue {
    static let valueName = "OWNER/REPO"
    static let expectation = "OWNER/REPO, such as octo-org/rocket"
    static let completion = ValueCompletion.repos

    init?(argument: String) { self.init(parsing: argument) }
    var argumentText: String { "\(owner)/\(name)" }
}
