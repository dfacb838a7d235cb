#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// A saved repo (bookmarked or hidden) as a row: ready-to-print text, and typed JSON.
public struct SavedRepoRowViewModel: Equatable, Sendable {
    public let fullName: DisplayText
    /// The last known summary (`★ 9.8k  Swift`), or nil when nothing is known yet.
    public let summary: DisplayText?
    public let description: DisplayText?
    /// `bookmarked 3 days ago`, `hidden just now`.
    public let when: DisplayText
    /// The repo's web page, by the same rule as `open`: what the name links to in a terminal
    /// that shows hyperlinks.
    public let url: DisplayText?
    public let record: [(String, JSONValue)]

    public init(
        fullName: DisplayText, summary: DisplayText?, description: DisplayText?, when: DisplayText, url: DisplayText? = nil,
        record: [(String, JSONValue)]
    ) {
        self.url = url
        self.fullName = fullName
        self.summary = summary
        self.description = description
        self.when = when
        self.record = record
    }

    public static func == (lhs: SavedRepoRowViewModel, rhs: SavedRepoRowViewModel) -> Bool {
        lhs.fullName == rhs.fullName && lhs.summary == rhs.summary && lhs.description == rhs.description
            && lhs.when == rhs.when && lhs.url == rhs.url && JSONValue.object(lhs.record) == JSONValue.object(rhs.record)
    }
}

/// A list of saved repos, or what to say when it is empty.
public struct SavedReposViewModel: Equatable, Sendable {
    public let rows: [SavedRepoRowViewModel]
    public let emptyMessage: DisplayText

    public init(rows: [SavedRepoRowViewModel], emptyMessage: DisplayText) {
        self.rows = rows
        self.emptyMessage = emptyMessage
    }
}

/// What the bookmark, hide and open commands' screen implements.
public protocol UserStateView: Sendable {
    func display(_ viewModel: SavedReposViewModel)
    func display(_ viewModel: NoticeViewModel)
    func display(_ viewModel: ErrorViewModel)
}
