#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The core rate-limit budget an answer reported.
public struct RateBudget: Equatable, Sendable {
    /// GitHub's core budget resets within the hour: a reset further ahead is garbage. The longest
    /// wait kept for any limit (search, a trending page, `browse`'s retry).
    public static let longestWait: TimeInterval = 3600
    /// A secondary limit that named no wait: GitHub asks for at least a minute (any limit's).
    public static let secondaryWait: TimeInterval = 60

    public let remaining: Int?
    public let resetsAt: Date?

    public init(remaining: Int?, resetsAt: Date?) {
        self.remaining = remaining
        self.resetsAt = resetsAt
    }

    /// When requests may go out again after the budget ran out: the reset GitHub named, but no
    /// earlier than now and no later than an hour from now (the hour itself when none was named).
    public static func resumption(_ resetsAt: Date?, now: Date) -> Date {
        let latest = now.addingTimeInterval(longestWait)
        guard let resetsAt else { return latest }
        return min(max(resetsAt, now), latest)
    }
}
