#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// What the user asked browse for: the query and listing options it starts with (period and sort
/// then follow the screen), how to load, and how many rows a page holds.
public struct BrowseSettings: Sendable {
    public let query: TrendingQuery
    public let listing: ListingOptions
    public let mode: LoadMode
    public let limit: Int
    public let maxAge: TimeInterval

    public init(query: TrendingQuery, listing: ListingOptions, mode: LoadMode, limit: Int, maxAge: TimeInterval) {
        self.query = query
        self.listing = listing
        self.mode = mode
        self.limit = limit
        self.maxAge = maxAge
    }
}
