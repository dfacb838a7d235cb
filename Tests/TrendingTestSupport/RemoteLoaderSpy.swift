import Foundation
import TrendingDomain

/// Records every call a use case makes to the remote, and answers from a script.
public final class RemoteLoaderSpy: TrendingRepoLoader, @unchecked Sendable {
    public enum Message: Equatable { case load(TrendingQuery, limit: Int) }

    private let lock = NSLock()
    private var _messages: [Message] = []
    private let result: Result<TrendingSearchResult, RemoteLoadError>
    private let serving: [Repo]?

    public init(result: Result<TrendingSearchResult, RemoteLoadError> = .success(TrendingSearchResult(repos: []))) {
        self.result = result
        serving = nil
    }

    /// A remote holding `repos`, answering the first `limit` of them and their total, as GitHub does.
    public init(serving repos: [Repo]) {
        result = .success(TrendingSearchResult(repos: []))
        serving = repos
    }

    public var messages: [Message] { lock.withLock { _messages } }

    public func load(
        _ query: TrendingQuery, limit: Int, onPage: @Sendable (Int, Int) -> Void
    ) async throws(RemoteLoadError) -> TrendingSearchResult {
        lock.withLock { _messages.append(.load(query, limit: limit)) }
        if let serving { return TrendingSearchResult(repos: Array(serving.prefix(limit)), totalCount: serving.count) }
        return try result.get()
    }
}
