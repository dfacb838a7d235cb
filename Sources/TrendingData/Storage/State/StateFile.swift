#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// One value of user state kept in one JSON file: read without a lock (writes are atomic, so a
/// reader sees a whole file), changed under the storage's lock, written only when it changed, and
/// moved aside, never emptied, when it can't be read (under the lock, after a second look, so a
/// reader never moves a file a writer just replaced): the answer is then the empty value, with
/// the warning that says where the file went.
struct StateFile<Value: Equatable & Sendable>: Sendable {
    let storage: any LocalStorageClient
    let key: String
    let empty: Value
    let now: @Sendable () -> Date
    let decode: @Sendable (Data) -> Decoded<Value>
    let encode: @Sendable (Value) throws -> Data

    func read() throws(StateError) -> StateResult<Value> {
        try load()
    }

    /// `read`, after refusing a lock file a change would refuse (`LocalStorageClient.checkLock`).
    func readCheckingLock() throws(StateError) -> StateResult<Value> {
        do { try storage.checkLock() } catch {
            switch error {
            case .io(let failure), .refused(let failure): throw .io(failure)
            case .lockTimeout(let failure): throw .busy(failure)
            }
        }
        return try load()
    }

    /// A read that decodes the file its own way (a part of it), with the same outcomes.
    func read(decode partial: (Data) -> Decoded<Value>) throws(StateError) -> StateResult<Value> {
        try load(decode: partial)
    }

    func update<T>(_ change: (inout Value) -> T) throws(StateError) -> StateResult<T> {
        var outcome: Result<StateResult<T>, StateError> = .failure(.notChanged(file: key))
        do {
            try storage.withExclusiveLock { () throws(StorageError) -> Void in
                outcome = applyHoldingLock(change)
            }
        } catch {
            switch error {
            case .io(let failure), .refused(let failure): throw .io(failure)
            case .lockTimeout(let failure): throw .busy(failure)
            }
        }
        return try outcome.get()
    }

    private func applyHoldingLock<T>(_ change: (inout Value) -> T) -> Result<StateResult<T>, StateError> {
        let loaded: StateResult<Value>
        do { loaded = try load(decode: decode, holdingLock: true) ?? StateResult(empty) } catch { return .failure(error) }
        let before = loaded.value
        var value = before
        let result = change(&value)
        // A list that shows nothing new changes nothing: skipping the write (and its fsync)
        // keeps the cached path as cheap as a read.
        if value != before {
            do {
                try save(value)
            } catch {
                // The file moved aside must still be said, or its backup would go unmentioned.
                guard case .corruptMovedAside(let movedTo, _)? = loaded.warnings.first else { return .failure(error) }
                return .failure(.failedAfterMovingAside(movedTo: movedTo, error))
            }
        }
        return .success(StateResult(result, warnings: loaded.warnings))
    }

    private func load() throws(StateError) -> StateResult<Value> {
        try load(decode: decode)
    }

    /// Without the lock, a file found unreadable is read again under it, and moved aside only then.
    private func load(decode: (Data) -> Decoded<Value>) throws(StateError) -> StateResult<Value> {
        if let loaded = try load(decode: decode, holdingLock: false) { return loaded }
        var outcome: Result<StateResult<Value>?, StateError> = .success(nil)
        do {
            try storage.withExclusiveLock { () throws(StorageError) -> Void in
                outcome = Result { () throws(StateError) -> StateResult<Value>? in try load(decode: decode, holdingLock: true) }
            }
        } catch {
            switch error {
            case .io(let failure), .refused(let failure): throw .io(failure)
            case .lockTimeout(let failure): throw .busy(failure)
            }
        }
        // Under the lock the reader moves what it cannot read aside, so there is always an answer.
        guard let loaded = try outcome.get() else { return StateResult(empty) }
        return loaded
    }

    /// The file's value; nil when it is unreadable and left in place (not `holdingLock`).
    private func load(decode: (Data) -> Decoded<Value>, holdingLock: Bool) throws(StateError) -> StateResult<Value>? {
        let outcome: VersionedFileReader.Outcome<Value>
        do {
            outcome = try VersionedFileReader(storage: storage, now: now, movesAside: holdingLock).read(key, decode: decode)
        } catch {
            switch error {
            case .unreadable(let failure): throw .io(failure)
            case .notMovedAside(let reason): throw .notMovedAside(file: key, reason: reason)
            }
        }
        switch outcome {
        case .absent:
            return StateResult(empty)
        case .value(let value):
            return StateResult(value)
        case .newerVersion(let version):
            throw .newerFormat(file: key, version: version)
        case .movedAside(let movedTo):
            return StateResult(empty, warnings: [.corruptMovedAside(movedTo: movedTo, file: key)])
        case .corrupt:
            return nil
        }
    }

    private func save(_ value: Value) throws(StateError) {
        let data: Data
        do {
            data = try encode(value)
        } catch {
            throw .notEncoded(file: key, reason: "\(error)")
        }
        do {
            try storage.write(data, to: key)
        } catch {
            throw .io(error.failure)
        }
    }
}
