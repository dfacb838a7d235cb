#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Star counts over time for every repo a fetch has returned: what turns "most stars" into
/// "most stars gained". Bounded, so it stays small after hundreds of refreshes.
public struct SnapshotHistory: Equatable, Sendable {
    public static let maxSnapshotsPerRepo = 100
    public static let maxAge: TimeInterval = 90 * 86_400
    /// Across all repos; the repos seen least recently are forgotten first. At about 20 bytes a
    /// snapshot on disk, this keeps the file near 3 MiB at most.
    public static let maxSnapshots = 150_000

    /// Oldest first, by `RepoName.key`.
    public var snapshots: [String: [StarSnapshot]]

    public init(snapshots: [String: [StarSnapshot]] = [:]) {
        self.snapshots = snapshots
    }

    /// How far past `date` a snapshot may be dated and still be kept: further, a clock set ahead took it.
    public static let clockAheadTolerance: TimeInterval = 86_400

    /// How long before a repo's creation a snapshot of its name may be dated and still be its
    /// own: clocks differ. One older is another repo's, whose freed name this one took.
    public static let creationSkew: TimeInterval = 300

    /// Records what a fetch saw at `date`, in its place by time (a clock stepped back), then
    /// applies the bounds. Snapshots dated over a day after `date` came from a clock set ahead
    /// and are dropped; age counts from `date`, or a day after the newest snapshot kept before
    /// when that is earlier: one run under a clock set years ahead forgets nothing by age. A
    /// name's snapshots from before its repo was made are dropped (`creationSkew`).
    public mutating func record(_ repos: [Repo], at date: Date) {
        let future = date.addingTimeInterval(Self.clockAheadTolerance)
        var newest: Date?
        for (key, series) in snapshots {
            let kept = series.last.map { $0.at > future } == true ? series.filter { $0.at <= future } : series
            if kept.count != series.count { snapshots[key] = kept.isEmpty ? nil : kept }
            if let last = kept.last?.at, newest.map({ last > $0 }) ?? true { newest = last }
        }
        let second = StarSnapshot.wholeSecond(date)
        for repo in repos {
            var series = snapshots[repo.repoName.key] ?? []
            // A renamed or deleted repo's, whose name this one took: no gain of this one's.
            let made = repo.createdAt.addingTimeInterval(-Self.creationSkew)
            if let first = series.first, first.at < made { series.removeAll { $0.at < made } }
            // A second fetch at the same instant replaces the first rather than adding a zero delta.
            series.removeAll { $0.at == second }
            let place = series.lastIndex { $0.at < second }.map { $0 + 1 } ?? 0
            series.insert(StarSnapshot(at: date, stars: repo.stars), at: place)
            snapshots[repo.repoName.key] = series
        }
        prune(now: min(date, (newest ?? date).addingTimeInterval(Self.clockAheadTolerance)))
    }

    /// Drops snapshots older than `maxAge`, keeps the newest `maxSnapshotsPerRepo` per repo,
    /// then forgets whole repos, least recently seen first, beyond `maxSnapshots`.
    public mutating func prune(now: Date) {
        let cutoff = now.addingTimeInterval(-Self.maxAge)
        for (key, series) in snapshots {
            let kept = series.filter { $0.at >= cutoff }.suffix(Self.maxSnapshotsPerRepo)
            snapshots[key] = kept.isEmpty ? nil : Array(kept)
        }
        var total = snapshots.values.reduce(0) { $0 + $1.count }
        guard total > Self.maxSnapshots else { return }
        let byLastSeen = snapshots.sorted { ($0.value.last?.at ?? .distantPast, $0.key) < ($1.value.last?.at ?? .distantPast, $1.key) }
        for (key, series) in byLastSeen where total > Self.maxSnapshots {
            snapshots[key] = nil
            total -= series.count
        }
    }
}
