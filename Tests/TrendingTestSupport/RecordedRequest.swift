import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One request as the server received it.
public struct RecordedRequest: Sendable {
    /// Request method, e.g. "GET".
    public let method: String
    /// Path plus query exactly as sent on the request line.
    public let target: String
    /// Header fields with lowercased names; repeated fields are joined with ", ".
    public let headers: [String: String]
    /// Request body (read per Content-Length; empty if none).
    public let body: Data

    /// A request with the given parts (the server builds these; tests rarely need to).
    public init(method: String, target: String, headers: [String: String], body: Data = Data()) {
        self.method = method
        self.target = target
        self.headers = headers
        self.body = body
    }

    /// The target without its query string.
    public var path: String {
        String(target.prefix { $0 != "?" })
    }

    /// Query items, percent-decoded ('+' stays '+'); for a repeated name the last one wins.
    public var queryItems: [String: String] {
        guard let mark = target.firstIndex(of: "?") else { return [:] }
        var items: [String: String] = [:]
        for pair in target[target.index(after: mark)...].split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            let value = parts.count > 1 ? String(parts[1]) : ""
            items[name.removingPercentEncoding ?? name] = value.removingPercentEncoding ?? value
        }
        return items
    }

    /// Header value by case-insensitive name.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}

/// What the server sends back for one request, and how.
