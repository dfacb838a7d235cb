import Foundation
import TrendingDomain

/// An in-memory user-state store that records reads and updates, and can be made to fail.
final class StateStoreSpy: UserStateStore, @unchecked Sendable {
    enum Message: Equatable { case read, readFor(Set<String>), hiddenKeys, update }

    private let lock = NSLock()
    private var _state: UserState
    private var _messages: [Message] = []
    var readError: StateError?
    var updateError: StateError?

    init(_ state: UserState = UserState()) {
        _state = state
    }

    var state: UserState { lock.withLock { _state } }
    var messages: [Message] { lock.withLock { _messages } }

    func read() throws(StateError) -> UserState {
        lock.withLock { _messages.append(.read) }
        if let readError { throw readError }
        return state
    }

    func read(for keys: Set<String>) throws(StateError) -> UserState {
        lock.withLock { _messages.append(.readFor(keys)) }
        if let readError { throw readError }
        return state.restricted(to: keys)
    }

    func hiddenKeys() throws(StateError) -> Set<String> {
        lock.withLock { _messages.append(.hiddenKeys) }
        if let readError { throw readError }
        return Set(state.hidden.keys)
    }

    func update<T>(_ change: (inout UserState) -> T) throws(StateError) -> T {
        lock.withLock { _messages.append(.update) }
        if let updateError { throw updateError }
        var copy = state
        let result = change(&copy)
        lock.withLock { _state = copy }
        return result
    }
}

func name(_ text: String) -> RepoName { RepoName(parsing: text)! }

/// An in-memory star-history store.
final class HistoryStoreSpy: StarHistoryStore, @unchecked Sendable {
    enum Message: Equatable { case read, update }

    private let lock = NSLock()
    private var _history: StarHistory
    private var _messages: [Message] = []

    init(_ history: StarHistory = StarHistory()) {
        _history = history
    }

    var history: StarHistory { lock.withLock { _history } }
    var messages: [Message] { lock.withLock { _messages } }

    func read() throws(StateError) -> StarHistory {
        lock.withLock { _messages.append(.read) }
        return history
    }

    func snapshots(for keys: Set<String>) throws(StateError) -> [String: [StarSnapshot]] {
        lock.withLock { _messages.append(.read) }
        return history.snapshots.filter { keys.contains($0.key) }
    }

    func update<T>(_ change: (inout StarHistory) -> T) throws(StateError) -> T {
        lock.withLock { _messages.append(.update) }
        var copy = history
        let result = change(&copy)
        lock.withLock { _history = copy }
        return result
    }
}
