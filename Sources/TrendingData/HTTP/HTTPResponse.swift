#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What came back: the status, the headers (looked up without regard to case) and the body.
public struct HTTPResponse: Equatable, Sendable {
    public let status: Int
    public let headers: [String: String]
    public let body: Data
    /// The address that answered, when redirects led away from the one asked; nil otherwise.
    public var redirectedTo: URL?

    public init(status: Int, headers: [String: String] = [:], body: Data = Data(), redirectedTo: URL? = nil) {
        self.status = status
        // HTTP header names are case-insensitive; GitHub has sent both `Link` and `link`.
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.body = body
        self.redirectedTo = redirectedTo
    }

    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
