#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
}
