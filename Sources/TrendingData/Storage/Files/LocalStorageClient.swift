#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Moves bytes to and from local storage by key. Writes are atomic: a reader sees the old
/// bytes or the new ones, never a mix.
public protocol LocalStorageClient: Sendable {
    /// The bytes stored under `key`, or nil when there are none.
    func read(_ key: String) throws(StorageError) -> Data?
    /// At most the first `count` bytes stored under `key` (all of them when fewer), or nil when
    /// there are none: for a reader that needs only a file's head.
    func read(_ key: String, upTo count: Int) throws(StorageError) -> Data?
    func write(_ data: Data, to key: String) throws(StorageError)
    func delete(_ key: String) throws(StorageError)
    /// Moves unreadable bytes aside instead of losing them; returns where they went.
    func moveAside(_ key: String, suffix: String) throws(StorageError) -> String
    /// Every key stored, in no particular order.
    func keys() throws(StorageError) -> [String]
    /// The folders found in the storage (one moved aside from a file's place, say): never a key,
    /// never deleted, only named.
    func folderNames() throws(StorageError) -> [String]
    /// Runs `body` holding this storage's exclusive lock, so a read-modify-write by one process
    /// never interleaves with another's. Waits a bounded time for the lock.
    func withExclusiveLock<T>(_ body: () throws(StorageError) -> T) throws(StorageError) -> T
    /// Refuses, as `withExclusiveLock` would, a lock file that is a link or no regular file,
    /// without taking or making it: for commands that only show what is stored.
    func checkLock() throws(StorageError)
}

extension LocalStorageClient {
    /// A storage whose lock is no file.
    public func checkLock() throws(StorageError) {}

    /// A storage without folders.
    public func folderNames() throws(StorageError) -> [String] { [] }

    public func read(_ key: String, upTo count: Int) throws(StorageError) -> Data? {
        try read(key).map { Data($0.prefix(count)) }
    }
}
