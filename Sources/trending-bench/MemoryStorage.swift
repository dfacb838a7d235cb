import Foundation
import TrendingData

/// Local storage in memory, so the cache benchmarks time the coding and not the disk.
final class MemoryStorage: LocalStorageClient, @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: Data] = [:]

    func read(_ key: String) throws(StorageError) -> Data? { lock.withLock { files[key] } }
    func write(_ data: Data, to key: String) throws(StorageError) { lock.withLock { files[key] = data } }
    func delete(_ key: String) throws(StorageError) { _ = lock.withLock { files.removeValue(forKey: key) } }
    func moveAside(_ key: String, suffix: String) throws(StorageError) -> String {
        lock.withLock {
            let target = "\(key).\(suffix)"
            files[target] = files.removeValue(forKey: key)
            return target
        }
    }
    func keys() throws(StorageError) -> [String] { lock.withLock { Array(files.keys) } }
    func withExclusiveLock<T>(_ body: () throws(StorageError) -> T) throws(StorageError) -> T { try body() }

    func size(of key: String) -> Int { lock.withLock { files[key]?.count ?? 0 } }
}
