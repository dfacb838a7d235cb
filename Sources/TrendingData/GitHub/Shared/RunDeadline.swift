#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// When a run's network work must be over: `--timeout` after the run began. One instant for the
/// whole run, shared by the search naming the trending page's rows, the candidate searches and
/// the star histories, so `--timeout` bounds them together rather than each in turn. `begin()`
/// starts a new run: each refresh of `browse` is one.
public final class RunDeadline: Sendable {
    private let clock: MonotonicClock
    private let timeout: TimeInterval
    private let lock = ThreadLock()
    nonisolated(unsafe) private var ends: Double

    /// The run begins now.
    public init(timeout: TimeInterval, clock: @escaping MonotonicClock) {
        self.clock = clock
        self.timeout = timeout
        ends = clock() + timeout
    }

    /// A new run begins now, with all of `--timeout` before it.
    public func begin() {
        let start = clock()
        lock.withLock { ends = start + timeout }
    }

    /// The instant, on `clock`, the run must end by.
    public var instant: Double { lock.withLock { ends } }
}
