import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the server sends back, and how: whole, slowly, cut short, or not at all.
public struct StubResponse: Sendable {
    /// How the response is delivered, to simulate slow or broken servers.
    public enum Behavior: Sendable {
        /// Send the whole response at once, then close.
        case normal
        /// Read the request, send nothing, keep the socket open until the server stops.
        case hang
        /// Send head and body in chunks of `bytesPerChunk` bytes, `interval` apart.
        case trickle(bytesPerChunk: Int, interval: Duration)
        /// Announce the full Content-Length but close after `afterBodyBytes` body bytes.
        case truncate(afterBodyBytes: Int)
        /// Read the request, then close without sending a byte.
        case closeWithoutResponse
        /// Send no Content-Length: the body ends when the connection closes (HTTP/1.0 style),
        /// so only the client's own cap can stop a flood.
        case closeDelimited
        /// Send no Content-Length, then the body again and again until the client hangs up or the
        /// server stops: a body that never ends. `LoopbackServer.endlessBytesSent` counts it.
        case endless
        /// Send the body as one chunk (`Transfer-Encoding: chunked`, no Content-Length), then the
        /// last chunk with `trailer` fields after it, as HTTP/1.1 allows.
        case chunked(trailer: [(String, String)])
    }

    /// HTTP status code.
    public var status: Int
    /// Header fields in order; Content-Length and Connection: close are added unless present here.
    public var headers: [(String, String)]
    /// Header fields sent after those, each byte of their text its ISO 8859-1 code (`é` as 0xE9):
    /// obs-text, legal in HTTP/1.1 and not UTF-8.
    public var latin1Headers: [(String, String)] = []
    /// Response body.
    public var body: Data
    /// How the response is delivered.
    public var behavior: Behavior

    /// A response with the given parts; defaults to an empty 200.
    public init(status: Int = 200, headers: [(String, String)] = [], body: Data = Data(), behavior: Behavior = .normal) {
        self.status = status
        self.headers = headers
        self.body = body
        self.behavior = behavior
    }

    /// A JSON response (Content-Type added unless given).
    public static func json(_ status: Int, _ body: String, headers: [(String, String)] = []) -> StubResponse {
        json(status, Data(body.utf8), headers: headers)
    }

    /// A JSON response from raw bytes (Content-Type added unless given).
    public static func json(_ status: Int, _ body: Data, headers: [(String, String)] = []) -> StubResponse {
        StubResponse(status: status, headers: withDefault(headers, "Content-Type", "application/json"), body: body)
    }

    /// A 200 JSON response. (Separate overload: Swift can't skip a leading defaulted `_ status`.)
    public static func json(_ body: String, headers: [(String, String)] = []) -> StubResponse {
        json(200, Data(body.utf8), headers: headers)
    }

    /// A 200 JSON response from raw bytes.
    public static func json(_ body: Data, headers: [(String, String)] = []) -> StubResponse {
        json(200, body, headers: headers)
    }

    /// A response whose body is the bytes of a file (a fixture); throws if it can't be read.
    public static func file(_ url: URL, status: Int = 200, headers: [(String, String)] = []) throws -> StubResponse {
        let type = url.pathExtension.lowercased() == "json" ? "application/json" : "application/octet-stream"
        return StubResponse(status: status, headers: withDefault(headers, "Content-Type", type), body: try Data(contentsOf: url))
    }

    /// The same response delivered with another behavior.
    public func behaving(_ behavior: Behavior) -> StubResponse {
        var copy = self
        copy.behavior = behavior
        return copy
    }

    var isCloseDelimited: Bool {
        switch behavior {
        case .closeDelimited, .endless, .chunked: true
        default: false
        }
    }

    func hasHeader(_ name: String) -> Bool {
        headers.contains { $0.0.lowercased() == name.lowercased() }
    }

    private static func withDefault(_ headers: [(String, String)], _ name: String, _ value: String) -> [(String, String)] {
        headers.contains { $0.0.lowercased() == name.lowercased() } ? headers : [(name, value)] + headers
    }
}

