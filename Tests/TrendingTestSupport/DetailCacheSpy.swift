import Foundation
import TrendingDomain

/// A repo-detail cache that answers every load with the entry it was given and records saves.
public final class DetailCacheSpy: RepoDetailCache, @unchecked Sendable {
    private let lock = NSLock()
    private let cached: CachedRepoDetail?
    private var _saved: [CachedRepoDetail] = []
    private var _savedNames: [RepoName] = []

    public init(cached: CachedRepoDetail?) {
        self.cached = cached
    }

    public var saved: [CachedRepoDetail] { lock.withLock { _saved } }
    /// The names each save was filed under, in order.
    public var savedNames: [RepoName] { lock.withLock { _savedNames } }

    public func load(_ name: RepoName) throws(CacheError) -> CachedRepoDetail? { cached }

    public func save(_ entry: CachedRepoDetail, for name: RepoName) throws(CacheError) {
        lock.withLock {
            _saved.append(entry)
            _savedNames.append(name)
        }
    }
}
