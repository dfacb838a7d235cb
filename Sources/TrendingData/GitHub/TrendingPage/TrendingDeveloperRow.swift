/// One developer row read from GitHub's trending developers page (`/trending/developers`):
/// untrusted text, sanitized and entity-decoded by the reader, the login validated.
public struct TrendingDeveloperRow: Equatable, Sendable {
    /// The row's place on the page, from 1.
    public let rank: Int
    public let login: String
    /// The display name, when the row shows one apart from the login.
    public let displayName: String?
    /// The developer's popular repo (`OWNER/REPO`) and its description, when the row has one.
    public let popularRepo: String?
    public let popularRepoDescription: String?

    public init(rank: Int, login: String, displayName: String?, popularRepo: String?, popularRepoDescription: String?) {
        self.rank = rank
        self.login = login
        self.displayName = displayName
        self.popularRepo = popularRepo
        self.popularRepoDescription = popularRepoDescription
    }
}
