#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a conditional request for one repo's star history brought back.
public enum StarHistoryFetch: Equatable, Sendable {
    /// New or changed daily counts (oldest first, validated), with the ETag to revalidate them.
    case modified([DailyStars], etag: String?)
    /// The cached history is still current (304).
    case notModified
}

/// The core rate-limit budget an answer reported.
public struct RateBudget: Equatable, Sendable {
    public let remaining: Int?
    public let resetsAt: Date?

    public init(remaining: Int?, resetsAt: Date?) {
        self.remaining = remaining
        self.resetsAt = resetsAt
    }
}

/// One answer of the star-history endpoint and the budget left after it.
public struct StarHistoryAnswer: Equatable, Sendable {
    public let fetch: StarHistoryFetch
    public let budget: RateBudget

    public init(fetch: StarHistoryFetch, budget: RateBudget) {
        self.fetch = fetch
        self.budget = budget
    }
}

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

/// GitHub's `GET /repos/{owner}/{repo}/stargazers/history`, behind a gateway.
public protocol StarHistoryLoader: Sendable {
    /// Whether requests carry a token (5,000 an hour) or not (60).
    var isAuthenticated: Bool { get }
    /// The last `weeks` weeks of daily stars, revalidated with `etag` when given.
    func load(_ name: RepoName, weeks: Int, etag: String?) async throws(StarHistoryLoadError) -> StarHistoryAnswer
}
