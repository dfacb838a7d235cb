#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The local store of star histories (by repo) and of the endpoint's status.
public protocol StarHistoryCache: Sendable {
    func load(_ name: RepoName) throws(CacheError) -> CachedStarHistory?
    func save(_ entry: CachedStarHistory, for name: RepoName) throws(CacheError)
    /// The endpoint's status; a corrupt one is moved aside and thrown as `.corrupt`. Callers read
    /// a status that cannot be read as the default (`status(warnings:)`): it only ever saves requests.
    func status() throws(CacheError) -> StarHistoryEndpointStatus
    func saveStatus(_ status: StarHistoryEndpointStatus) throws(CacheError)
}

extension StarHistoryCache {
    /// The endpoint's status, or the default when it cannot be read; one moved aside as corrupt
    /// is said in `warnings`, never dropped silently.
    func status(warnings: inout [TrendingWarning]) -> StarHistoryEndpointStatus {
        do {
            return try status()
        } catch {
            if case .corrupt = error { warnings.append(.cacheProblem(error)) }
            return StarHistoryEndpointStatus()
        }
    }
}
