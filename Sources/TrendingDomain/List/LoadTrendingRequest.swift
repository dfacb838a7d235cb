#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One request for a trending list.
public struct LoadTrendingRequest: Equatable, Sendable {
    public let query: TrendingQuery
    public let limit: Int
    public let mode: LoadMode
    /// How old a cached list may be and still count as fresh.
    public let maxAge: TimeInterval
    /// Keys of repos never to list (the hidden ones); the list fills up past them.
    public var excluding: Set<String>
    /// How many of `excluding` GitHub's answer can hold; nil counts them all. Seen repos can be
    /// thousands, but only those seen since the period began can match a search of recent repos.
    public var excludedInResults: Int?
    /// Deliver every cached repo rather than the first `limit`: for an order other than
    /// GitHub's, which must pick its top `limit` from the whole list.
    public var wholeList = false
    /// `--scope all` asked GitHub's trending page and could not read it: kept with the list.
    public var pageUnread = false

    public init(
        query: TrendingQuery, limit: Int, mode: LoadMode = .automatic, maxAge: TimeInterval = 3600,
        excluding: Set<String> = []
    ) {
        self.query = query
        self.limit = limit
        self.mode = mode
        self.maxAge = maxAge
        self.excluding = excluding
    }

    /// How many to ask GitHub for, so that `limit` remain after the excluded ones.
    var remoteLimit: Int {
        min(TrendingQuery.searchCap, limit + (excludedInResults ?? excluding.count))
    }
}
