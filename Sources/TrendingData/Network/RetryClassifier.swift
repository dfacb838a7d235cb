#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which failures are worth another attempt. Octokit's rule, plus GitHub's rate-limit advice:
/// never retry 4xx (a rate limit only when GitHub names a short wait), retry transport and 5xx.
public enum RetryClassifier {
    /// - Parameter now: the wall clock, for a `Retry-After` date sent with no `Date` of the server's.
    public static func decide(_ outcome: Result<HTTPResponse, NetworkError>, policy: RetryPolicy, now: Date = Date()) -> RetryDecision {
        switch outcome {
        case .failure(.transport):
            return .backoff
        // The library's fatal stop: a connection dropped inside the head retried, as any dropped
        // connection is (a trailer section stops it again, at the cost of the retries).
        case .failure(.unreadableHeaders(.libraryStopped)):
            return .backoff
        case .failure(.timedOut), .failure(.responseTooLarge), .failure(.helper), .failure(.notSent), .failure(.unreadableHeaders), .failure(.badAnswer):
            return .deliver
        case .success(let response):
            let limits = RateLimitHeaders(response)
            let asked = limits.retryAfter(at: now)
            switch response.status {
            case 403, 429:
                guard let wait = asked, wait <= policy.maxRetryAfter else { return .deliver }
                return .wait(wait)
            case 500...599:
                if let wait = asked, wait <= policy.maxRetryAfter { return .retryAfter(wait) }
                return .backoff
            default:
                return .deliver
            }
        }
    }
}
