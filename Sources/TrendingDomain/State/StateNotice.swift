#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Something a state store did on the way to its answer that the user should hear about: a
/// warning the use case returns with its result.
public enum StateNotice: Equatable, Sendable {
    /// The state file was unreadable; it was moved aside and state starts empty.
    case corruptMovedAside(movedTo: String)
}
