import Foundation
import TrendingDomain

/// An in-memory user-state store that records reads and updates, and can be made to fail or to
/// find its file corrupt.
public final class StateStoreSpy: UserStateStore, @unchecked Sendable {
    public enum Message: Equatable { case read, readFor(Set<String>), hiddenKeys, update }

    private let lock = NSLock()
    private var _state: UserState
    private var _messages: [Message] = []
    private var _corruptMovedTo: String?
    public var readError: StateError?
    public var updateError: StateError?

    public init(_ state: UserState = UserState()) {
        _state = state
    }

    public var state: UserState { lock.withLock { _state } }
    public var messages: [Message] { lock.withLock { _messages } }

    /// Makes the file corrupt: the next read or update moves it to `movedTo`, as the file store
    /// does, and answers the empty state with the warning; later ones find no file.
    public func corrupt(movedTo: String) {
        lock.withLock { _corruptMovedTo = movedTo }
    }

    public func read() throws(StateError) -> StateResult<UserState> {
        lock.withLock { _messages.append(.read) }
        if let readError { throw readError }
        return load()
    }

    public func read(for keys: Set<String>) throws(StateError) -> StateResult<UserState> {
        lock.withLock { _messages.append(.readFor(keys)) }
        if let readError { throw readError }
        return load().map { $0.restricted(to: keys) }
    }

    public func hiddenKeys() throws(StateError) -> StateResult<Set<String>> {
        lock.withLock { _messages.append(.hiddenKeys) }
        if let readError { throw readError }
        return load().map { Set($0.hidden.keys) }
    }

    public func update<T>(_ change: (inout UserState) -> T) throws(StateError) -> StateResult<T> {
        lock.withLock { _messages.append(.update) }
        if let updateError { throw updateError }
        let loaded = load()
        var copy = loaded.value
        let result = change(&copy)
        lock.withLock { _state = copy }
        return StateResult(result, warnings: loaded.warnings)
    }

    private func load() -> StateResult<UserState> {
        lock.withLock {
            guard let movedTo = _corruptMovedTo else { return StateResult(_state) }
            _corruptMovedTo = nil
            _state = UserState()
            return StateResult(_state, warnings: [.corruptMovedAside(movedTo: movedTo)])
        }
    }
}
