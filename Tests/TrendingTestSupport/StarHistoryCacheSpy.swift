import Foundation
import TrendingDomain

/// An in-memory star-history cache.
public final class StarHistoryCacheSpy: StarHistoryCache, @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: CachedStarHistory]
    private var _status: StarHistoryEndpointStatus

    public init(entries: [String: CachedStarHistory] = [:], status: StarHistoryEndpointStatus = StarHistoryEndpointStatus()) {
        self.entries = entries
        _status = status
    }

    public var saved: [String: CachedStarHistory] { lock.withLock { entries } }
    public var savedStatus: StarHistoryEndpointStatus { lock.withLock { _status } }

    public func load(_ name: RepoName) throws(CacheError) -> CachedStarHistory? { lock.withLock { entries[name.key] } }
    public func save(_ entry: CachedStarHistory, for name: RepoName) throws(CacheError) { lock.withLock { entries[name.key] = entry } }
    public func status() -> StarHistoryEndpointStatus { lock.withLock { _status } }
    public func saveStatus(_ status: StarHistoryEndpointStatus) throws(CacheError) { lock.withLock { _status = status } }
}
