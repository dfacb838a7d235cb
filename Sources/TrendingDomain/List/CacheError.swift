#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why the local cache could not be read or written.
public enum CacheError: Error, Equatable, Sendable {
    /// The entry was unreadable; it was moved aside to `movedTo` rather than lost.
    case corrupt(movedTo: String)
    /// The file system refused (permissions, full disk...).
    case io(String)
}
