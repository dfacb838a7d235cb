#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The remote search one page at a time, for a list that loads more as the user scrolls.
public protocol TrendingPageLoader: Sendable {
    /// Page `page` (from 1) of `perPage` repos (at most 100) for `query`, best first.
    func loadPage(_ query: TrendingQuery, page: Int, perPage: Int) async throws(RemoteLoadError) -> TrendingSearchResult
}
