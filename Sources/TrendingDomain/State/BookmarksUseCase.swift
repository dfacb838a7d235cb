#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Follow and unfollow repos: works offline, and for repos no cache has seen yet.
public struct BookmarksUseCase: Sendable {
    private let store: any UserStateStore
    private let known: (any KnownRepos)?
    private let pageMemory: (any PageMemoryStore)?
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - known: fills a new bookmark's details from what is cached, if anything.
    ///   - pageMemory: or from the rows GitHub's trending page listed lately.
    public init(
        store: any UserStateStore, known: (any KnownRepos)? = nil, pageMemory: (any PageMemoryStore)? = nil,
        now: @escaping @Sendable () -> Date
    ) {
        self.store = store
        self.known = known
        self.pageMemory = pageMemory
        self.now = now
    }

    /// Adds a bookmark; `changed` is false when it was already there (the first date is kept).
    public func add(_ name: RepoName) throws(StateError) -> StateResult<BookmarkChange> {
        let date = now()
        // What a cached list or detail already says, so `bookmarks` shows it at once; otherwise
        // details fill in the next time the repo is listed or shown.
        var notices: [StateNotice] = []
        // Its new name when the cache knows of a rename; GitHub's case when a cache knows it.
        let current = currentName(of: name)
        let details = KnownSummary.newer(known?.summary(of: current), pageMemory?.summary(of: current, notices: &notices))?.repo
        let filed = details.flatMap { $0.repoName.key == current.key ? $0.repoName : nil } ?? current
        var added = try store.update { state in
            if let bookmark = state.bookmarks[filed.key] { return BookmarkChange(name: bookmark.name, changed: false) }
            state.bookmarks[filed.key] = Bookmark(name: filed, addedAt: date, details: details)
            return BookmarkChange(name: filed, changed: true)
        }
        added.warnings = notices + added.warnings
        return added
    }

    /// Removes a bookmark, under `name` or the name the cache knows it by now; `changed` is false
    /// when there was none.
    public func remove(_ name: RepoName) throws(StateError) -> StateResult<BookmarkChange> {
        let current = currentName(of: name)
        return try store.update { state in
            let removed = state.bookmarks.removeValue(forKey: name.key) ?? state.bookmarks.removeValue(forKey: current.key)
            return BookmarkChange(name: removed?.name ?? current, changed: removed != nil)
        }
    }

    /// The name a bookmark of `name` is filed under: GitHub's new name when the cache knows of a rename.
    public func currentName(of name: RepoName) -> RepoName {
        known?.currentName(of: name) ?? name
    }

    /// Every bookmark, oldest first, with the last details known.
    public func list() throws(StateError) -> StateResult<[Bookmark]> {
        try store.readAll().map { $0.bookmarks.values.sorted { ($0.addedAt, $0.name.key) < ($1.addedAt, $1.name.key) } }
    }
}

/// What `add` or `remove` did: the name the bookmark is (or was) filed under, which is GitHub's
/// case and new name rather than the one typed, and whether anything changed.
public struct BookmarkChange: Equatable, Sendable {
    public let name: RepoName
    public let changed: Bool

    public init(name: RepoName, changed: Bool) {
        self.name = name
        self.changed = changed
    }
}
