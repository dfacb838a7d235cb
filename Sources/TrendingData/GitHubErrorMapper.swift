#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Turns a GitHub error response into the domain's reason, reading GitHub's own message.
public enum GitHubErrorMapper {
    public static func error(for response: HTTPResponse, now: Date) -> RemoteLoadError {
        let body = try? JSONDecoder().decode(ErrorBodyDTO.self, from: response.body)
        let message = body?.message ?? ""
        switch response.status {
        case 401:
            return .badCredentials
        case 403, 429:
            if let wait = rateLimitWait(response, message: message, now: now) {
                return .rateLimited(resetsAt: wait)
            }
            if response.status == 429 || message.lowercased().contains("rate limit") {
                return .rateLimited(resetsAt: nil)
            }
            return .forbidden(message.isEmpty ? "GitHub refused the request (403)." : message)
        case 422:
            let messages = body?.errors?.compactMap(\.message) ?? []
            return .invalidQuery(messages.isEmpty ? [message.isEmpty ? "Validation Failed" : message] : messages)
        case 500...599:
            return .serverError(status: response.status)
        default:
            return .unexpectedStatus(response.status)
        }
    }

    /// When the limit lifts: `Retry-After` seconds, else the reset time once `remaining` is 0.
    /// Read as whole numbers, as GitHub sends them: `1e300`, `inf` or `nan` from a broken proxy
    /// must not become a date no clock can show.
    private static func rateLimitWait(_ response: HTTPResponse, message: String, now: Date) -> Date? {
        let limits = RateLimitHeaders(response)
        if let retryAfter = limits.retryAfter {
            return now.addingTimeInterval(retryAfter)
        }
        if limits.isExhausted, let reset = limits.resetsAt {
            return reset
        }
        return nil
    }
}

private struct ErrorBodyDTO: Decodable {
    struct Item: Decodable { let message: String? }
    let message: String?
    let errors: [Item]?
}
