#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How hard to try: how many retries, the backoff's base and cap, and the longest wait a
/// `Retry-After` may ask for before the command gives up instead.
public struct RetryPolicy: Equatable, Sendable {
    public var maxRetries: Int
    public var base: TimeInterval
    public var cap: TimeInterval
    public var maxRetryAfter: TimeInterval

    public init(maxRetries: Int = 3, base: TimeInterval = 0.5, cap: TimeInterval = 4, maxRetryAfter: TimeInterval = 10) {
        self.maxRetries = maxRetries
        self.base = base
        self.cap = cap
        self.maxRetryAfter = maxRetryAfter
    }

    /// AWS's "full jitter": `random(0, min(cap, base * 2^attempt))`, attempt counting from 0.
    /// - Parameter random: picks a value in the range; injected so tests are deterministic.
    public func backoff(attempt: Int, random: (ClosedRange<Double>) -> Double) -> TimeInterval {
        let ceiling = min(cap, base * Double(sign: .plus, exponent: min(attempt, 30), significand: 1))
        return random(0...max(0, ceiling))
    }
}

/// What to do with one attempt's outcome.
public enum RetryDecision: Equatable, Sendable {
    /// Hand the outcome to the caller, good or bad.
    case deliver
    /// Try again after a backoff: a transport failure or a 5xx.
    case backoff
    /// Try again after exactly this wait, which a rate limit asked for; honoured once.
    case wait(TimeInterval)
    /// Try again after exactly this wait, which a failing server asked for (a 5xx with a short
    /// `Retry-After`): a retry like a backoff, counted against `maxRetries`.
    case retryAfter(TimeInterval)
}
