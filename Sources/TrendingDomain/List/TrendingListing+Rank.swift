#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension TrendingListing {
    /// Orders the whole list by `sort`, before it is cut to the limit.
    mutating func rank(by sort: TrendingSort) {
        switch sort {
        case .stars:
            // Several searches' results, merged, or equal counts: GitHub's order is no tie rule.
            repos = TrendingSort.byStars(repos, gains: gains)
        case .velocity: repos = TrendingSort.byVelocity(repos, deltas: deltas, gains: gains)
        case .gained: repos = TrendingSort.byGained(repos, gains: gains)
        case .page: repos = TrendingSort.byPage(TrendingSort.byGained(repos, gains: gains), ranks: pageRanks)
        }
    }

    /// The list to show while its candidates are measured: by stars, cut to `limit`, marked
    /// against `state` when it was read.
    func provisional(limit: Int, state: UserState?) -> TrendingListing {
        var provisional = self
        provisional.rank(by: .stars)
        provisional.repos = Array(provisional.repos.prefix(limit))
        if let state { provisional.marks = RepoMarks(state: state, repos: provisional.repos) }
        return provisional
    }

    /// Whether the list was fetched from GitHub in this run, not read from the cache.
    var isFetchedNow: Bool {
        if case .remote = source { true } else { false }
    }
}
