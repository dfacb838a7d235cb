#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why user state could not be read or saved.
public enum StateError: Error, Equatable, Sendable {
    /// The file system refused (permissions, full disk...).
    case io(StorageFailure)
    /// Another `trending` held the state lock past the wait limit.
    case busy(StorageFailure)
    /// The file `file` was unreadable, and moving it aside failed too, for `reason`.
    case notMovedAside(file: String, reason: StorageFailure)
    /// The file `file` is of a newer format than this `trending` reads.
    case newerFormat(file: String, version: Int)
    /// The file `file` could not be encoded, for the encoder's `reason`.
    case notEncoded(file: String, reason: String)
    /// The change to `file` never ran.
    case notChanged(file: String)
    /// `error`, met after the unreadable file was moved aside to `movedTo`: both are said.
    indirect case failedAfterMovingAside(movedTo: String, StateError)
}
