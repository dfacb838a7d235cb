#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a repo's gain over a window is known, best source first. Pure.
public enum GainRule {
    /// - created inside the window: every star it has (no request needed);
    /// - else GitHub's daily history, when there is one;
    /// - else this machine's snapshots: from the latest one at or before the window's start, or
    ///   failing that the oldest inside it (`since` says which), but only snapshots taken before
    ///   the repo's star count was (`observedAt`, the list's fetch: a cached list shown hours later
    ///   must not measure its own snapshot against itself);
    /// - else unknown.
    public static func gain(
        for repo: Repo, window: GainWindow, history: CachedStarHistory?, snapshots: [StarSnapshot], observedAt: Date? = nil
    ) -> StarGain? {
        if repo.createdAt >= window.start {
            return StarGain(gained: repo.stars, since: window.start, source: .created)
        }
        if let history {
            return StarGain(gained: window.gained(history.days), since: window.start, source: .github)
        }
        let observed = min(observedAt ?? window.end, window.end)
        // A span under an hour (two lists run one after the other) says nothing: "+0 since just now".
        let earlier = snapshots.filter { observed.timeIntervalSince($0.at) >= StarDelta.minimumSpan }
        guard let base = earlier.last(where: { $0.at <= window.start }) ?? earlier.first(where: { $0.at > window.start }) else {
            return nil
        }
        return StarGain(gained: repo.stars - base.stars, since: base.at, source: .snapshots)
    }

    /// The order to measure candidates in, most promising first: the gain a stale history or the
    /// snapshots last showed, else stars per day of age scaled to the window. Ties by stars, name.
    public static func byPromise(
        _ repos: [Repo], window: GainWindow, histories: [String: CachedStarHistory], snapshots: [String: [StarSnapshot]]
    ) -> [Repo] {
        let scored = repos.map { repo -> (Repo, Double) in
            let key = repo.repoName.key
            if let known = gain(for: repo, window: window, history: histories[key], snapshots: snapshots[key] ?? []) {
                return (repo, Double(known.gained))
            }
            let ageInDays = max(1, window.end.timeIntervalSince(repo.createdAt) / GainWindow.secondsPerDay)
            return (repo, Double(repo.stars) / ageInDays * Double(window.days))
        }
        return scored.sorted { lhs, rhs in
            if lhs.1 != rhs.1 { return lhs.1 > rhs.1 }
            if lhs.0.stars != rhs.0.stars { return lhs.0.stars > rhs.0.stars }
            return lhs.0.repoName.key < rhs.0.repoName.key
        }.map(\.0)
    }
}
