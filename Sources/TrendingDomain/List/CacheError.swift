#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why the local cache could not be read or written.
public enum CacheError: Error, Equatable, Sendable {
    /// The entry was unreadable; it was moved aside to `movedTo` rather than lost.
    case corrupt(movedTo: String, file: String? = nil)
    /// The file system refused (permissions, full disk...).
    case io(StorageFailure)
    /// The entry `key` was unreadable, and moving it aside failed too, for `reason`.
    case notMovedAside(key: String, reason: StorageFailure)
    /// The entry could not be encoded, for the encoder's `reason`.
    case notEncoded(String)
}
