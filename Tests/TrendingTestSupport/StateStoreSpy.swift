import Foundation
import TrendingDomain

/// An in-memory user-state store that records reads and updates, and can be made to fail.
public final class StateStoreSpy: UserStateStore, @unchecked Sendable {
    public enum Message: Equatable { case read, readFor(Set<String>), hiddenKeys, update }

    private let lock = NSLock()
    private var _state: UserState
    private var _messages: [Message] = []
    public var readError: StateError?
    public var updateError: StateError?

    public init(_ state: UserState = UserState()) {
        _state = state
    }

    public var state: UserState { lock.withLock { _state } }
    public var messages: [Message] { lock.withLock { _messages } }

    public func read() throws(StateError) -> UserState {
        lock.withLock { _messages.append(.read) }
        if let readError { throw readError }
        return state
    }

    public func read(for keys: Set<String>) throws(StateError) -> UserState {
        lock.withLock { _messages.append(.readFor(keys)) }
        if let readError { throw readError }
        return state.restricted(to: keys)
    }

    public func hiddenKeys() throws(StateError) -> Set<String> {
        lock.withLock { _messages.append(.hiddenKeys) }
        if let readError { throw readError }
        return Set(state.hidden.keys)
    }

    public func update<T>(_ change: (inout UserState) -> T) throws(StateError) -> T {
        lock.withLock { _messages.append(.update) }
        if let updateError { throw updateError }
        var copy = state
        let result = change(&copy)
        lock.withLock { _state = copy }
        return result
    }
}
