import TrendingDomain

/// The trending developers page as the domain sees it: the page loader's rows as entities.
public struct GitHubTrendingDevelopersGateway: TrendingDevelopersGateway {
    private let loader: GitHubTrendingPageLoader

    public init(loader: GitHubTrendingPageLoader) {
        self.loader = loader
    }

    public func developers(
        since: TrendingPeriod, language: String?, spokenLanguage: String?, mode: LoadMode
    ) async -> TrendingPageAnswer<[TrendingDeveloper]> {
        switch await loader.developers(since: since, language: language, spokenLanguage: spokenLanguage, mode: mode) {
        case .rows(let rows, let fetchedAt, let fromCache):
            return .rows(rows.map(Self.developer), fetchedAt: fetchedAt, fromCache: fromCache)
        case .listsNone(let fetchedAt, let fromCache):
            return .listsNone(fetchedAt: fetchedAt, fromCache: fromCache)
        case .unavailable(let failure):
            return .unavailable(failure)
        }
    }

    static func developer(_ row: TrendingDeveloperRow) -> TrendingDeveloper {
        TrendingDeveloper(
            rank: row.rank, login: row.login, name: row.displayName,
            popularRepo: row.popularRepo.flatMap { RepoName(parsing: $0) }, popularRepoDescription: row.popularRepoDescription
        )
    }
}
