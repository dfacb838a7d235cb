#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a frame could not be read: the one vocabulary both ends of the wire use.
public enum WireError: Error, Equatable, Sendable {
    /// The other end closed the pipe, or a read failed.
    case closed
    /// The deadline passed before the frame arrived in full.
    case timedOut
    /// The length prefix announced more than the wire allows; nothing was allocated for it.
    case frameTooLong(Int)
}
