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

    /// The shortest span a delta is measured over: stars gained in seconds (two lists run one
    /// after the other) say nothing but "+0 since just now".
    public static let minimumSpan: TimeInterval = 3600

    /// The delta from the most recent snapshot older than `current` that is at least `window`
    /// old, and at least `minimumSpan` (0: the latest snapshot an hour old). Nil when there is
    /// no such snapshot. Pure: the current snapshot carries its own time, so no clock is needed.
    public static func between(_ current: StarSnapshot, history: [StarSnapshot], window: TimeInterval) -> StarDelta? {
        let gap = max(window, minimumSpan)
        guard let base = history.last(where: { current.at.timeIntervalSince($0.at) >= gap }) else {
            return nil
        }
        let hours = current.at.timeIntervalSince(base.at) / 3600
        let gained = current.stars - base.stars
        return StarDelta(gained: gained, since: base.at, perHour: hours > 0 ? Double(gained) / hours : 0)
    }
}
