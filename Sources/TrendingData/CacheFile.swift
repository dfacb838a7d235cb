#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Reads and writes one cached JSON document by key. Absent or of another format version, it is
/// a miss; unreadable, it is moved aside (never silently dropped) and reported as corrupt.
struct CacheFile: Sendable {
    let storage: any LocalStorageClient
    let now: @Sendable () -> Date

    func load<Value>(_ key: String, decode: (Data) -> Decoded<Value>) throws(CacheError) -> Value? {
        let data: Data?
        do {
            data = try storage.read(key)
        } catch {
            throw .io(error.reason)
        }
        guard let data else { return nil }
        switch decode(data) {
        case .value(let value):
            return value
        case .newerVersion:
            // A cache is only a copy: another release's file is a miss, and the next fetch replaces it.
            return nil
        case .corrupt:
            let movedTo: String
            do {
                movedTo = try storage.moveAside(key, suffix: "corrupt-\(Int(now().timeIntervalSince1970))")
            } catch {
                throw .io("the cache file \(key) is unreadable and could not be moved aside: \(error.reason)")
            }
            throw .corrupt(movedTo: movedTo)
        }
    }

    func save(_ encode: () throws -> Data, to key: String) throws(CacheError) {
        let data: Data
        do {
            data = try encode()
        } catch {
            throw .io("cannot encode the cache: \(error)")
        }
        do {
            try storage.write(data, to: key)
        } catch {
            throw .io(error.reason)
        }
    }
}
