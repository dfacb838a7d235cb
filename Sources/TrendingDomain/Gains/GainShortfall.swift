#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why measuring stopped before every candidate had a history from GitHub.
public enum GainShortfall: Equatable, Sendable {
    /// The core budget reached its reserve; measuring continues after the reset.
    case rateLimited(resetsAt: Date?, authenticated: Bool)
    /// GitHub could not be reached or failed; the next run continues.
    case failed(RemoteLoadError, others: [RemoteLoadError] = [])
    /// Every candidate not measured was asked and failed so (none is left for a next run to
    /// continue with; it asks them again).
    /// `others`: the streak's other reasons, when its failures differed.
    case failedEach(RemoteLoadError, others: [RemoteLoadError] = [])
    /// A list read from the cache (`--offline`, or standing in for a failed refresh) asks GitHub
    /// for nothing, and `unasked` candidates have no star history cached (those whose failure
    /// is said on its own aside).
    case notAsked(unasked: Int)
}
