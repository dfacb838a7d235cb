#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The local store of star histories (by repo) and of the endpoint's status.
public protocol StarHistoryCache: Sendable {
    func load(_ name: RepoName) throws(CacheError) -> CachedStarHistory?
    func save(_ entry: CachedStarHistory, for name: RepoName) throws(CacheError)
    /// An unreadable status reads as the default: it only ever saves requests.
    func status() -> StarHistoryEndpointStatus
    func saveStatus(_ status: StarHistoryEndpointStatus) throws(CacheError)
}
