#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Why local storage failed, by kind, each with what failed (`StorageFailure`).
public enum StorageError: Error, Equatable, Sendable {
    case io(StorageFailure)
    /// Another process held the lock for longer than the wait allows.
    case lockTimeout(StorageFailure)
    /// The file is there but is not one trending reads: not a regular file (a FIFO, a device, a
    /// folder) or past `FileSystemStorage.maximumFileSize`. Refused unread; its reader moves it
    /// aside as it moves aside a corrupt file.
    case refused(StorageFailure)
}
