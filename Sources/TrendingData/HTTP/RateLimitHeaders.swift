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
    /// `Retry-After` in seconds, when GitHub asks to wait: its delay-seconds, or its HTTP date
    /// less the answer's own `Date` (both the server's clock).
    public let retryAfter: TimeInterval?
    /// `Retry-After` as an HTTP date, when it is one: with no `Date` beside it, a caller measures
    /// it against its own clock.
    public let retryAfterDate: Date?

    public init(_ response: HTTPResponse) {
        // A header sent twice (a proxy's and GitHub's) arrives joined, `4999, 3`: the stricter
        // value counts, so the budget guard never reads a spent budget as none said.
        limit = Self.integers(response.header("x-ratelimit-limit")).min()
        remaining = Self.integers(response.header("x-ratelimit-remaining")).min()
        // Clamped to a century: beyond that a value is garbage, and dates must stay printable.
        let century = 100 * 365 * 86_400
        resetsAt = Self.integers(response.header("x-ratelimit-reset")).max().map { Date(timeIntervalSince1970: TimeInterval(min(max(0, $0), 4_102_444_800 + century))) }
        let retryText = response.header("retry-after").map { String($0.trimmingEdges(where: \.isBlank)) }
        retryAfterDate = retryText.flatMap(HTTPDate.date)
        // Seconds are digits: a negative number names no wait (a minute, as with none), not "now".
        if let seconds = Self.integers(retryText).filter({ $0 >= 0 }).max() {
            retryAfter = TimeInterval(min(max(0, seconds), century))
        } else if let until = retryAfterDate, let sent = response.header("date").flatMap({ HTTPDate.date(String($0.trimmingEdges(where: \.isBlank))) }) {
            retryAfter = min(max(0, until.timeIntervalSince(sent)), TimeInterval(century))
        } else {
            retryAfter = nil
        }
    }

    /// The wait `Retry-After` asks for: `retryAfter`, else its HTTP date against `now` (this
    /// machine's clock, when the answer carried no `Date` of its own).
    public func retryAfter(at now: Date) -> TimeInterval? {
        retryAfter ?? retryAfterDate.map { max(0, $0.timeIntervalSince(now)) }
    }

    /// True when the budget is spent: the next request would be refused.
    public var isExhausted: Bool { remaining == 0 }

    private static func integer(_ value: String?) -> Int? {
        value.flatMap { Int($0.trimmingEdges(where: \.isBlank)) }
    }

    /// Each whole number of a comma-joined header value; a part that is none is passed over.
    private static func integers(_ value: String?) -> [Int] {
        (value?.split(separator: ",") ?? []).compactMap { Int($0.trimmingEdges(where: \.isBlank)) }
    }
}
