import TrendingDomain

/// Seen: the rows drawn on screen, written in batches.
extension BrowseSessionReducer.Reduction {
    /// Notes the rows on screen now; only these become seen.
    mutating func noteSeen(_ indices: [Int], rowCount: Int?) {
        guard let listing = state.listing, let rowCount, rowCount == listing.repos.count else { return }
        for index in indices where listing.repos.indices.contains(index) {
            let name = listing.repos[index].repoName
            if state.seenThisSession.insert(name.key).inserted { state.pendingSeen.append(name) }
        }
    }

    mutating func flushSeen() {
        state.lastSeenFlush = now
        guard !state.pendingSeen.isEmpty else { return }
        effects.append(.markSeen(state.pendingSeen))
    }

    mutating func seenMarked(_ count: Int) {
        state.pendingSeen.removeFirst(min(count, state.pendingSeen.count))
    }
}
