#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Something a state store did on the way to its answer that the user should hear about: a
/// warning the use case returns with its result.
public enum StateNotice: Equatable, Sendable {
    /// The state file was unreadable; it was moved aside and state starts empty. `file` is its
    /// own name (`state.json`), whatever a link's target is called; nil: `movedTo`'s name.
    case corruptMovedAside(movedTo: String, file: String? = nil)
}
