import Foundation
import TrendingDomain

/// An in-memory trending cache that records the messages it receives, in order. It answers a
/// load with what was saved for that query, or with `loadResult` when given one.
public final class CacheSpy: TrendingCache, @unchecked Sendable {
    public enum Message: Equatable {
        case load(TrendingQuery)
        case save(CachedTrending, TrendingQuery)
    }

    private let lock = NSLock()
    private var _messages: [Message] = []
    private var entries: [TrendingQuery: CachedTrending] = [:]
    private let loadResult: Result<CachedTrending?, CacheError>?
    private let saveError: CacheError?

    public init(loadResult: Result<CachedTrending?, CacheError>? = nil, saveError: CacheError? = nil) {
        self.loadResult = loadResult
        self.saveError = saveError
    }

    public var messages: [Message] { lock.withLock { _messages } }

    public func load(for query: TrendingQuery) throws(CacheError) -> CachedTrending? {
        let stored: CachedTrending? = lock.withLock {
            _messages.append(.load(query))
            return entries[query]
        }
        if let loadResult { return try loadResult.get() }
        return stored
    }

    public func save(_ entry: CachedTrending, for query: TrendingQuery) throws(CacheError) {
        lock.withLock { _messages.append(.save(entry, query)) }
        if let saveError { throw saveError }
        lock.withLock { entries[query] = entry }
    }
}
