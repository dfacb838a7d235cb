#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Turns a GitHub error response into the domain's reason, reading GitHub's own message.
public enum GitHubErrorMapper {
    /// - Parameter authorization: the request's `Authorization` header, if it carried a token:
    ///   it decides what a 401 means, and the token is masked in what the server says.
    public static func error(for response: HTTPResponse, now: Date, authorization: String? = nil) -> RemoteLoadError {
        let tokenSent = authorization != nil
        let decoder = JSONDecoder()
        decoder.userInfo[.sentToken] = authorization.map(sentToken)
        // An unpaired surrogate costs one character here too, not GitHub's whole message.
        let body = try? decoder.decode(GitHubErrorBody.self, from: JSONSurrogateRepair.repaired(response.body) ?? response.body)
        let message = body?.message ?? ""
        switch response.status {
        case 401:
            return .unauthorized(tokenSent: tokenSent, message: message)
        case 403, 429:
            if let wait = rateLimitWait(response, now: now) {
                return .rateLimited(resetsAt: wait)
            }
            // A spent limit whose reset the server did not say is still a spent limit.
            if response.status == 429 || RateLimitHeaders(response).isExhausted || isRateLimitMessage(message) {
                return .rateLimited(resetsAt: nil)
            }
            // Empty when GitHub gave no reason: the words for it are the presenter's.
            return .forbidden(message)
        case 422:
            let messages = body?.validationMessages ?? []
            return .invalidQuery(messages.isEmpty ? ["Validation Failed"] : messages)
        case 500...599:
            return .serverError(status: response.status)
        default:
            return .unexpectedStatus(response.status, message: message)
        }
    }

    /// The token in `Bearer TOKEN` (or `token TOKEN`), or the whole value of another scheme.
    static func sentToken(_ authorization: String) -> String {
        guard let space = authorization.firstIndex(of: " ") else { return authorization }
        return String(authorization[authorization.index(after: space)...])
    }

    /// GitHub words its secondary limit "secondary rate limit", and older servers "abuse
    /// detection mechanism"; either is a rate limit, with or without `Retry-After`.
    static func isRateLimitMessage(_ message: String) -> Bool {
        let lowered = message.lowercased()
        return lowered.contains("rate limit") || lowered.contains("abuse")
    }

    /// When the limit lifts: `Retry-After` seconds, else the reset time once `remaining` is 0.
    /// Read as whole numbers, as GitHub sends them: `1e300`, `inf` or `nan` from a broken proxy
    /// must not become a date no clock can show.
    private static func rateLimitWait(_ response: HTTPResponse, now: Date) -> Date? {
        let limits = RateLimitHeaders(response)
        if let retryAfter = limits.retryAfter(at: now) {
            return now.addingTimeInterval(retryAfter)
        }
        if limits.isExhausted, let reset = limits.resetsAt {
            return reset
        }
        return nil
    }
}
