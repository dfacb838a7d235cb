#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why the remote could not deliver a list. Each case says what the user can do next.
public enum RemoteLoadError: Error, Equatable, Sendable {
    /// No connection, DNS failure, refused, reset or truncated transfer.
    case unreachable(String)
    /// `trending-fetch`, the network helper, is missing, stale or broken: reinstalling fixes it.
    case brokenInstallation(String)
    /// The deadline passed before GitHub answered in full.
    case timedOut
    /// GitHub answered 5xx.
    case serverError(status: Int)
    /// GitHub rejected the query (422) with its own messages.
    case invalidQuery([String])
    /// The answer was complete but not the expected JSON.
    case malformedResponse
    /// The server answered in a way that fails the same every time, said in `String` (a
    /// redirect loop, a body its `Content-Encoding` does not decode).
    case badAnswer(String)
    /// The answer came, but the system's HTTP library refused its headers (`HeaderFault`): its
    /// body could not be read.
    case unreadableHeaders(HeaderFault)
    /// The answer grew past the size the client accepts, so it was refused.
    case responseTooLarge(limit: Int)
    /// The rate limit is spent; it resets at the date when known.
    case rateLimited(resetsAt: Date?)
    /// GitHub answered 401: the token was rejected, or (with no token sent) GitHub wants one.
    /// `message` is GitHub's own words.
    case unauthorized(tokenSent: Bool, message: String)
    /// GitHub refused the request (403) for a reason other than the rate limit.
    case forbidden(String)
    /// GitHub knows no such repo (404): not a network failure.
    case notFound
    /// Any other status GitHub should not send for this request, with GitHub's `message` if it
    /// gave one (a 451's "Repository access blocked").
    case unexpectedStatus(Int, message: String = "")
}

extension RemoteLoadError {
    /// A failure that may pass on its own, so asking again is worth it: no network, a timeout,
    /// a 5xx, a garbled answer. A spent limit or a refused query, token or repo would repeat.
    public var mayPass: Bool {
        switch self {
        // An answer that stopped the HTTP library is a dropped connection's kind.
        case .unreachable, .timedOut, .serverError, .malformedResponse, .unreadableHeaders(.libraryStopped): true
        default: false
        }
    }
}
