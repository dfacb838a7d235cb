#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The core rate-limit budget an answer reported.
public struct RateBudget: Equatable, Sendable {
    public let remaining: Int?
    public let resetsAt: Date?

    public init(remaining: Int?, resetsAt: Date?) {
        self.remaining = remaining
        self.resetsAt = resetsAt
    }
}
