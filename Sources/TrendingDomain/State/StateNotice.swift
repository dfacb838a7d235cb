#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Things the state store did that the user should hear about.
public enum StateNotice: Equatable, Sendable {
    /// The state file was unreadable; it was moved aside and state starts empty.
    case corruptMovedAside(movedTo: String)
    /// Another `trending` holds the state lock; this one is waiting for it.
    case waitingForLock
}
