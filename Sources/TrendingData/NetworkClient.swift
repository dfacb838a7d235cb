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
}

/// Moves bytes: sends one request and returns the status, headers and body. Nothing more.
public protocol NetworkClient: Sendable {
    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse
}
