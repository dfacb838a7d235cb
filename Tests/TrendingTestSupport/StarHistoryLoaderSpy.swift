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

    public init(authenticated: Bool = false, answer: @escaping (String) -> Result<StarHistoryAnswer, StarHistoryLoadError>) {
        isAuthenticated = authenticated
        self.answer = answer
    }

    public var calls: [Call] { lock.withLock { _calls } }

    public func load(_ name: RepoName, id: Int?, weeks: Int, etag: String?) async throws(StarHistoryLoadError) -> StarHistoryAnswer {
        lock.withLock { _calls.append(Call(repo: name.key, weeks: weeks, etag: etag)) }
        return try answer(name.key).get()
    }
}
