#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the user's own state says about the repos in a list.
public struct RepoMarks: Equatable, Sendable {
    /// Keys of repos shown before this list; the rest are new.
    public var seen: Set<String>
    /// Keys of bookmarked repos.
    public var bookmarked: Set<String>
    /// When each repo was first shown, by key: a feed dates its entries by it.
    public var firstShown: [String: Date]

    public init(seen: Set<String> = [], bookmarked: Set<String> = [], firstShown: [String: Date] = [:]) {
        self.seen = seen
        self.bookmarked = bookmarked
        self.firstShown = firstShown
    }

    public func isNew(_ repo: Repo) -> Bool { !seen.contains(repo.repoName.key) }
    public func isBookmarked(_ repo: Repo) -> Bool { bookmarked.contains(repo.repoName.key) }
}

/// A list ready to show.
public struct TrendingListing: Equatable, Sendable {
    public var repos: [Repo]
    public var source: ListingSource
    public var marks: RepoMarks
    /// Stars gained since an earlier snapshot, by `RepoName.key`; absent without history.
    public var deltas: [String: StarDelta]
    /// Stars gained in the period's window, by `RepoName.key`; absent when unknown.
    public var gains: [String: StarGain]
    /// How many repos match in all, as GitHub counts them; nil when unknown.
    public var totalCount: Int?
    /// `--scope all`: each row's place on GitHub's trending page, by `RepoName.key`; absent when
    /// the page did not list it.
    public var pageRanks: [String: Int] = [:]
    /// `--scope all`: how each row came to be a candidate, by `RepoName.key`, in `Discovery` order.
    public var discoveries: [String: [Discovery]] = [:]
    /// A cached list made while GitHub's trending page could not be read (`CachedTrending.pageUnread`).
    public var pageUnread = false
    /// `--scope all`: the old names of renamed repos this list met, dropped for their new ones
    /// (`dropRenamed`): the user's state follows them when the list is remembered.
    public var renames: [RepoRename] = []
    /// How many repos of GitHub's answer the list left out as hidden (with `--new-only`, as seen
    /// too): an empty list says so rather than that nothing was found.
    public var excludedCount = 0

    public init(
        repos: [Repo], source: ListingSource, marks: RepoMarks = RepoMarks(), deltas: [String: StarDelta] = [:],
        gains: [String: StarGain] = [:], totalCount: Int? = nil
    ) {
        self.repos = repos
        self.source = source
        self.marks = marks
        self.deltas = deltas
        self.gains = gains
        self.totalCount = totalCount
    }

    /// When the list's data was fetched from GitHub, whatever served it now.
    public var fetchedAt: Date {
        switch source {
        case .remote(let date), .freshCache(let date), .offlineCache(let date), .staleFallback(let date, _): date
        }
    }

    public func delta(for repo: Repo) -> StarDelta? { deltas[repo.repoName.key] }

    public func gain(for repo: Repo) -> StarGain? { gains[repo.repoName.key] }

    public func pageRank(for repo: Repo) -> Int? { pageRanks[repo.repoName.key] }

    public func discovery(for repo: Repo) -> [Discovery] { discoveries[repo.repoName.key] ?? [] }
}
