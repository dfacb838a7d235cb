import Foundation
import TrendingDomain

/// Records every call the use case makes to the remote, and answers from a script.
final class RemoteLoaderSpy: TrendingRepoLoader, @unchecked Sendable {
    enum Message: Equatable { case load(TrendingQuery, limit: Int) }

    private let lock = NSLock()
    private var _messages: [Message] = []
    private let result: Result<TrendingSearchResult, RemoteLoadError>

    init(result: Result<TrendingSearchResult, RemoteLoadError> = .success(TrendingSearchResult(repos: []))) {
        self.result = result
    }

    var messages: [Message] { lock.withLock { _messages } }

    func load(
        _ query: TrendingQuery, limit: Int, onPage: @Sendable (Int, Int) -> Void
    ) async throws(RemoteLoadError) -> TrendingSearchResult {
        lock.withLock { _messages.append(.load(query, limit: limit)) }
        return try result.get()
    }
}

/// An in-memory cache that records the messages it receives, in order.
final class CacheSpy: TrendingCache, @unchecked Sendable {
    enum Message: Equatable {
        case load(TrendingQuery)
        case save(CachedTrending, TrendingQuery)
    }

    private let lock = NSLock()
    private var _messages: [Message] = []
    private let loadResult: Result<CachedTrending?, CacheError>
    private let saveError: CacheError?

    init(loadResult: Result<CachedTrending?, CacheError> = .success(nil), saveError: CacheError? = nil) {
        self.loadResult = loadResult
        self.saveError = saveError
    }

    var messages: [Message] { lock.withLock { _messages } }

    func load(for query: TrendingQuery) throws(CacheError) -> CachedTrending? {
        lock.withLock { _messages.append(.load(query)) }
        return try loadResult.get()
    }

    func save(_ entry: CachedTrending, for query: TrendingQuery) throws(CacheError) {
        lock.withLock { _messages.append(.save(entry, query)) }
        if let saveError { throw saveError }
    }
}

/// Collects progress callbacks.
final class ProgressSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var _events: [LoadProgress] = []
    var events: [LoadProgress] { lock.withLock { _events } }
    func record(_ event: LoadProgress) { lock.withLock { _events.append(event) } }
}
