#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A request for a `NetworkClient`: the bytes to send and how long the whole exchange may take.
public struct HTTPRequest: Equatable, Sendable {
    public var url: URL
    public var method: String
    public var headers: [String: String]
    /// The most the whole exchange may take, including a server that trickles bytes.
    public var timeout: TimeInterval
    /// Which outcomes a retrying client may ask again after.
    public var retries: Retries
    /// Where a redirect may lead; nil for anywhere `RedirectPolicy` allows. One leading elsewhere
    /// is not followed: its 3xx is the answer, `redirectedTo` naming where it pointed.
    public var admitsRedirect: (@Sendable (URL) -> Bool)?
    /// Asked before a retrying client sends it again; false delivers the last outcome as it is.
    /// nil for as `retries` says. A run's search counts the resend among the run's searches.
    public var admitsResend: (@Sendable () -> Bool)?

    public init(
        url: URL, method: String = "GET", headers: [String: String] = [:], timeout: TimeInterval = 30, retries: Retries = .failures
    ) {
        self.url = url
        self.method = method
        self.headers = headers
        self.timeout = timeout
        self.retries = retries
    }

    /// Requests are equal by what they send; where a redirect may lead is no part of that.
    public static func == (lhs: HTTPRequest, rhs: HTTPRequest) -> Bool {
        lhs.url == rhs.url && lhs.method == rhs.method && lhs.headers == rhs.headers && lhs.timeout == rhs.timeout && lhs.retries == rhs.retries
    }

    public enum Retries: Equatable, Sendable {
        /// Failures that may pass (a lost connection, a 5xx) and a short wait GitHub asks for.
        case failures
        /// Only a short wait a rate limit asks for (`Retry-After` on a 429 or a 403), once: a
        /// search of a run's many, each attempt one of the minute's 10 (30) searches.
        case askedWaitOnly
        /// As `askedWaitOnly`, and a 5xx's short `Retry-After` too (bb43 v2-D2): a request asked
        /// once a run whose second attempt costs no search (a trending page, a candidate's history).
        case askedWaits
    }
}
