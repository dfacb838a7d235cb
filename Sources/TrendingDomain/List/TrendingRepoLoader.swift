#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The remote source of trending repos: GitHub's search, behind a gateway.
public protocol TrendingRepoLoader: Sendable {
    /// Loads up to `limit` repos for `query`, best first.
    func load(_ query: TrendingQuery, limit: Int) async throws(RemoteLoadError) -> TrendingSearchResult
}
