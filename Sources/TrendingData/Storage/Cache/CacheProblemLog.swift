import TrendingDomain

/// Cache problems heard through a loader's callback (`GitHubTrendingPageLoader`'s
/// `onCacheProblem`), kept until the use case that reports them takes them, so a file moved
/// aside is said with the rest of the run's warnings.
public final class CacheProblemLog: @unchecked Sendable {
    private let lock = ThreadLock()
    private var problems: [CacheError] = []

    public init() {}

    public func record(_ problem: CacheError) {
        lock.withLock { problems.append(problem) }
    }

    /// The problems recorded since the last take, oldest first; the log is then empty.
    public func take() -> [CacheError] {
        lock.withLock {
            defer { problems = [] }
            return problems
        }
    }
}
