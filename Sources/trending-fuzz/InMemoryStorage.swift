import Foundation
import TrendingData
import TrendingDomain

/// One file in memory: enough of a `LocalStorageClient` for the stores to read, move aside and write.
final class InMemoryStorage: LocalStorageClient, @unchecked Sendable {
    private var files: [String: Data]

    init(_ key: String, _ data: Data) {
        files = [key: data]
    }

    func read(_ key: String) throws(StorageError) -> Data? { files[key] }
    func write(_ data: Data, to key: String) throws(StorageError) { files[key] = data }
    func delete(_ key: String) throws(StorageError) { files[key] = nil }
    func keys() throws(StorageError) -> [String] { Array(files.keys) }

    func moveAside(_ key: String, suffix: String) throws(StorageError) -> String {
        files[key + "." + suffix] = files.removeValue(forKey: key)
        return key + "." + suffix
    }

    func withExclusiveLock<T>(_ body: () throws(StorageError) -> T) throws(StorageError) -> T {
        try body()
    }
}
