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
        let outcome: VersionedFileReader.Outcome<Value>
        do {
            outcome = try VersionedFileReader(storage: storage, now: now).read(key, decode: decode)
        } catch {
            switch error {
            case .unreadable(let failure): throw .io(failure)
            case .notMovedAside(let reason):
                throw .notMovedAside(key: key, reason: reason)
            }
        }
        switch outcome {
        case .absent:
            return nil
        case .value(let value):
            return value
        case .newerVersion:
            // A cache is only a copy: another release's file is a miss, and the next fetch replaces it.
            return nil
        case .movedAside(let movedTo):
            throw .corrupt(movedTo: movedTo, file: key)
        case .corrupt:
            // Never met: a cache's reader moves an unreadable file aside itself.
            return nil
        }
    }

    func save(_ encode: () throws -> Data, to key: String) throws(CacheError) {
        let data: Data
        do {
            data = try encode()
        } catch {
            throw .notEncoded("\(error)")
        }
        do {
            try storage.write(data, to: key)
        } catch {
            throw .io(error.failure)
        }
    }
}
