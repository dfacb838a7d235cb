#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One answer from the remote search: the repos, best first.
public struct TrendingSearchResult: Equatable, Sendable {
    public let repos: [Repo]
    /// GitHub timed out part of the search, so the list may miss repos.
    public let isIncomplete: Bool
    /// Set when paging stopped early; the repos gathered so far are still good.
    public let partial: PartialReason?
    /// Items left out because their numbers or dates were impossible (stars outside 0…10^12,
    /// a creation date outside 2007…2200).
    public let droppedItems: Int
    /// Items left out because they could not be read as a repo (a creation date that is no ISO
    /// 8601 time, a missing id or star count).
    public let unreadableItems: Int
    /// How many repos match in all, as GitHub counts them (`total_count`); nil when not told.
    public let totalCount: Int?

    public init(
        repos: [Repo], isIncomplete: Bool = false, partial: PartialReason? = nil, droppedItems: Int = 0, unreadableItems: Int = 0,
        totalCount: Int? = nil
    ) {
        self.repos = repos
        self.isIncomplete = isIncomplete
        self.partial = partial
        self.droppedItems = droppedItems
        self.unreadableItems = unreadableItems
        self.totalCount = totalCount
    }
}
