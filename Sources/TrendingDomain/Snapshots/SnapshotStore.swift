#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where star history lives: with the user's state, apart from the cache. Its answers carry the
/// warnings met on the way, as `UserStateStore`'s do.
public protocol SnapshotStore: Sendable {
    func read() throws(StateError) -> StateResult<SnapshotHistory>
    /// Just these repos' snapshots, by key: what a list from the cache needs, read without
    /// building the rest of the history.
    func snapshots(for keys: Set<String>) throws(StateError) -> StateResult<[String: [StarSnapshot]]>
    /// `snapshots(for:)`, each series cut to its tail from `since` (`StarSnapshot.tail`): all a
    /// list measures its gains and deltas from, and a month's hourly snapshots need not be read
    /// for a day's gain.
    func snapshots(for keys: Set<String>, since: Date) throws(StateError) -> StateResult<[String: [StarSnapshot]]>
    /// Applies `change` under the lock and saves the result atomically.
    func update<T>(_ change: (inout SnapshotHistory) -> T) throws(StateError) -> StateResult<T>
}

extension SnapshotStore {
    public func snapshots(for keys: Set<String>, since: Date) throws(StateError) -> StateResult<[String: [StarSnapshot]]> {
        try snapshots(for: keys).map { $0.mapValues { StarSnapshot.tail($0, since: since) } }
    }
}
