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
    /// The repository's web page (GitHub's `html_url`).
    public let url: URL
    public let createdAt: Date
    /// The repo's name as state keys it (`repoName.key`), made once.
    public let repoName: RepoName

    public init(
        id: Int, owner: String, name: String, description: String?, language: String?,
        stars: Int, forks: Int, url: URL, createdAt: Date
    ) {
        self.id = id
        self.owner = owner
        self.name = name
        self.description = description
        self.language = language
        self.stars = stars
        self.forks = forks
        self.url = url
        self.createdAt = createdAt
        repoName = RepoName(owner: owner, name: name)
    }

    /// `owner/name`, the form users type and GitHub shows.
    public var fullName: String { "\(owner)/\(name)" }
}
