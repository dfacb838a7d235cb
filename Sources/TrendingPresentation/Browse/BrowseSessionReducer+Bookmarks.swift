import TrendingDomain

/// Bookmarks: toggled on a row, and its mark once the store has it.
extension BrowseSessionReducer.Reduction {
    mutating func toggleBookmark(_ index: Int) {
        guard let listing = state.listing, listing.repos.indices.contains(index) else { return }
        let repo = listing.repos[index]
        effects.append(listing.marks.isBookmarked(repo) ? .unbookmark(repo.repoName) : .bookmark(repo.repoName))
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
