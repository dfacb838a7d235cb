#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

extension RemoteLoadError {
    /// The domain's reason for a request that got no complete answer.
    init(_ error: NetworkError) {
        switch error {
        case .timedOut: self = .timedOut
        // A transport error may quote the URL; a password in it is not repeated.
        case .transport(let reason): self = .unreachable(URLUserInfoMask.masked(reason))
        case .responseTooLarge(let limit): self = .responseTooLarge(limit: limit)
        case .helper(let reason): self = .brokenInstallation(reason)
        case .notSent(let reason): self = .unreachable(URLUserInfoMask.masked(reason))
        case .unreadableHeaders(let fault): self = .unreadableHeaders(fault)
        // Answered, and the same every time: bad data, as a body that is not JSON is.
        case .badAnswer(let reason): self = .badAnswer(URLUserInfoMask.masked(reason))
        }
    }
}
