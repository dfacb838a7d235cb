#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why local storage failed.
public enum StorageError: Error, Equatable, Sendable {
    case io(String)
    /// Another process held the lock for longer than the wait allows.
    case lockTimeout(String)
}
