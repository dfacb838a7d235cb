#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why one repo's star history could not be had.
public enum StarHistoryLoadError: Error, Equatable, Sendable {
    /// The server has no such endpoint (404 or 410 for a repo that exists, or 400 about the API version).
    case unavailable
    /// The answer broke the endpoint's rules (weeks not 7 days, totals that don't add up...).
    case malformed
    /// The core rate limit is spent; it lifts at the date when known.
    case rateLimited(resetsAt: Date?)
    /// Anything else: unreachable, timed out, a 5xx after retries.
    case failed(RemoteLoadError)
}
