import Foundation
import TrendingDomain

/// An in-memory star-history store, which can be made to find its file corrupt.
public final class HistoryStoreSpy: SnapshotStore, @unchecked Sendable {
    public enum Message: Equatable { case read, update }

    private let lock = NSLock()
    private var _history: SnapshotHistory
    private var _messages: [Message] = []
    private var _corruptMovedTo: String?

    public init(_ history: SnapshotHistory = SnapshotHistory()) {
        _history = history
    }

    public var history: SnapshotHistory { lock.withLock { _history } }
    public var messages: [Message] { lock.withLock { _messages } }

    /// Makes the file corrupt: the next read or update moves it to `movedTo`, as the file store
    /// does, and answers the empty history with the warning; later ones find no file.
    public func corrupt(movedTo: String) {
        lock.withLock { _corruptMovedTo = movedTo }
    }

    public func read() throws(StateError) -> StateResult<SnapshotHistory> {
        lock.withLock { _messages.append(.read) }
        return load()
    }

    public func snapshots(for keys: Set<String>) throws(StateError) -> StateResult<[String: [StarSnapshot]]> {
        lock.withLock { _messages.append(.read) }
        return load().map { $0.snapshots.filter { keys.contains($0.key) } }
    }

    public func update<T>(_ change: (inout SnapshotHistory) -> T) throws(StateError) -> StateResult<T> {
        lock.withLock { _messages.append(.update) }
        let loaded = load()
        var copy = loaded.value
        let result = change(&copy)
        lock.withLock { _history = copy }
        return StateResult(result, warnings: loaded.warnings)
    }

    private func load() -> StateResult<SnapshotHistory> {
        lock.withLock {
            guard let movedTo = _corruptMovedTo else { return StateResult(_history) }
            _corruptMovedTo = nil
            _history = SnapshotHistory()
            return StateResult(_history, warnings: [.corruptMovedAside(movedTo: movedTo)])
        }
    }
}
