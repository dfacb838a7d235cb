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

    /// Adds a bookmark; false when it was already there (the first date is kept).
    public func add(_ name: RepoName) throws(StateError) -> StateResult<Bool> {
        let date = now()
        // What a cached list or detail already says, so `bookmarks` shows it at once; otherwise
        // details fill in the next time the repo is listed or shown.
        var notices: [StateNotice] = []
        let details = KnownSummary.newer(known?.summary(of: name), pageMemory?.summary(of: name, notices: &notices))?.repo
        var added = try store.update { state in
            guard state.bookmarks[name.key] == nil else { return false }
            // GitHub's case when a cache knows it, whatever case was typed.
            let bookmark = Bookmark(name: details?.repoName ?? name, addedAt: date, details: details)
            state.bookmarks[name.key] = bookmark
            return true
        }
        added.warnings = notices + added.warnings
        return added
    }

    /// Removes a bookmark; false when there was none.
    public func remove(_ name: RepoName) throws(StateError) -> StateResult<Bool> {
        try store.update { state in state.bookmarks.removeValue(forKey: name.key) != nil }
    }

    /// Every bookmark, oldest first, with the last details known.
    public func list() throws(StateError) -> StateResult<[Bookmark]> {
        try store.read().map { $0.bookmarks.values.sorted { ($0.addedAt, $0.name.key) < ($1.addedAt, $1.name.key) } }
    }
}
