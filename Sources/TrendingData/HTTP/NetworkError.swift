#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Why a request got no complete HTTP response.
public enum NetworkError: Error, Equatable, Sendable {
    /// Refused, reset, DNS, TLS or a body cut short.
    case transport(String)
    /// The request's deadline passed first.
    case timedOut
    /// The body grew past the most the client accepts, so the transfer was stopped.
    case responseTooLarge(limit: Int)
    /// The network helper is missing, stale or broken: an installation problem, not the network.
    case helper(String)
    /// Refused before it was sent, for this reason (a `[::1]` URL that 127.0.0.1 might answer):
    /// asking again changes nothing.
    case notSent(String)
    /// The server answered, but the HTTP library refused a header (`HeaderFault`): the same
    /// answer would be refused again.
    case unreadableHeaders(HeaderFault)
    /// The server answered in a way that fails the same every time (a redirect loop, a body its
    /// `Content-Encoding` does not decode): asking again changes nothing.
    case badAnswer(String)

    /// In words, for `--verbose` and notices: never the case's Swift spelling.
    public var words: String {
        switch self {
        case .transport(let reason): reason
        case .timedOut: "timed out"
        case .responseTooLarge(let limit): "the answer was larger than \(limit) bytes"
        case .helper(let reason): "the network helper failed: \(reason)"
        case .notSent(let reason): reason
        case .badAnswer(let reason): reason
        case .unreadableHeaders(.notUTF8): "a header line of the answer could not be read (not UTF-8, or ended by LF alone)"
        case .unreadableHeaders(.tooLong): "the answer's headers were too long to read"
        case .unreadableHeaders(.libraryStopped): "this system's HTTP library stopped on the answer"
        }
    }
}
