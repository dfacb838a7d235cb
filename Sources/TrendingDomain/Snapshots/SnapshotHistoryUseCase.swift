#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `trending history OWNER/REPO`: one repo's star counts over time, offline.
public struct SnapshotHistoryUseCase: Sendable {
    private let store: any SnapshotStore
    private let now: @Sendable () -> Date

    public init(store: any SnapshotStore, now: @escaping @Sendable () -> Date = Date.init) {
        self.store = store
        self.now = now
    }

    /// Oldest first; empty when no fetch has seen the repo. Snapshots dated over a day after now
    /// came from a clock set ahead: left out, as the next list's write drops them.
    public func history(of name: RepoName) throws(StateError) -> StateResult<[StarSnapshot]> {
        let future = now().addingTimeInterval(SnapshotHistory.clockAheadTolerance)
        return try store.snapshots(for: [name.key]).map { ($0[name.key] ?? []).filter { $0.at <= future } }
    }
}
