#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One repo, every field ready to print; text that came from outside is `DisplayText`.
public struct RepoRowViewModel: Equatable, Sendable {
    public let rank: String
    public let fullName: DisplayText
    public let description: DisplayText?
    public let stars: String
    public let language: DisplayText?
    /// How long ago it was created: `3 days ago`.
    public let created: String
    /// The page to link: an https URL on the API's web host, or one derived from the name.
    public let url: DisplayText
    /// Words that flag the repo: `NEW`, `bookmarked`. Never conveyed by colour alone.
    public let markers: [String]
    /// Shown in an earlier list: a terminal dims it.
    public let isSeen: Bool
    /// Stars gained since an earlier snapshot: `+1.2k ★ since 6h ago`.
    public let delta: GainText?
    /// Stars gained in the period's window: `+1.2k ★ in 24 h`; nil when unknown.
    public let gained: GainText?
    /// Its place on GitHub's trending page: `#3 on GitHub`; nil when the page did not list it.
    public var pageRank: String?

    /// `created 3 days ago`, the list's muted line.
    public var age: String { "created " + created }

    public init(
        rank: String, fullName: DisplayText, description: DisplayText?, stars: String, language: DisplayText?, created: String, url: DisplayText,
        markers: [String] = [], isSeen: Bool = false, delta: GainText? = nil, gained: GainText? = nil
    ) {
        self.gained = gained
        self.rank = rank
        self.fullName = fullName
        self.description = description
        self.stars = stars
        self.language = language
        self.created = created
        self.url = url
        self.markers = markers
        self.isSeen = isSeen
        self.delta = delta
    }
}
