#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The remote source of trending repos: GitHub's search, behind a gateway.
public protocol TrendingRepoLoader: Sendable {
    /// Loads up to `limit` repos for `query`, best first.
    /// - Parameter onPage: told `(page, pages)` as each page is requested, for progress.
    func load(
        _ query: TrendingQuery, limit: Int, onPage: @Sendable (Int, Int) -> Void
    ) async throws(RemoteLoadError) -> TrendingSearchResult
}
