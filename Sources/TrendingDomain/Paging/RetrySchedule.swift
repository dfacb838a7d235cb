#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How long a live screen waits before asking GitHub again after a failed refresh: `first`
/// seconds, doubling with each failure in a row, never more than `cap`.
public struct RetrySchedule: Equatable, Sendable {
    public var first: TimeInterval
    public var cap: TimeInterval

    public init(first: TimeInterval = 8, cap: TimeInterval = 60) {
        self.first = first
        self.cap = cap
    }

    /// The wait after `failures` failures in a row (1 for the first).
    public func delay(afterFailures failures: Int) -> TimeInterval {
        var delay = first
        for _ in 1..<max(failures, 1) where delay < cap { delay *= 2 }
        return min(cap, delay)
    }
}
