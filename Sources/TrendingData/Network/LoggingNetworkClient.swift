#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Logs each request and response line for `--verbose`: method, URL, status, rate-limit
/// headers and timing. The Authorization value is masked by a fixed-width placeholder, so not
/// even the token's length leaks; a URL's user info (`user:password@`) is masked as `***@`.
public struct LoggingNetworkClient: NetworkClient {
    public static let maskedAuthorization = TokenMask.placeholder

    private let inner: any NetworkClient
    private let clock: MonotonicClock
    private let log: @Sendable (String) -> Void

    public init(_ inner: any NetworkClient, clock: @escaping MonotonicClock, log: @escaping @Sendable (String) -> Void) {
        self.inner = inner
        self.clock = clock
        self.log = log
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        log("> \(request.method) \(URLUserInfoMask.masked(request.url.absoluteString))")
        for name in request.headers.keys.sorted() {
            let value = name.lowercased() == "authorization" ? Self.maskedAuthorization : request.headers[name] ?? ""
            log("> \(name): \(URLUserInfoMask.masked(value))")
        }
        let start = clock()
        do {
            let response = try await inner.send(request)
            log("< \(response.status) in \(milliseconds(since: start)) ms\(rateLimitSummary(response))")
            return response
        } catch {
            // The lines above are what was asked; one refused before sending carried nothing.
            if case .notSent(let reason) = error {
                log("< not sent: \(URLUserInfoMask.masked(reason))")
            } else {
                log("< failed after \(milliseconds(since: start)) ms: \(URLUserInfoMask.masked(error.words))")
            }
            throw error
        }
    }

    /// The `--verbose` line for a retry: `retry 1 of 3 in 0.42 s after HTTP 502`. Every line of
    /// the log is worded here.
    public static func retryLine(_ retry: Int, of retries: Int, in delay: Double, after cause: String) -> String {
        let hundredths = Int((max(0, delay) * 100).rounded())
        let fraction = hundredths % 100
        return "retry \(retry) of \(retries) in \(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) s after \(cause)"
    }

    private func milliseconds(since start: Double) -> Int {
        Int(((clock() - start) * 1000).rounded())
    }

    private func rateLimitSummary(_ response: HTTPResponse) -> String {
        let names = ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-used", "x-ratelimit-reset",
                     "x-ratelimit-resource", "retry-after"]
        let parts = names.compactMap { name in response.header(name).map { "\(name)=\($0)" } }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }
}
