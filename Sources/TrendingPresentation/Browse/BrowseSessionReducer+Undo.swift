import TrendingDomain

/// Dismissals and their undo: rows hidden, and put back at their former places.
extension BrowseSessionReducer.Reduction {
    /// Hides the rows at `indices`, but not those whose name GitHub does not allow (a hostile
    /// answer's): once the session ends, no `unhide` could name them, as `hide --all` says. `D`
    /// keeps the bookmarked rows too, as `hide --all` does.
    mutating func dismiss(_ indices: [Int], keepingBookmarked: Bool = false) {
        guard let listing = state.listing else { return }
        let inList = indices.filter { listing.repos.indices.contains($0) }.sorted()
        let wanted = keepingBookmarked ? inList.filter { !listing.marks.isBookmarked(listing.repos[$0]) } : inList
        let picked = wanted.filter { listing.repos[$0].repoName.isGitHubName }
        guard !picked.isEmpty else {
            if wanted.isEmpty, !inList.isEmpty {
                effects.append(.status("Nothing dismissed: every loaded repo is bookmarked (unbookmark one with b to dismiss it)."))
            } else if !inList.isEmpty {
                effects.append(.status("Not hidden: GitHub allows no such name, so no command could show it again."))
            }
            return
        }
        state.dismissKept = wanted.count - picked.count
        state.dismissKeptBookmarked = inList.count - wanted.count
        effects.append(.hide(picked.map { listing.repos[$0].repoName }, indices: picked))
    }

    mutating func hidden(_ picked: [Int]) {
        guard let listing = state.listing, !picked.isEmpty, picked.allSatisfy(listing.repos.indices.contains) else { return }
        state.undo.append(picked.map { BrowseDismissal(repo: listing.repos[$0], index: $0, of: listing) })
        let gone = Set(picked)
        state.listing?.repos = listing.repos.enumerated().filter { !gone.contains($0.offset) }.map(\.element)
        represent()
        // The list fills up past hidden rows, as a printed one does: with few left (none, after
        // D) and more on GitHub, the next page is fetched rather than a list that looks empty.
        let more = listing.totalCount.map { listing.repos.count < min($0, TrendingQuery.searchCap) } == true
        if more, !state.exhausted, state.loadsInFlight == 0, (state.listing?.repos.count ?? 0) < min(Self.refillBelow, rules.pageSize) {
            loadMore()
        }
        let names = picked.map { listing.repos[$0].repoName }
        let said = names.count == 1 ? "Hid \(DisplayText.repoName(names[0]).text)" : "Hid \(names.count) repos"
        let bookmarked = state.dismissKeptBookmarked == 0 ? "" : " · \(state.dismissKeptBookmarked) bookmarked kept"
        let kept = state.dismissKept == 0 ? "" : " · \(state.dismissKept) kept: no name GitHub allows"
        state.dismissKept = 0
        state.dismissKeptBookmarked = 0
        effects.append(.status(said + bookmarked + kept + BrowseSessionReducer.undoHint))
    }

    /// Fewer rows than this left after a dismissal fetch the next page.
    static let refillBelow = 10

    mutating func undoDismiss() {
        guard let batch = state.undo.last else {
            effects.append(.status("Nothing to undo."))
            return
        }
        effects.append(.unhide(batch.map(\.repo.repoName)))
    }

    mutating func unhidden() {
        guard let batch = state.undo.popLast() else { return }
        // Dismissed from another list: unhidden (said as such), the next load of this one shows them.
        if state.undo.count < state.undoOfEarlierLists {
            state.undoOfEarlierLists = state.undo.count
            return
        }
        guard var listing = state.listing else { return }
        for dismissal in batch.sorted(by: { $0.index < $1.index }) {
            listing.repos.insert(dismissal.repo, at: min(dismissal.index, listing.repos.count))
            dismissal.restore(into: &listing)
        }
        state.listing = listing
        represent()
        // A row put back is selected where it was. `D`'s many are not: the selection stays on the
        // repo it is on (rank 1 at the top, until a key moved it), as a new list keeps it (bb43 x2-D1).
        if batch.count == 1, let first = batch.first?.index { effects.append(.reveal(first)) }
    }
}

extension BrowseSessionReducer {
    /// How a status ends when `u` undoes what it says: the footer keeps such a status whole.
    public static let undoHint = " · u to undo"
}
