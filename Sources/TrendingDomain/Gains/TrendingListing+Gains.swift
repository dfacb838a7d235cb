#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension TrendingListing {
    /// Stars gained in the period's window for every repo of the list: GitHub's measured
    /// histories first (`GainRule`), else what creation or snapshots say. `oldCounts`: rows whose
    /// counts are an earlier run's, no gain of a repo made in the window either.
    mutating func applyGains(
        histories: [String: CachedStarHistory], window: GainWindow, snapshots: [String: [StarSnapshot]], oldCounts: Set<String> = []
    ) {
        var found: [String: StarGain] = [:]
        for repo in repos {
            let key = repo.repoName.key
            if let gain = GainRule.gain(
                for: repo, window: window, history: histories[key], snapshots: snapshots[key] ?? [], observedAt: fetchedAt,
                countIsOld: oldCounts.contains(key)
            ) {
                found[key] = gain
            }
        }
        gains = found
    }

    /// `--scope all`'s rows whose counts this run did not find (a remembered, bookmarked or recent
    /// repo's are an earlier run's), with `old` (page rows an earlier search counted): such a
    /// count judges no history and, less an older snapshot, is no gain.
    func oldCounts(with old: Set<String>) -> Set<String> {
        let current: Set<Discovery> = [.page, .search, .new]
        return Set(repos.map(\.repoName.key).filter { !(discoveries[$0] ?? []).contains(where: current.contains) }).union(old)
    }
}
