#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// What GitHub's rate-limit headers say about the budget left.
public struct RateLimitHeaders: Equatable, Sendable {
    public let limit: Int?
    public let remaining: Int?
    public let resetsAt: Date?
    /// `Retry-After` in seconds, when GitHub asks to wait.
    public let retryAfter: TimeInterval?

    public init(_ response: HTTPResponse) {
        limit = Self.integer(response.header("x-ratelimit-limit"))
        remaining = Self.integer(response.header("x-ratelimit-remaining"))
        // Clamped to a century: beyond that a value is garbage, and dates must stay printable.
        let century = 100 * 365 * 86_400
        resetsAt = Self.integer(response.header("x-ratelimit-reset")).map { Date(timeIntervalSince1970: TimeInterval(min(max(0, $0), 4_102_444_800 + century))) }
        retryAfter = Self.integer(response.header("retry-after")).map { TimeInterval(min(max(0, $0), century)) }
    }

    /// True when the budget is spent: the next request would be refused.
    public var isExhausted: Bool { remaining == 0 }

    private static func integer(_ value: String?) -> Int? {
        value.flatMap { Int($0.trimmingEdges(where: \.isBlank)) }
    }
}
