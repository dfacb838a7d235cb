#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// One repo for `--json` and TSV: typed values, keys named as in GitHub's API. Its strings are
/// sanitized again by the one JSON encoder, so nothing here can reach a terminal raw.
public struct RepoRecord: Equatable, Sendable {
    public let rank: Int
    public let fullName: String
    public let owner: String
    public let name: String
    public let description: String?
    public let language: String?
    public let stars: Int
    public let forks: Int
    public let url: String
    /// ISO 8601, UTC.
    public let createdAt: String
    public let isNew: Bool
    public let isBookmarked: Bool
    /// Stars gained since `deltaSince`; nil without an earlier snapshot.
    public let starsDelta: Int?
    /// ISO 8601, UTC.
    public let deltaSince: String?
    /// Stars gained in the period's window; nil when unknown.
    public let starsGained: Int?
    /// The window's start (for snapshots, the snapshot's time), ISO 8601, UTC.
    public let gainedSince: String?
    /// `github`, `snapshots` or `created`; nil when unknown.
    public let gainedSource: String?
    /// Its place on GitHub's trending page; nil when the page did not list it.
    public var pageRank: Int?
    /// How it came to be listed: `page`, `search`, `new`, `bookmark`, `recent`.
    public var discoveredBy: [String] = []
    /// When a list first showed the repo (ISO 8601), for a feed's `updated`; not a JSON key.
    public var firstShown: String?
    /// The repo's name as GitHub sent it (`owner` and `name` are shown defused), for a feed's
    /// link to its page; not a JSON key.
    public var repoName: RepoName?

    public init(
        rank: Int, fullName: String, owner: String, name: String, description: String?, language: String?,
        stars: Int, forks: Int, url: String, createdAt: String, isNew: Bool = true, isBookmarked: Bool = false,
        starsDelta: Int? = nil, deltaSince: String? = nil, starsGained: Int? = nil, gainedSince: String? = nil,
        gainedSource: String? = nil
    ) {
        self.starsGained = starsGained
        self.gainedSince = gainedSince
        self.gainedSource = gainedSource
        self.rank = rank
        self.fullName = fullName
        self.owner = owner
        self.name = name
        self.description = description
        self.language = language
        self.stars = stars
        self.forks = forks
        self.url = url
        self.createdAt = createdAt
        self.isNew = isNew
        self.isBookmarked = isBookmarked
        self.starsDelta = starsDelta
        self.deltaSince = deltaSince
    }
}
