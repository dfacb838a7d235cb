#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// How many searches a run has asked: the searches naming the trending pages' rows come first,
/// and the candidate searches take what is left of the run's share of GitHub's search limit
/// (`GitHubTrendingLoader.maxRunSearches`). `begin()` starts a new run: each refresh of
/// `browse` is one.
public final class RunSearches: Sendable {
    private let lock = ThreadLock()
    nonisolated(unsafe) private var asked = 0
    nonisolated(unsafe) private var spent: RemoteLoadError?

    public init() {}

    /// A new run begins, with no search asked.
    public func begin() {
        lock.withLock {
            asked = 0
            spent = nil
        }
    }

    /// GitHub said the search limit is used up: the run's later searches fail with `error`
    /// at once, unsent (GitHub warns that requests made while limited can get a client banned).
    func spend(_ error: RemoteLoadError) {
        lock.withLock { spent = spent ?? error }
    }

    /// The spent limit that ends this run's searches, if GitHub said so.
    var spentLimit: RemoteLoadError? { lock.withLock { spent } }

    /// A search is about to be asked.
    func record() {
        lock.withLock { asked += 1 }
    }

    /// The searches asked so far in this run.
    public var count: Int { lock.withLock { asked } }
}
