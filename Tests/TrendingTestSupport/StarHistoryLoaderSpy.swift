import Foundation
import TrendingDomain

/// Answers star-history requests from a script per repo, recording each.
public final class StarHistoryLoaderSpy: StarHistoryLoader, @unchecked Sendable {
    public struct Call: Equatable {
        public let repo: String
        public let weeks: Int
        public let etag: String?

        public init(repo: String, weeks: Int, etag: String?) {
            self.repo = repo
            self.weeks = weeks
            self.etag = etag
        }
    }

    private let lock = NSLock()
    private var _calls: [Call] = []
    private let answer: (String) -> Result<StarHistoryAnswer, StarHistoryLoadError>
    public let isAuthenticated: Bool

    private let exists: (String) -> Bool?
    private var _probes: [String] = []

    /// - Parameter exists: what `repoExists` says of a repo (by key); nil, as a gateway that cannot ask.
    public init(
        authenticated: Bool = false, exists: @escaping (String) -> Bool? = { _ in nil },
        answer: @escaping (String) -> Result<StarHistoryAnswer, StarHistoryLoadError>
    ) {
        isAuthenticated = authenticated
        self.exists = exists
        self.answer = answer
    }

    public var calls: [Call] { lock.withLock { _calls } }
    /// The repos (keys) `repoExists` was asked of, in order.
    public var probes: [String] { lock.withLock { _probes } }

    public func repoExists(_ name: RepoName) async -> Bool? {
        lock.withLock { _probes.append(name.key) }
        return exists(name.key)
    }

    public func load(_ name: RepoName, id: Int?, weeks: Int, etag: String?) async throws(StarHistoryLoadError) -> StarHistoryAnswer {
        lock.withLock { _calls.append(Call(repo: name.key, weeks: weeks, etag: etag)) }
        return try answer(name.key).get()
    }
}
