import Foundation
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
            if response.status == 429 || message.localizedCaseInsensitiveContains("rate limit") {
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
    private static func rateLimitWait(_ response: HTTPResponse, message: String, now: Date) -> Date? {
        if let retryAfter = response.header("retry-after").flatMap({ TimeInterval($0.trimmingCharacters(in: .whitespaces)) }) {
            return now.addingTimeInterval(max(0, retryAfter))
        }
        if response.header("x-ratelimit-remaining")?.trimmingCharacters(in: .whitespaces) == "0",
           let reset = response.header("x-ratelimit-reset").flatMap({ TimeInterval($0.trimmingCharacters(in: .whitespaces)) }) {
            return Date(timeIntervalSince1970: reset)
        }
        return nil
    }
}

private struct ErrorBodyDTO: Decodable {
    struct Item: Decodable { let message: String? }
    let message: String?
    let errors: [Item]?
}
