#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where user state lives. Every change is a read-modify-write under a lock, written atomically,
/// so concurrent runs never lose each other's changes. Every answer comes with the warnings met
/// on the way: a corrupt file is moved aside, and the answer is then the empty state's.
public protocol UserStateStore: Sendable {
    func read() throws(StateError) -> StateResult<UserState>
    /// The state as far as the repos keyed `keys` go: every hidden repo and the last list, but
    /// the seen times and bookmarks of those repos only (`UserState.restricted(to:)`). What a
    /// list needs of a state that may remember thousands of repos; never to be saved.
    func read(for keys: Set<String>) throws(StateError) -> StateResult<UserState>
    /// The keys of the hidden repos: all a list needs of the state before it loads.
    func hiddenKeys() throws(StateError) -> StateResult<Set<String>>
    /// The state as `bookmarks` and `hidden` show it: refused, as a change is, when its lock is
    /// a link or no regular file, so showing never says all is well of a state no change can save.
    func readAll() throws(StateError) -> StateResult<UserState>
    /// Applies `change` to the current state under the lock and saves the result.
    func update<T>(_ change: (inout UserState) -> T) throws(StateError) -> StateResult<T>
}

extension UserStateStore {
    public func read(for keys: Set<String>) throws(StateError) -> StateResult<UserState> {
        try read().map { $0.restricted(to: keys) }
    }

    public func hiddenKeys() throws(StateError) -> StateResult<Set<String>> {
        try read(for: []).map { Set($0.hidden.keys) }
    }

    public func readAll() throws(StateError) -> StateResult<UserState> {
        try read()
    }
}
