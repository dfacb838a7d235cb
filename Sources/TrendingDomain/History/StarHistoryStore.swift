#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where star history lives: with the user's state, apart from the cache.
public protocol StarHistoryStore: Sendable {
    func read() throws(StateError) -> StarHistory
    /// Just these repos' snapshots, by key: what a list from the cache needs, read without
    /// building the rest of the history.
    func snapshots(for keys: Set<String>) throws(StateError) -> [String: [StarSnapshot]]
    /// Applies `change` under the lock and saves the result atomically.
    func update<T>(_ change: (inout StarHistory) -> T) throws(StateError) -> T
}

/// `trending history OWNER/REPO`: one repo's star counts over time, offline.
public struct StarHistoryUseCase: Sendable {
    private let store: any StarHistoryStore

    public init(store: any StarHistoryStore) {
        self.store = store
    }

    /// Oldest first; empty when no fetch has seen the repo.
    public func history(of name: RepoName) throws(StateError) -> [StarSnapshot] {
        try store.snapshots(for: [name.key])[name.key] ?? []
    }
}
