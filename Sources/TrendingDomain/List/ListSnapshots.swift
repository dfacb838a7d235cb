#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Snapshots for a list: a fetch recorded as one, and each repo's delta since an earlier one.
struct ListSnapshots {
    let history: any SnapshotStore
    let now: @Sendable () -> Date

    /// Records a fresh fetch as a snapshot, then measures each repo's delta against the history.
    /// Returns the snapshots it read, for gains: from the cache, only each series' tail that the
    /// period's gain and the delta are measured from (`earliestMeasured`). `oldCounts`: rows
    /// whose counts an earlier run gave, neither a snapshot of now nor a delta's end.
    func measure(
        _ listing: inout TrendingListing, period: TrendingPeriod, options: ListingOptions, oldCounts: Set<String> = [],
        warnings: inout [TrendingWarning]
    ) -> [String: [StarSnapshot]] {
        let fetchedAt = listing.fetchedAt
        let repos = listing.repos.filter { !oldCounts.contains($0.repoName.key) }
        let snapshots: [String: [StarSnapshot]]
        let saves = if case .remote = listing.source { true } else { false }
        do {
            if saves {
                snapshots = try history.update { history in
                    history.record(repos, at: fetchedAt)
                    return history.snapshots
                }.value(adding: &warnings)
            } else {
                let since = Self.earliestMeasured(window: GainWindow(period: period, now: now()), fetchedAt: fetchedAt, options: options)
                snapshots = try history.snapshots(for: Set(repos.map(\.repoName.key)), since: since).value(adding: &warnings)
            }
        } catch {
            // A list from the cache saves nothing, and one whose snapshots were never read lacks their gains.
            warnings.append(!saves || error.isUnread ? .snapshotsUnreadable(error) : .snapshotsNotSaved(error))
            return [:]
        }
        var deltas: [String: StarDelta] = [:]
        for repo in repos {
            let current = StarSnapshot(at: fetchedAt, stars: repo.stars)
            if let delta = StarDelta.between(current, history: snapshots[repo.repoName.key] ?? [], window: options.deltaWindow) {
                deltas[repo.repoName.key] = delta
            }
        }
        listing.deltas = deltas
        // Every row has its period's gain (GitHub's, or all its stars when created in the period),
        // so only an asked-for velocity, which needs this machine's snapshots, says why it is empty.
        // Said once for a query's cache, by the fetch that filled it, not on every run served from it.
        if deltas.isEmpty, !repos.isEmpty, saves, options.sort == .velocity {
            // The oldest snapshot of a listed repo (this fetch's, at the least) comes of age first.
            let gap = max(options.deltaWindow, StarDelta.minimumSpan)
            let oldest = repos.compactMap { snapshots[$0.repoName.key]?.first?.at }.min() ?? fetchedAt
            warnings.append(.velocityNeedsHistory(showsFrom: min(oldest, fetchedAt).addingTimeInterval(gap), needs: gap))
        }
        // An old count less an older snapshot is no gain either.
        return oldCounts.isEmpty ? snapshots : snapshots.filter { !oldCounts.contains($0.key) }
    }

    /// The earliest time a list's measures look back to: a gain starts from the latest snapshot
    /// at or before the window's start (and before the fetch), a delta from the latest one
    /// `deltaWindow` (at least a second) before the fetch. A series' tail from here
    /// (`StarSnapshot.tail`) holds every snapshot either can pick.
    static func earliestMeasured(window: GainWindow, fetchedAt: Date, options: ListingOptions) -> Date {
        min(window.start, fetchedAt.addingTimeInterval(-max(options.deltaWindow, StarDelta.minimumSpan)))
    }
}
