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

extension StateError {
    /// Whether the file could not be read at all (refused, no regular file, past its cap, or
    /// unreadable and not moved aside), as against read and then not saved.
    public var isUnread: Bool {
        switch self {
        case .io(.failed(.read, _, _)), .io(.notRegularFile), .io(.tooLarge), .notMovedAside: true
        case .failedAfterMovingAside(_, let error): error.isUnread
        default: false
        }
    }
}
