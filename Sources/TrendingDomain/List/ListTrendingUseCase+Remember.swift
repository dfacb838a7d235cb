#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a list marks (seen, bookmarked) and remembers (seen, last shown).
extension ListTrendingUseCase {
    /// Marks the list's rows (new, bookmarked) and remembers it as `options` say: at once, after
    /// the caller's output (the list returned), or not at all (following renames only).
    /// `stateBefore`: the state read whole at the start (nil inside when that read failed), or
    /// nil when none was, and the listed rows' part is read now.
    func markAndRemember(
        _ listing: inout TrendingListing, options: ListingOptions, stateBefore: UserState??, warnings: inout [TrendingWarning]
    ) -> ShownList? {
        do throws(StateError) {
            switch options.remembersShown {
            case .atOnce, .afterOutput:
                let before: UserState?
                if let stateBefore { before = stateBefore } else { before = try store.read(for: Set(listing.repos.map(\.repoName.key))).value(adding: &warnings) }
                if options.remembersShown == .atOnce {
                    listing.marks = try remember(listing.repos, newOnly: options.newOnly, stateBefore: before, renames: listing.renames, warnings: &warnings)
                    return nil
                }
                guard let before else { return nil }
                let list = ShownList(repos: listing.repos, newOnly: options.newOnly, at: now(), stateBefore: before, renames: listing.renames)
                listing.marks = list.marks
                return list
            case .never:
                follow(listing.renames, warnings: &warnings)
                listing.marks = try marks(listing.repos, warnings: &warnings)
            }
        } catch {
            warnings.append(.stateNotSaved(error))
        }
        return nil
    }

    /// Marks from the state as it is, recording nothing.
    func marks(_ repos: [Repo], warnings: inout [TrendingWarning]) throws(StateError) -> RepoMarks {
        RepoMarks(state: try store.read(for: Set(repos.map(\.repoName.key))).value(adding: &warnings), repos: repos)
    }

    /// Moves renamed repos' bookmarks and seen marks to their new names at once, as `show` does,
    /// for a list that records nothing else now (`browse`): its marks and its `b` then agree.
    func follow(_ renames: [RepoRename], warnings: inout [TrendingWarning]) {
        guard !renames.isEmpty else { return }
        do {
            _ = try store.update { state in
                for rename in renames { state.followRename(from: rename.from, to: rename.to.repoName) }
                state.refreshBookmarks(with: renames.map(\.to))
            }.value(adding: &warnings)
        } catch {
            warnings.append(.stateNotSaved(error))
        }
    }

    /// Marks against the state before this list, then records it as seen and last shown; an
    /// empty `--new-only` run leaves the last list as it was (a cron digest must not take it).
    /// A change that would leave the state read at the start as it was is not made (no lock).
    /// One that cannot be saved (a read-only folder, a lock held too long) costs only itself:
    /// the marks are still the state's as read, said with the warning.
    func remember(
        _ repos: [Repo], newOnly: Bool, stateBefore: UserState?, renames: [RepoRename] = [], warnings: inout [TrendingWarning]
    ) throws(StateError) -> RepoMarks {
        let date = now()
        let change = { (state: inout UserState) -> RepoMarks in
            ShownList.record(repos, newOnly: newOnly, at: date, renames: renames, in: &state)
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

    /// Records a list the caller has written (`ShownRecording.afterOutput`), as `remember` would
    /// have; the warnings say a state that could not be saved.
    public func record(_ shown: ShownList) -> [TrendingWarning] {
        guard shown.changes else { return [] }
        var warnings: [TrendingWarning] = []
        do {
            _ = try store.update { state in
                ShownList.record(shown.repos, newOnly: shown.newOnly, at: shown.at, renames: shown.renames, in: &state)
            }
                .value(adding: &warnings)
        } catch {
            warnings.append(.stateNotSaved(error))
        }
        return warnings
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
