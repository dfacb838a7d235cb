import Foundation
import TrendingDomain

/// Records each repo-detail request and answers the same each time.
public final class DetailLoaderSpy: RepoDetailLoader, @unchecked Sendable {
    public enum Message: Equatable { case load(RepoName, etag: String?) }
    private let lock = NSLock()
    private var _messages: [Message] = []
    private let result: Result<RepoDetailFetch, RemoteLoadError>

    public init(result: Result<RepoDetailFetch, RemoteLoadError>) {
        self.result = result
    }

    public var messages: [Message] { lock.withLock { _messages } }

    public func load(_ name: RepoName, etag: String?) async throws(RemoteLoadError) -> RepoDetailFetch {
        lock.withLock { _messages.append(.load(name, etag: etag)) }
        return try result.get()
    }
}
