#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Follows redirects itself, so it decides what each hop carries: the token never goes to
/// another origin, nor over plain http except to loopback. An answer got by a redirect says
/// where it came from (`redirectedTo`), for a caller that must know whose it is.
public struct RedirectingNetworkClient: NetworkClient {
    public static let maxRedirects = 5

    private let inner: any NetworkClient
    private let clock: MonotonicClock

    public init(_ inner: any NetworkClient, clock: @escaping MonotonicClock) {
        self.inner = inner
        self.clock = clock
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        let deadline = clock() + request.timeout
        var current = request
        for _ in 0...Self.maxRedirects {
            current.timeout = deadline - clock()
            var response = try await inner.send(current)
            guard let next = RedirectPolicy.nextRequest(after: current, response: response) else {
                if current.url != request.url { response.redirectedTo = current.url }
                return response
            }
            // Somewhere the asker will not take an answer from: not asked at all (bb40 m2-D3).
            if let admits = request.admitsRedirect, !admits(next.url) {
                response.redirectedTo = next.url
                return response
            }
            current = next
        }
        throw .badAnswer("too many redirects (more than \(Self.maxRedirects))")
    }
}
