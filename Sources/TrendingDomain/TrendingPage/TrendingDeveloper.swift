/// One developer on GitHub's trending developers page, with the repo the page shows for them.
public struct TrendingDeveloper: Equatable, Sendable {
    /// The developer's place on GitHub's page, from 1.
    public let rank: Int
    public let login: String
    /// The display name, when the page shows one apart from the login. It and the description are
    /// GitHub's own text (the page's entities decoded once): shown, they are decoded as API text is.
    public let name: String?
    public let popularRepo: RepoName?
    public let popularRepoDescription: String?

    public init(rank: Int, login: String, name: String?, popularRepo: RepoName?, popularRepoDescription: String?) {
        self.rank = rank
        self.login = login
        self.name = name
        self.popularRepo = popularRepo
        self.popularRepoDescription = popularRepoDescription
    }
}
