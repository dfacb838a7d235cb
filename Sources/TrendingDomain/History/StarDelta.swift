#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Stars gained since an earlier snapshot, and the rate.
public struct StarDelta: Equatable, Sendable {
    public let gained: Int
    /// When the earlier snapshot was taken.
    public let since: Date
    /// Stars per hour between the two snapshots.
    public let perHour: Double

    public init(gained: Int, since: Date, perHour: Double) {
        self.gained = gained
        self.since = since
        self.perHour = perHour
    }

    /// The delta from the most recent snapshot older than `current` that is at least `window`
    /// old (0: the previous snapshot). Nil when there is no such snapshot. Pure: the current
    /// snapshot carries its own time, so no clock is needed.
    ///
    /// "Older" means by a second or more: history is stored to the second, so the snapshot the
    /// current fetch itself recorded is never taken for an earlier one.
    public static func between(_ current: StarSnapshot, history: [StarSnapshot], window: TimeInterval) -> StarDelta? {
        let gap = max(window, 1)
        guard let base = history.last(where: { current.at.timeIntervalSince($0.at) >= gap }) else {
            return nil
        }
        let hours = current.at.timeIntervalSince(base.at) / 3600
        let gained = current.stars - base.stars
        return StarDelta(gained: gained, since: base.at, perHour: hours > 0 ? Double(gained) / hours : 0)
    }
}

/// How to order a list: GitHub's star order, stars gained per hour (from snapshots), or stars
/// gained in the period's window.
public enum TrendingSort: String, CaseIterable, Equatable, Sendable {
    case stars
    case velocity
    case gained

    /// Orders repos by velocity, fastest first; repos with no delta go last, in star order.
    /// Ties keep the incoming (star) order, so the result is stable.
    public static func byVelocity(_ repos: [Repo], deltas: [String: StarDelta]) -> [Repo] {
        let indexed = repos.enumerated().map { ($0.offset, $0.element) }
        return indexed.sorted { lhs, rhs in
            switch (deltas[lhs.1.repoName.key], deltas[rhs.1.repoName.key]) {
            case let (left?, right?):
                return left.perHour != right.perHour ? left.perHour > right.perHour : lhs.0 < rhs.0
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return lhs.1.stars != rhs.1.stars ? lhs.1.stars > rhs.1.stars : lhs.0 < rhs.0
            }
        }.map(\.1)
    }
}
