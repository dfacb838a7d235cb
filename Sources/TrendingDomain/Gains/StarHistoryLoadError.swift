#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why one repo's star history could not be had.
public enum StarHistoryLoadError: Error, Equatable, Sendable {
    /// The server has no such endpoint: it refused the API version (400), or it was judged to
    /// have none (see `StarHistoryEndpointStatus`).
    case unavailable
    /// 404 or 410 for this repo: deleted, renamed or private, or (only with more evidence) no endpoint.
    case notFound
    /// The answer broke the endpoint's rules, for this cause.
    case malformed(StarHistoryDefect)
    /// The core rate limit is spent; it lifts at the date when known.
    case rateLimited(resetsAt: Date?)
    /// Anything else: unreachable, stalled, a 5xx after retries, a body over the size cap.
    case failed(RemoteLoadError)
    /// The command's own deadline (`--timeout`) passed: no request goes out after it.
    case deadlinePassed

    /// Whether the failure is about the server or the run, so measuring stops, rather than
    /// about the one repo asked for, which costs only that repo.
    public var isAboutServer: Bool {
        switch self {
        case .unavailable, .rateLimited, .deadlinePassed: true
        case .failed(.rateLimited), .failed(.unauthorized), .failed(.brokenInstallation): true
        case .notFound, .malformed, .failed: false
        }
    }
}
