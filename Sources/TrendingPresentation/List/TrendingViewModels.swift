#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Shown while GitHub is being asked.
public struct LoadingViewModel: Equatable, Sendable {
    public let message: DisplayText

    public init(message: DisplayText) {
        self.message = message
    }
}

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
    public let delta: String?
    /// Stars gained in the period's window: `+1.2k ★ in 24 h`; nil when unknown.
    public let gained: String?

    /// `created 3 days ago`, the list's muted line.
    public var age: String { "created " + created }

    public init(
        rank: String, fullName: DisplayText, description: DisplayText?, stars: String, language: DisplayText?, created: String, url: DisplayText,
        markers: [String] = [], isSeen: Bool = false, delta: String? = nil, gained: String? = nil
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

/// The list, in both its human and machine forms.
public struct TrendingListViewModel: Equatable, Sendable {
    public let rows: [RepoRowViewModel]
    public let records: [RepoRecord]
    /// Said on stderr when the list is empty, so a pipe gets nothing at all.
    public let emptyMessage: DisplayText?
    /// What the list is, for a feed's title: `Daily trending Swift repositories (topic cli)`.
    public var title: DisplayText = ""
    /// When GitHub sent the data, ISO 8601 UTC: a feed's `updated`.
    public var fetchedAt = ""
    /// `--new-only`: with nothing new, every format says nothing beyond its empty form.
    public var isNewOnly = false

    public init(rows: [RepoRowViewModel], records: [RepoRecord], emptyMessage: DisplayText?) {
        self.rows = rows
        self.records = records
        self.emptyMessage = emptyMessage
    }
}

/// A line for stderr that does not stop the command: a fallback, an offline banner, a warning.
public struct NoticeViewModel: Equatable, Sendable {
    /// `status` confirms what a command did; `info` qualifies what was shown; `stale` says an old
    /// list stands in for a new one; `warning` is about lost or corrupt data (the only kind
    /// `--quiet` keeps); `header` explains a human list to a person: only on a terminal, never
    /// with machine formats.
    public enum Kind: Equatable, Sendable { case status, info, stale, warning, header }
    public let kind: Kind
    public let message: DisplayText

    public init(kind: Kind, message: DisplayText) {
        self.kind = kind
        self.message = message
    }
}

/// Why nothing could be shown: a title, the reason, and what to do next.
public struct ErrorViewModel: Equatable, Sendable {
    /// One rule for every title: sentence case, a capital first and no full stop at the end, and
    /// never a name first (a name keeps its own case): `Repository o/r was not found`.
    public let title: DisplayText
    public let message: DisplayText
    public let hint: DisplayText

    public init(title: DisplayText, message: DisplayText, hint: DisplayText) {
        self.title = title
        self.message = message
        self.hint = hint
    }
}

/// What a terminal, a test spy or any other screen implements to show trending states.
public protocol TrendingView: Sendable {
    func display(_ viewModel: LoadingViewModel)
    func display(_ viewModel: TrendingListViewModel)
    func display(_ viewModel: NoticeViewModel)
    func display(_ viewModel: ErrorViewModel)
}
