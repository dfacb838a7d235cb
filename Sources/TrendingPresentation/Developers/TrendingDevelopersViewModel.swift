#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One developer, ready to print.
public struct DeveloperRowViewModel: Equatable, Sendable {
    public let rank: String
    public let login: DisplayText
    public let name: DisplayText?
    public let popularRepo: DisplayText?
    public let popularRepoDescription: DisplayText?
    /// The developer's page, derived from the login on the API's web host.
    public let url: DisplayText

    public init(
        rank: String, login: DisplayText, name: DisplayText?, popularRepo: DisplayText?,
        popularRepoDescription: DisplayText?, url: DisplayText
    ) {
        self.rank = rank
        self.login = login
        self.name = name
        self.popularRepo = popularRepo
        self.popularRepoDescription = popularRepoDescription
        self.url = url
    }
}

/// GitHub's trending developers: rows for people, records (`--json`, TSV) for programs.
public struct TrendingDevelopersViewModel: Equatable, Sendable {
    public let rows: [DeveloperRowViewModel]
    /// Each developer as a JSON object, keys in order: rank, login, name, url, popular_repo,
    /// popular_repo_description.
    public let records: [JSONValue]

    public init(rows: [DeveloperRowViewModel], records: [JSONValue]) {
        self.rows = rows
        self.records = records
    }
}

/// What a terminal, a test spy or any other screen implements to show trending developers.
public protocol TrendingDevelopersView: Sendable {
    func display(_ viewModel: LoadingViewModel)
    func display(_ viewModel: TrendingDevelopersViewModel)
    func display(_ viewModel: NoticeViewModel)
    func display(_ viewModel: ErrorViewModel)
}
