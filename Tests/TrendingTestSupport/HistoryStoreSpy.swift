import Foundation
import TrendingDomain

/// An in-memory star-history store.
public final class HistoryStoreSpy: SnapshotStore, @unchecked Sendable {
    public enum Message: Equatable { case read, update }

    private let lock = NSLock()
    private var _history: SnapshotHistory
    private var _messages: [Message] = []

    public init(_ history: SnapshotHistory = SnapshotHistory()) {
        _history = history
    }

    public var history: SnapshotHistory { lock.withLock { _history } }
    public var messages: [Message] { lock.withLock { _messages } }

    public func read() throws(StateError) -> SnapshotHistory {
        lock.withLock { _messages.append(.read) }
        return history
    }

    public func snapshots(for keys: Set<String>) throws(StateError) -> [String: [StarSnapshot]] {
        lock.withLock { _messages.append(.read) }
        return history.snapshots.filter { keys.contains($0.key) }
    }

    public func update<T>(_ change: (inout SnapshotHistory) -> T) throws(StateError) -> T {
        lock.withLock { _messages.append(.update) }
        var copy = history
        let result = change(&copy)
        lock.withLock { _history = copy }
        return result
    }
}
