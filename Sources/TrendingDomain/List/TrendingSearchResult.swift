#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a remote list stopped short of the limit although more repos exist.
public enum PartialReason: Equatable, Sendable {
    /// The rate limit ran out while paging; it lifts at the date when known.
    case rateLimited(resetsAt: Date?)
    /// A later page failed after earlier pages arrived.
    case interrupted(RemoteLoadError)
    /// The server's next-page link named a page already fetched.
    case repeatedPage
    /// The server's next-page link named another server, which would get our headers.
    case foreignPage
    /// Paging stopped after this many pages: all the limit needs, or the most any command fetches.
    case pageLimit(Int)
}

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
    /// How many repos match in all, as GitHub counts them (`total_count`); nil when not told.
    public let totalCount: Int?

    public init(
        repos: [Repo], isIncomplete: Bool = false, partial: PartialReason? = nil, droppedItems: Int = 0, totalCount: Int? = nil
    ) {
        self.repos = repos
        self.isIncomplete = isIncomplete
        self.partial = partial
        self.droppedItems = droppedItems
        self.totalCount = totalCount
    }
}
