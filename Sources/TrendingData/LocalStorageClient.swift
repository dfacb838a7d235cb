import Foundation

/// Why local storage failed.
public enum StorageError: Error, Equatable, Sendable {
    case io(String)
}

/// Moves bytes to and from local storage by key. Writes are atomic: a reader sees the old
/// bytes or the new ones, never a mix.
public protocol LocalStorageClient: Sendable {
    /// The bytes stored under `key`, or nil when there are none.
    func read(_ key: String) throws(StorageError) -> Data?
    func write(_ data: Data, to key: String) throws(StorageError)
    func delete(_ key: String) throws(StorageError)
    /// Moves unreadable bytes aside instead of losing them; returns where they went.
    func moveAside(_ key: String, suffix: String) throws(StorageError) -> String
}
