import TrendingDomain

/// Bookmarks: toggled on a row, and its mark once the store has it.
extension BrowseSessionReducer.Reduction {
    /// Toggles a row's bookmark; a name GitHub does not allow (a hostile answer's) is not
    /// bookmarked, as it is not hidden: no command could name it to remove it.
    mutating func toggleBookmark(_ index: Int) {
        guard let listing = state.listing, listing.repos.indices.contains(index) else { return }
        let repo = listing.repos[index]
        if listing.marks.isBookmarked(repo) { return effects.append(.unbookmark(repo.repoName)) }
        guard repo.repoName.isGitHubName else {
            return effects.append(.status("Not bookmarked: GitHub allows no such name, so no command could remove it again."))
        }
        effects.append(.bookmark(repo.repoName))
    }

    mutating func bookmarked(_ name: RepoName, isBookmarked: Bool) {
        guard state.listing != nil else { return }
        if isBookmarked {
            state.listing?.marks.bookmarked.insert(name.key)
        } else {
            state.listing?.marks.bookmarked.remove(name.key)
        }
        represent()
    }
}
