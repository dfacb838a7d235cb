import Foundation
import TrendingDomain

/// Records every call a use case makes to the remote, and answers from a script.
public final class RemoteLoaderSpy: TrendingRepoLoader, @unchecked Sendable {
    public enum Message: Equatable { case load(TrendingQuery, limit: Int) }

    private let lock = NSLock()
    private var _messages: [Message] = []
    private let result: Result<TrendingSearchResult, RemoteLoadError>

    public init(result: Result<TrendingSearchResult, RemoteLoadError> = .success(TrendingSearchResult(repos: []))) {
        self.result = result
    }

    public var messages: [Message] { lock.withLock { _messages } }

    public func load(
        _ query: TrendingQuery, limit: Int, onPage: @Sendable (Int, Int) -> Void
    ) async throws(RemoteLoadError) -> TrendingSearchResult {
        lock.withLock { _messages.append(.load(query, limit: limit)) }
        return try result.get()
    }
}
