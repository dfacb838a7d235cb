#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Moves bytes: sends one request and returns the status, headers and body. Nothing more.
public protocol NetworkClient: Sendable {
    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse
}
