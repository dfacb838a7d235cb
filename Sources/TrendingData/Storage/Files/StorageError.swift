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
    /// The file is there but is not one trending reads: not a regular file (a FIFO, a device, a
    /// folder) or past `FileSystemStorage.maximumFileSize`. Refused unread; its reader moves it
    /// aside as it moves aside a corrupt file.
    case refused(String)
}
