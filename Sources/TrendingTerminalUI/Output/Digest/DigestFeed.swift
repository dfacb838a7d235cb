import TrendingDomain

/// What a digest or feed needs beyond the list itself, supplied by the composition root: the
/// site whose pages it links to, and the feed's identity, which depends only on the query.
public protocol DigestFeed: Sendable {
    /// The rule for each repo's page: GitHub's URL only when it passes, else one built from the name.
    var repoPages: any RepoWebLinks { get }
    /// `github.com`, or `HOST[:PORT]`: names the site in the feed's title.
    var site: String { get }
    /// The Atom feed's id: made when asked, as only an Atom feed has one.
    var id: String { get }
    /// The site's search for the same repos.
    var link: String { get }
    /// What the list is sorted by: a narrow table keeps that column longest.
    var sort: TrendingSort { get }
    /// The `trending` version an Atom feed names as its generator.
    var generatorVersion: String { get }
}
