#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which web pages may be opened, linked or printed as "the URL to open". URLs that came from
/// the API (or a file) are untrusted: only the API's own web host passes; otherwise the page is
/// derived from the repo's name. The rule is GitHub knowledge, implemented in TrendingData.
public protocol RepoWebLinks: Sendable {
    /// The repo's page: `claimed` when it passes the rule, else the page derived from `name`.
    func page(for name: RepoName, claimed: URL?) -> URL
    /// `homepage` as a link target, or nil when it fails the rule and must stay plain text.
    func link(forHomepage homepage: String) -> URL?
    /// `page(for:claimed:)` as text, for lists that print a page per row.
    func pageText(for name: RepoName, claimed: URL?) -> String
}

extension RepoWebLinks {
    /// `repo.url` when it passes the rule, else the page derived from the repo's name.
    public func page(for repo: Repo) -> URL {
        page(for: repo.repoName, claimed: repo.url)
    }

    /// `page(for:)` as text.
    public func pageText(for repo: Repo) -> String {
        pageText(for: repo.repoName, claimed: repo.url)
    }

    public func pageText(for name: RepoName, claimed: URL?) -> String {
        page(for: name, claimed: claimed).absoluteString
    }
}
