#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// The read every versioned JSON file shares, cache or state: absent, a value, a newer release's
/// file, or unreadable and moved aside (never silently dropped). What each outcome means is the
/// caller's: a newer cache file is a miss, a newer state file is left alone and refused.
struct VersionedFileReader: Sendable {
    let storage: any LocalStorageClient
    let now: @Sendable () -> Date
    /// Whether an unreadable file is moved aside here; false for a reader not holding the
    /// folder's lock, which leaves it in place (`.corrupt`) for a move under the lock.
    var movesAside = true

    /// What the file held.
    enum Outcome<Value> {
        case absent
        case value(Value)
        case newerVersion(Int)
        /// It could not be read and was moved to this key.
        case movedAside(to: String)
        /// It could not be read and was left in place (`movesAside` false).
        case corrupt
    }

    /// Why the file could not be read at all.
    enum Failure: Error {
        /// The storage refused the read.
        case unreadable(StorageFailure)
        /// The file was unreadable and the storage refused to move it aside.
        case notMovedAside(StorageFailure)
    }

    func read<Value>(_ key: String, decode: (Data) -> Decoded<Value>) throws(Failure) -> Outcome<Value> {
        let data: Data?
        do {
            data = try storage.read(key)
        } catch {
            // A FIFO or a huge file in the file's place is as unusable as corrupt bytes, and goes
            // the same way: aside, at once, unread.
            guard case .refused = error else { throw .unreadable(error.failure) }
            return movesAside ? try moveAside(key) : .corrupt
        }
        guard let data else { return .absent }
        switch decode(data) {
        case .value(let value):
            return .value(value)
        case .newerVersion(let version):
            return .newerVersion(version)
        case .corrupt:
            return movesAside ? try moveAside(key) : .corrupt
        }
    }

    private func moveAside<Value>(_ key: String) throws(Failure) -> Outcome<Value> {
        do {
            return .movedAside(to: try storage.moveAside(key, suffix: "corrupt-\(Int(now().timeIntervalSince1970))"))
        } catch {
            throw .notMovedAside(error.failure)
        }
    }
}
