#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A list made and not yet written: what it marks now, and what writing it will record.
public struct ShownList: Equatable, Sendable {
    let repos: [Repo]
    let newOnly: Bool
    let at: Date
    /// Renamed repos met by the list: their state moves to the new names first.
    let renames: [RepoRename]
    /// The marks against the state read before the list (its new repos first shown now).
    let marks: RepoMarks
    /// Whether writing it changes that state: a list shown again changes nothing, and takes no lock.
    let changes: Bool

    init(repos: [Repo], newOnly: Bool, at: Date, stateBefore: UserState, renames: [RepoRename] = []) {
        self.repos = repos
        self.newOnly = newOnly
        self.at = at
        self.renames = renames
        var after = stateBefore
        marks = Self.record(repos, newOnly: newOnly, at: at, renames: renames, in: &after)
        changes = after != stateBefore
    }

    /// Marks `repos` against `state`, then records them in it as seen and last shown; an empty
    /// `--new-only` list leaves the last list as it was (a cron digest must not take it).
    static func record(_ repos: [Repo], newOnly: Bool, at date: Date, renames: [RepoRename] = [], in state: inout UserState) -> RepoMarks {
        for rename in renames { state.followRename(from: rename.from, to: rename.to.repoName) }
        // A moved bookmark keeps details to be a candidate by, the list's, shown or cut by --limit.
        state.refreshBookmarks(with: renames.map(\.to))
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
}
