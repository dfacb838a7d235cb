#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The remote search one page at a time, for a list that loads more as the user scrolls.
public protocol SearchPageLoader: Sendable {
    /// Page `page` (from 1) of `perPage` repos (at most 100) for `query`, best first.
    /// - Parameter asOf: the instant the list's first page was asked at: every page of one list
    ///   asks the same window (`created:>=…`), or rows would be skipped or repeated at page edges.
    func loadPage(_ query: TrendingQuery, page: Int, perPage: Int, asOf: Date) async throws(RemoteLoadError) -> TrendingSearchResult
}
