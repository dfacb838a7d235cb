/// One repository row read from GitHub's trending page (`/trending`): untrusted text, already
/// sanitized and entity-decoded by the reader, the name validated as `OWNER/REPO`.
public struct TrendingPageRow: Equatable, Sendable {
    /// The row's place on the page, from 1.
    public let rank: Int
    public let owner: String
    public let name: String
    public let description: String?
    public let language: String?
    /// The total on the row's stargazers link; nil when the row has none that reads.
    public let stars: Int?
    public let forks: Int?
    /// GitHub's own "N stars today / this week / this month"; nil when the row has none.
    public let periodStars: Int?

    public init(
        rank: Int, owner: String, name: String, description: String?, language: String?,
        stars: Int?, forks: Int?, periodStars: Int?
    ) {
        self.rank = rank
        self.owner = owner
        self.name = name
        self.description = description
        self.language = language
        self.stars = stars
        self.forks = forks
        self.periodStars = periodStars
    }
}
