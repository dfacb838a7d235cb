#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Follow and unfollow repos: works offline, and for repos no cache has seen yet.
public struct BookmarksUseCase: Sendable {
    private let store: any UserStateStore
    private let now: @Sendable () -> Date

    public init(store: any UserStateStore, now: @escaping @Sendable () -> Date) {
        self.store = store
        self.now = now
    }

    /// Adds a bookmark; false when it was already there (the first date is kept).
    @discardableResult
    public func add(_ name: RepoName) throws(StateError) -> Bool {
        let date = now()
        return try store.update { state in
            guard state.bookmarks[name.key] == nil else { return false }
            // Details fill in the next time the repo is listed or shown.
            state.bookmarks[name.key] = Bookmark(name: name, addedAt: date)
            return true
        }
    }

    /// Removes a bookmark; false when there was none.
    @discardableResult
    public func remove(_ name: RepoName) throws(StateError) -> Bool {
        try store.update { state in state.bookmarks.removeValue(forKey: name.key) != nil }
    }

    /// Every bookmark, oldest first, with the last details known.
    public func list() throws(StateError) -> [Bookmark] {
        try store.read().bookmarks.values.sorted { ($0.addedAt, $0.name.key) < ($1.addedAt, $1.name.key) }
    }
}
