#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Everything `trending show` tells about one repo.
public struct RepoDetail: Equatable, Sendable {
    public let name: RepoName
    public let description: String?
    public let stars: Int
    public let forks: Int
    /// GitHub's `subscribers_count`: people watching the repo; nil when the body has none, as
    /// bodies from before 2013 don't.
    public let watchers: Int?
    public let openIssues: Int
    public let language: String?
    /// The licence as GitHub names it; `label` is what a person reads.
    public let license: RepoLicense?
    /// Whether the body said anything of a licence: GitHub's `"license": null` is none, but a
    /// body with no `license` key (as from before 2013) leaves it unknown.
    public let licenseKnown: Bool
    public let topics: [String]
    public let homepage: String?
    /// nil when the body names none, as some from before 2013 don't.
    public let defaultBranch: String?
    public let createdAt: Date
    public let pushedAt: Date?
    /// The repo's page as text; see `Repo.urlText`.
    public let urlText: String
    public let isArchived: Bool
    public let isFork: Bool
    public let isTemplate: Bool
    public let ownerLogin: String
    /// `User` or `Organization`, as GitHub says.
    public let ownerType: String
    /// GitHub's id of the repo; 0 when unknown (a detail cached by an older release).
    public var id = 0

    public init(
        name: RepoName, description: String?, stars: Int, forks: Int, watchers: Int?, openIssues: Int,
        language: String?, license: RepoLicense?, topics: [String], homepage: String?, defaultBranch: String?,
        createdAt: Date, pushedAt: Date?, url: URL, isArchived: Bool, isFork: Bool, isTemplate: Bool,
        ownerLogin: String, ownerType: String, licenseKnown: Bool = true
    ) {
        self.init(
            name: name, description: description, stars: stars, forks: forks, watchers: watchers, openIssues: openIssues,
            language: language, license: license, topics: topics, homepage: homepage, defaultBranch: defaultBranch,
            createdAt: createdAt, pushedAt: pushedAt, urlText: url.absoluteString, isArchived: isArchived, isFork: isFork,
            isTemplate: isTemplate, ownerLogin: ownerLogin, ownerType: ownerType, licenseKnown: licenseKnown
        )
    }

    /// With the page as GitHub wrote it, which may be no URL at all (the page is then derived).
    public init(
        name: RepoName, description: String?, stars: Int, forks: Int, watchers: Int?, openIssues: Int,
        language: String?, license: RepoLicense?, topics: [String], homepage: String?, defaultBranch: String?,
        createdAt: Date, pushedAt: Date?, urlText: String, isArchived: Bool, isFork: Bool, isTemplate: Bool,
        ownerLogin: String, ownerType: String, licenseKnown: Bool = true
    ) {
        self.name = name
        self.description = description
        self.stars = stars
        self.forks = forks
        self.watchers = watchers
        self.openIssues = openIssues
        self.language = language
        self.license = license
        self.licenseKnown = licenseKnown
        self.topics = topics
        self.homepage = homepage
        self.defaultBranch = defaultBranch
        self.createdAt = createdAt
        self.pushedAt = pushedAt
        self.urlText = urlText
        self.isArchived = isArchived
        self.isFork = isFork
        self.isTemplate = isTemplate
        self.ownerLogin = ownerLogin
        self.ownerType = ownerType
    }

    /// The list's view of this repo, for refreshing a bookmark's details.
    public var summary: Repo {
        Repo(
            id: id, owner: name.owner, name: name.name, description: description, language: language,
            stars: stars, forks: forks, urlText: urlText, createdAt: createdAt
        )
    }

    /// `urlText` as a URL; nil when it is none.
    public var url: URL? { URL(string: urlText) }
}

extension RepoDetail {
    /// What a list knows of a repo, with the rest empty: shown only as a list's summary, whose
    /// presenter leaves out every field a list does not carry.
    public init(summary repo: Repo) {
        id = repo.id
        name = RepoName(repo)
        description = repo.description
        stars = repo.stars
        forks = repo.forks
        watchers = 0
        openIssues = 0
        language = repo.language
        license = nil
        licenseKnown = false
        topics = []
        homepage = nil
        defaultBranch = nil
        createdAt = repo.createdAt
        pushedAt = nil
        urlText = repo.urlText
        isArchived = false
        isFork = false
        isTemplate = false
        ownerLogin = repo.owner
        ownerType = ""
    }
}
