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
    /// `page(for:claimed:)` as text, for lists that print a page per row: `claimed` is the
    /// URL's text, parsed only when the rule needs it taken apart.
    func pageText(for name: RepoName, claimedText: String?) -> String
}

extension RepoWebLinks {
    /// `repo.url` when it passes the rule, else the page derived from the repo's name.
    public func page(for repo: Repo) -> URL {
        page(for: repo.repoName, claimed: repo.url)
    }

    /// `page(for:)` as text.
    public func pageText(for repo: Repo) -> String {
        pageText(for: repo.repoName, claimedText: repo.urlText)
    }

    public func pageText(for name: RepoName, claimedText: String?) -> String {
        page(for: name, claimed: claimedText.flatMap { URL(string: $0) }).absoluteString
    }

    /// `pageText(for:claimedText:)` for a parsed URL.
    public func pageText(for name: RepoName, claimed: URL?) -> String {
        pageText(for: name, claimedText: claimed?.absoluteString)
    }
}
