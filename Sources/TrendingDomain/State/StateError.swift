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
