#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a list marks (seen, bookmarked) and remembers (seen, last shown).
extension ListTrendingUseCase {
    /// Marks from the state as it is, recording nothing.
    func marks(_ repos: [Repo], warnings: inout [TrendingWarning]) throws(StateError) -> RepoMarks {
        RepoMarks(state: try store.read(for: Set(repos.map(\.repoName.key))).value(adding: &warnings), repos: repos)
    }

    /// Marks against the state before this list, then records it as seen and last shown; an
    /// empty `--new-only` run leaves the last list as it was (a cron digest must not take it).
    /// A change that would leave the state read at the start as it was is not made (no lock).
    /// One that cannot be saved (a read-only folder, a lock held too long) costs only itself:
    /// the marks are still the state's as read, said with the warning.
    func remember(
        _ repos: [Repo], newOnly: Bool, stateBefore: UserState?, warnings: inout [TrendingWarning]
    ) throws(StateError) -> RepoMarks {
        let date = now()
        let change = { (state: inout UserState) -> RepoMarks in
            let names = repos.map(\.repoName)
            var marks = RepoMarks(state: state, repos: repos)
            state.markSeen(names, at: date)
            // This list is the first to show the new ones: dated as the state records them.
            for name in names where marks.firstShown[name.key] == nil { marks.firstShown[name.key] = state.seen[name.key] ?? date }
            if !(newOnly && repos.isEmpty) {
                state.lastShown = repos.map { ShownRepo(name: $0.repoName, urlText: $0.urlText) }
            }
            state.refreshBookmarks(with: repos)
            return marks
        }
        var read: RepoMarks?
        if var unchanged = stateBefore {
            let marks = change(&unchanged)
            if unchanged == stateBefore { return marks }
            read = marks
        }
        do {
            return try store.update(change).value(adding: &warnings)
        } catch {
            guard let read else { throw error }
            warnings.append(.stateNotSaved(error))
            return read
        }
    }
}

extension RepoMarks {
    /// What `state` says about `repos`: which were shown before, which are bookmarked.
    init(state: UserState, repos: [Repo]) {
        let keys = repos.map(\.repoName.key)
        var firstShown: [String: Date] = [:]
        for key in keys { if let date = state.seen[key] { firstShown[key] = date } }
        self.init(
            seen: Set(firstShown.keys), bookmarked: Set(keys.filter { state.bookmarks[$0] != nil }), firstShown: firstShown
        )
    }
}
