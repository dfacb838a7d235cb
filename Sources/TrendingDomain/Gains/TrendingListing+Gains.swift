#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension TrendingListing {
    /// Stars gained in the period's window for every repo of the list: GitHub's measured
    /// histories first (`GainRule`), else what creation or snapshots say.
    mutating func applyGains(histories: [String: CachedStarHistory], window: GainWindow, snapshots: [String: [StarSnapshot]]) {
        var found: [String: StarGain] = [:]
        for repo in repos {
            let key = repo.repoName.key
            if let gain = GainRule.gain(
                for: repo, window: window, history: histories[key], snapshots: snapshots[key] ?? [], observedAt: fetchedAt
            ) {
                found[key] = gain
            }
        }
        gains = found
    }
}
