#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What an interactive screen showed: the repos that were on screen become seen, and the list
/// as loaded becomes the last shown list (for `open RANK` and `hide --all`).
public struct ShownReposUseCase: Sendable {
    private let store: any UserStateStore
    private let now: @Sendable () -> Date

    public init(store: any UserStateStore, now: @escaping @Sendable () -> Date) {
        self.store = store
        self.now = now
    }

    /// Marks `names` seen (the first time is kept), under the state's lock; returns the
    /// store's warnings.
    public func markSeen(_ names: [RepoName]) throws(StateError) -> [StateNotice] {
        guard !names.isEmpty else { return [] }
        let date = now()
        return try store.update { state in state.markSeen(names, at: date) }.warnings
    }

    /// Makes `repos`, in order, the last list shown; bookmarked ones get their details refreshed.
    /// Returns the store's warnings.
    public func recordShown(_ repos: [Repo]) throws(StateError) -> [StateNotice] {
        try store.update { state in
            state.lastShown = repos.map { ShownRepo(name: $0.repoName, urlText: $0.urlText) }
            state.refreshBookmarks(with: repos)
        }.warnings
    }
}
