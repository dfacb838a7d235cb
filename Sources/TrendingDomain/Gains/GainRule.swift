#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a repo's gain over a window is known, best source first. Pure.
public enum GainRule {
    /// Created inside the window: every star; else GitHub's daily history, when it was fetched
    /// near enough the window's end (`GainWindow.reaches`) and its days reach it; else this machine's
    /// snapshots, from the latest at or before the window's start or the oldest inside it
    /// (`since` says which), taken before `observedAt` (a cached list must not measure its own
    /// snapshot); else unknown.
    public static func gain(
        for repo: Repo, window: GainWindow, history: CachedStarHistory?, snapshots: [StarSnapshot], observedAt: Date? = nil,
        countIsOld: Bool = false
    ) -> StarGain? {
        if repo.createdAt >= window.start {
            guard countIsOld else { return StarGain(gained: repo.stars, since: window.start, source: .created) }
            // An earlier run's count is no gain: GitHub's history, holding every day since it was made, is.
            guard let history, history.reachesItsFetch, window.reaches(fetchedAt: history.fetchedAt), let first = history.span?.first,
                  first <= GainWindow.dayStart(of: repo.createdAt).addingTimeInterval(GainWindow.secondsPerDay) else { return nil }
            let gained = history.days.reduce(0) { total, day in total.addingReportingOverflow(day.stars).overflow ? Int.max : total + day.stars }
            return StarGain(gained: gained, since: window.start, source: .github)
        }
        // A history fetched long before the window's end lacks its last days, and one whose days
        // end before its fetch lacks them too: neither is the window's gain.
        if let history, let gained = history.gain(over: window, createdAt: repo.createdAt) {
            return StarGain(gained: gained, since: history.measuredWindow(for: window).start, source: .github)
        }
        let observed = min(observedAt ?? window.end, window.end)
        // A span under an hour (two lists run one after the other) says nothing: "+0 since just now".
        let earlier = snapshots.filter { observed.timeIntervalSince($0.at) >= StarDelta.minimumSpan }
        guard let base = earlier.last(where: { $0.at <= window.start }) ?? earlier.first(where: { $0.at > window.start }) else {
            return nil
        }
        let gained = repo.stars - base.stars
        // From a snapshot days before the window: the gain since then, ranked as the window's share.
        let span = observed.timeIntervalSince(base.at), length = window.end.timeIntervalSince(window.start)
        guard span > length + onTheWindowsStart else { return StarGain(gained: gained, since: base.at, source: .snapshots) }
        return StarGain(gained: gained, since: base.at, source: .snapshots, windowGain: Int((Double(gained) * length / span).rounded(.down)))
    }

    /// A snapshot this close to the window's start is taken at it: a daily run's, a day ago.
    public static let onTheWindowsStart: TimeInterval = 60

    /// Snapshots covering less of the window than this say too little to rank by.
    static let shortestSnapshotSpan: TimeInterval = 3600

    /// Stars a candidate may gain in the window, to order the measuring by: the gain a stale
    /// history showed over the window's length up to its fetch (one fetched two days ago says how
    /// fast the repo was gaining then); else the snapshots' gain scaled to the window (one over
    /// less than an hour is ignored); else stars per day of age, faded with age (`fadingDays`).
    public static func promise(for repo: Repo, window: GainWindow, history: CachedStarHistory?, snapshots: [StarSnapshot]) -> Double {
        if let history, repo.createdAt < window.start {
            return Double(GainWindow(days: window.days, now: min(history.fetchedAt, window.end)).gained(history.days))
        }
        if let known = gain(for: repo, window: window, history: nil, snapshots: snapshots) {
            guard known.source == .snapshots else { return Double(known.gained) }
            let span = window.end.timeIntervalSince(known.since)
            if span >= shortestSnapshotSpan {
                return Double(known.gained) * (window.end.timeIntervalSince(window.start) / span)
            }
        }
        let ageInDays = max(1, window.end.timeIntervalSince(repo.createdAt) / GainWindow.secondsPerDay)
        return Double(repo.stars) / (ageInDays + ageInDays * ageInDays / fadingDays) * Double(window.days)
    }

    /// A rise fades, so the older a repo, the fewer of its stars came lately: at this age its
    /// stars per day of age promise half as much (about a tenth at ten times it).
    static let fadingDays: Double = 40
}
