#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Dismiss repos so they never appear in lists again, one at a time or the whole last list.
public struct HiddenReposUseCase: Sendable {
    private let store: any UserStateStore
    private let known: (any KnownRepos)?
    private let now: @Sendable () -> Date

    /// - Parameter known: what the cache knows of renames: `hide OLD` hides the repo by its new name.
    public init(store: any UserStateStore, known: (any KnownRepos)? = nil, now: @escaping @Sendable () -> Date) {
        self.store = store
        self.known = known
        self.now = now
    }

    /// The name a repo typed as `name` is hidden under: GitHub's new name when the cache knows of a rename.
    public func currentName(of name: RepoName) -> RepoName {
        known?.currentName(of: name) ?? name
    }

    /// `currentName`, spelt as GitHub does when a cached list or detail knows it, as a bookmark
    /// is filed (bb38 c2 remark: `hide OCTO-ORG/ROCKET` was kept as typed).
    func filedName(of name: RepoName) -> RepoName {
        let current = currentName(of: name)
        return known?.summary(of: current).map(\.repo.repoName).flatMap { $0.key == current.key ? $0 : nil } ?? current
    }

    /// Hides a repo under its current name; false when it was already hidden.
    public func hide(_ name: RepoName) throws(StateError) -> StateResult<Bool> {
        let date = now()
        let current = filedName(of: name)
        return try store.update { state in
            guard state.hidden[current.key] == nil else { return false }
            state.hidden[current.key] = HiddenRepo(name: current, hiddenAt: date)
            return true
        }
    }

    /// Hides every repo of the last list shown but the bookmarked ones and those whose names
    /// GitHub cannot have (no `unhide` could name them); says which it hid and which it kept.
    public func hideLastShown() throws(StateError) -> StateResult<HideAllOutcome> {
        let date = now()
        return try store.update { state in
            var hidden: [RepoName] = []
            var kept: [RepoName] = []
            var untypable: [RepoName] = []
            for shown in state.lastShown {
                // A row shown by an old name is the repo under its new one, as `hide OLD` is.
                let current = currentName(of: shown.name)
                guard state.hidden[shown.name.key] == nil, state.hidden[current.key] == nil else { continue }
                if state.bookmarks[shown.name.key] != nil || state.bookmarks[current.key] != nil {
                    kept.append(shown.name)
                    continue
                }
                guard current.isGitHubName else {
                    untypable.append(shown.name)
                    continue
                }
                state.hidden[current.key] = HiddenRepo(name: current, hiddenAt: date)
                hidden.append(shown.name)
            }
            return HideAllOutcome(hidden: hidden, keptBookmarked: kept, keptUntypable: untypable)
        }
    }

    /// Hides several repos under one lock, each under its current name; returns the ones newly
    /// hidden, by the names given.
    public func hide(_ names: [RepoName]) throws(StateError) -> StateResult<[RepoName]> {
        let date = now()
        let resolved = names.map { ($0, filedName(of: $0)) }
        return try store.update { state in
            var hidden: [RepoName] = []
            for (name, current) in resolved where state.hidden[name.key] == nil && state.hidden[current.key] == nil {
                state.hidden[current.key] = HiddenRepo(name: current, hiddenAt: date)
                hidden.append(name)
            }
            return hidden
        }
    }

    /// Shows several repos again under one lock, each hidden under the name given or its current
    /// one; returns the ones that were hidden, by the names given.
    public func unhide(_ names: [RepoName]) throws(StateError) -> StateResult<[RepoName]> {
        let resolved = names.map { ($0, currentName(of: $0)) }
        return try store.update { state in
            resolved.filter { name, current in
                state.hidden.removeValue(forKey: name.key) != nil || state.hidden.removeValue(forKey: current.key) != nil
            }.map(\.0)
        }
    }

    /// Shows a repo again, hidden under `name` or its current name; false when it was not hidden.
    public func unhide(_ name: RepoName) throws(StateError) -> StateResult<Bool> {
        let current = currentName(of: name)
        return try store.update { state in
            state.hidden.removeValue(forKey: name.key) != nil || state.hidden.removeValue(forKey: current.key) != nil
        }
    }

    /// The keys of the hidden repos, all a list leaves out: read without the rest of the state.
    public func keys() throws(StateError) -> StateResult<Set<String>> {
        try store.hiddenKeys()
    }

    /// Every hidden repo, most recently hidden last.
    public func list() throws(StateError) -> StateResult<[HiddenRepo]> {
        try store.readAll().map { $0.hidden.values.sorted { ($0.hiddenAt, $0.name.key) < ($1.hiddenAt, $1.name.key) } }
    }
}
