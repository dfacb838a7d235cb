#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Shown while GitHub is being asked.
public struct LoadingViewModel: Equatable, Sendable {
    public let message: String

    public init(message: String) {
        self.message = message
    }
}

/// One repo, every field a ready-to-print, sanitized string.
public struct RepoRowViewModel: Equatable, Sendable {
    public let rank: String
    public let fullName: String
    public let description: String?
    public let stars: String
    public let language: String?
    /// How long ago it was created: `3 days ago`.
    public let created: String
    public let url: String
    /// Words that flag the repo: `NEW`, `bookmarked`. Never conveyed by colour alone.
    public let markers: [String]
    /// Shown in an earlier list: a terminal dims it.
    public let isSeen: Bool
    /// Stars gained since an earlier snapshot: `+1.2k ★ since 6h ago`.
    public let delta: String?

    /// `created 3 days ago`, the list's muted line.
    public var age: String { "created " + created }

    public init(
        rank: String, fullName: String, description: String?, stars: String, language: String?, created: String, url: String,
        markers: [String] = [], isSeen: Bool = false, delta: String? = nil
    ) {
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

/// One repo for `--json`: typed values, text sanitized, keys named as in GitHub's API.
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

    public init(
        rank: Int, fullName: String, owner: String, name: String, description: String?, language: String?,
        stars: Int, forks: Int, url: String, createdAt: String, isNew: Bool = true, isBookmarked: Bool = false,
        starsDelta: Int? = nil, deltaSince: String? = nil
    ) {
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
    public let emptyMessage: String?

    public init(rows: [RepoRowViewModel], records: [RepoRecord], emptyMessage: String?) {
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
    public let message: String

    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }
}

/// Why nothing could be shown: a title, the reason, and what to do next.
public struct ErrorViewModel: Equatable, Sendable {
    public let title: String
    public let message: String
    public let hint: String

    public init(title: String, message: String, hint: String) {
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
