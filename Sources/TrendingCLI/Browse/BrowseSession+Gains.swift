import TrendingDomain

/// `--scope all`: star gains fill in on the rows as GitHub's star history measures them, with
/// `measuring 12/100` in the footer until the load that measures them ends.
extension BrowseSession {
    func receive(_ progress: GainProgress, generation: Int) {
        // A superseded load's measurements belong to another list.
        guard generation == self.generation else { return }
        measured = (progress.done, progress.total)
        if let name = progress.repo, let gain = progress.gain, var listing,
           listing.repos.contains(where: { $0.repoName.key == name.key }) {
            // The row stays where it is: the order changes once, when the measured list arrives.
            listing.gains[name.key] = gain
            self.listing = listing
            dependencies.presenter.present(TrendingLoadResult(outcome: .success(listing), warnings: []), for: query)
        }
        presentProgress()
    }

    /// The list a load is measuring, before its gains: shown at once when nothing is on screen
    /// yet (skeletons otherwise stay for the whole measuring), so gains fill in on its rows.
    func receiveUnmeasured(_ listing: TrendingListing, generation: Int) {
        guard generation == self.generation, self.listing == nil else { return }
        self.listing = listing
        dependencies.presenter.present(TrendingLoadResult(outcome: .success(listing), warnings: []), for: query)
        presentProgress()
    }
}
