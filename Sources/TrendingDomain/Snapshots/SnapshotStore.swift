#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where star history lives: with the user's state, apart from the cache.
public protocol SnapshotStore: Sendable {
    func read() throws(StateError) -> SnapshotHistory
    /// Just these repos' snapshots, by key: what a list from the cache needs, read without
    /// building the rest of the history.
    func snapshots(for keys: Set<String>) throws(StateError) -> [String: [StarSnapshot]]
    /// `snapshots(for:)`, each series cut to its tail from `since` (`StarSnapshot.tail`): all a
    /// list measures its gains and deltas from, and a month's hourly snapshots need not be read
    /// for a day's gain.
    func snapshots(for keys: Set<String>, since: Date) throws(StateError) -> [String: [StarSnapshot]]
    /// Applies `change` under the lock and saves the result atomically.
    func update<T>(_ change: (inout SnapshotHistory) -> T) throws(StateError) -> T
}

extension SnapshotStore {
    public func snapshots(for keys: Set<String>, since: Date) throws(StateError) -> [String: [StarSnapshot]] {
        try snapshots(for: keys).mapValues { StarSnapshot.tail($0, since: since) }
    }
}
