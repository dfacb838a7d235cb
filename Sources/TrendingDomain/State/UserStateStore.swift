#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why user state could not be read or saved.
public enum StateError: Error, Equatable, Sendable {
    /// The file system refused (permissions, full disk...).
    case io(String)
    /// Another `trending` held the state lock past the wait limit.
    case busy(String)
}

/// Things the state store did that the user should hear about.
public enum StateNotice: Equatable, Sendable {
    /// The state file was unreadable; it was moved aside and state starts empty.
    case corruptMovedAside(movedTo: String)
    /// Another `trending` holds the state lock; this one is waiting for it.
    case waitingForLock
}

/// Where user state lives. Every change is a read-modify-write under a lock, written atomically,
/// so concurrent runs never lose each other's changes.
public protocol UserStateStore: Sendable {
    func read() throws(StateError) -> UserState
    /// Applies `change` to the current state under the lock and saves the result.
    func update<T>(_ change: (inout UserState) -> T) throws(StateError) -> T
}
