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
    /// False for a request that is asked once a run whatever happens (GitHub's trending page):
    /// a retrying client hands its first outcome back as it is.
    public var mayRetry: Bool

    public init(
        url: URL, method: String = "GET", headers: [String: String] = [:], timeout: TimeInterval = 30, mayRetry: Bool = true
    ) {
        self.url = url
        self.method = method
        self.headers = headers
        self.timeout = timeout
        self.mayRetry = mayRetry
    }
}
