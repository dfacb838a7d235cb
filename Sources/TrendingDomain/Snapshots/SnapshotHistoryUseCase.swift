#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `trending history OWNER/REPO`: one repo's star counts over time, offline.
public struct SnapshotHistoryUseCase: Sendable {
    private let store: any SnapshotStore

    public init(store: any SnapshotStore) {
        self.store = store
    }

    /// Oldest first; empty when no fetch has seen the repo.
    public func history(of name: RepoName) throws(StateError) -> StateResult<[StarSnapshot]> {
        try store.snapshots(for: [name.key]).map { $0[name.key] ?? [] }
    }
}
