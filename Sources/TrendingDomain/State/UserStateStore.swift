#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where user state lives. Every change is a read-modify-write under a lock, written atomically,
/// so concurrent runs never lose each other's changes.
public protocol UserStateStore: Sendable {
    func read() throws(StateError) -> UserState
    /// Applies `change` to the current state under the lock and saves the result.
    func update<T>(_ change: (inout UserState) -> T) throws(StateError) -> T
}
