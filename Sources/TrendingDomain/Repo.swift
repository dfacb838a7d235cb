#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A public GitHub repository as the trending list knows it.
public struct Repo: Equatable, Hashable, Sendable {
    public let id: Int
    /// The owner's login.
    public let owner: String
    public let name: String
    public let description: String?
    public let language: String?
    public let stars: Int
    public let forks: Int
    /// The repository's web page (GitHub's `html_url`) as text. Parsed only when something
    /// opens it (`url`): a list prints a hundred of these and parses none (#13). Untrusted like
    /// any URL from the API or a file; `RepoWebLinks` decides what may be linked or opened.
    public let urlText: String
    public let createdAt: Date
    /// The repo's name as state keys it (`repoName.key`), made once.
    public let repoName: RepoName

    public init(
        id: Int, owner: String, name: String, description: String?, language: String?,
        stars: Int, forks: Int, url: URL, createdAt: Date
    ) {
        self.init(
            id: id, owner: owner, name: name, description: description, language: language,
            stars: stars, forks: forks, urlText: url.absoluteString, createdAt: createdAt
        )
    }

    /// - Parameter urlText: the page as text, from a file this tool wrote: not parsed here.
    public init(
        id: Int, owner: String, name: String, description: String?, language: String?,
        stars: Int, forks: Int, urlText: String, createdAt: Date
    ) {
        self.id = id
        self.owner = owner
        self.name = name
        self.description = description
        self.language = language
        self.stars = stars
        self.forks = forks
        self.urlText = urlText
        self.createdAt = createdAt
        repoName = RepoName(owner: owner, name: name)
    }

    /// `urlText` as a URL; nil when it is none (a hand-edited cache), and the page is then
    /// derived from the name, as for any URL that fails `RepoWebLinks`' rule.
    public var url: URL? { URL(string: urlText) }

    /// `owner/name`, the form users type and GitHub shows.
    public var fullName: String { "\(owner)/\(name)" }
}
