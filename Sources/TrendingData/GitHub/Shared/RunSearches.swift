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
    nonisolated(unsafe) private var readWait = false
    nonisolated(unsafe) private var began: Date
    private let wait: SearchLimitWait?
    private let withToken: Bool
    private let now: @Sendable () -> Date
    private let onCacheProblem: @Sendable (CacheError) -> Void

    /// - Parameters:
    ///   - storage, scope: where a spent limit is kept for later runs (the cache folder, the
    ///     API server); without them, only this run honours it.
    ///   - withToken: whether the searches carry a token, whose limit is not the anonymous one.
    ///   - onCacheProblem: hears of a kept wait found corrupt (moved aside) or unreadable.
    public init(
        storage: (any LocalStorageClient)? = nil, scope: String = "", withToken: Bool = false,
        now: @escaping @Sendable () -> Date = { Date() }, onCacheProblem: @escaping @Sendable (CacheError) -> Void = { _ in }
    ) {
        wait = storage.map { SearchLimitWait(storage: $0, scope: scope, now: now) }
        self.withToken = withToken
        self.now = now
        self.onCacheProblem = onCacheProblem
        began = now()
    }

    /// When this run began (made, or `begin()`): a page sighting before it is another run's.
    public var startedAt: Date { lock.withLock { began } }

    /// A new run begins, with no search asked.
    public func begin() {
        lock.withLock {
            asked = 0
            spent = nil
            readWait = false
            began = now()
        }
    }

    /// GitHub said the search limit is used up: the run's later searches fail with `error`
    /// at once, unsent (GitHub warns that requests made while limited can get a client banned),
    /// and so do later runs' until it resets. Returns `error` as it is honoured: a reset further
    /// than `SearchLimitWait.longestWait` away is that wait's end, as the next runs will say.
    @discardableResult
    func spend(_ error: RemoteLoadError) -> RemoteLoadError {
        let now = now()
        var honoured = error
        if case .rateLimited(let resetsAt) = error { honoured = .rateLimited(resetsAt: SearchLimitWait.honoured(resetsAt, at: now)) }
        let first = lock.withLock {
            defer { spent = spent ?? honoured }
            return spent == nil
        }
        if first, case .rateLimited(let resetsAt) = honoured { wait?.save(resetsAt: resetsAt, withToken: withToken, at: now) }
        return honoured
    }

    /// The spent limit that ends this run's searches: GitHub's word in this run, or a wait an
    /// earlier run kept, until it ends (a long run, such as `browse`'s, outlives it: bb27 b-D2).
    var spentLimit: RemoteLoadError? {
        lock.withLock {
            if case .rateLimited(let resetsAt?) = spent, now() >= resetsAt { spent = nil }
            if !readWait {
                readWait = true
                do throws(CacheError) {
                    if spent == nil, let until = try wait?.current(at: now(), withToken: withToken) { spent = .rateLimited(resetsAt: until) }
                } catch {
                    onCacheProblem(error)
                }
            }
            return spent
        }
    }

    /// The run waited until the limit GitHub said was spent reset: its searches go on. (The wait
    /// kept for later runs ends by then too.)
    func waitedOut() {
        lock.withLock { spent = nil }
    }

    /// A search is about to be asked.
    func record() {
        lock.withLock { asked += 1 }
    }

    /// A retrying client would ask a search again: it is one more of the run's searches, sent
    /// only while the run has asked fewer than `cap` (bb45 b3-D1).
    func recordResend(within cap: Int) -> Bool {
        lock.withLock {
            guard asked < cap else { return false }
            asked += 1
            return true
        }
    }

    /// The searches asked so far in this run.
    public var count: Int { lock.withLock { asked } }
}
