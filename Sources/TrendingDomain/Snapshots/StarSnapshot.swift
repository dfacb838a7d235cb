#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A repo's star count at one moment, as one remote fetch saw it.
public struct StarSnapshot: Equatable, Sendable {
    public let at: Date
    public let stars: Int

    /// `at` is kept to the whole second, rounded down, as the history file stores it: a snapshot
    /// compared before and after a save must measure the same gap, so two fetches 1.1 s apart
    /// are always at least a second apart.
    public init(at: Date, stars: Int) {
        self.at = Self.wholeSecond(at)
        self.stars = stars
    }

    /// `series` from its last snapshot before `since` on (all of it when none is before): the
    /// latest snapshot at or before any time from `since` on, and every one after, are in it.
    public static func tail(_ series: [StarSnapshot], since: Date) -> [StarSnapshot] {
        guard let last = series.lastIndex(where: { $0.at < since }), last > 0 else { return series }
        return Array(series[last...])
    }

    /// `date` rounded down to the whole second.
    public static func wholeSecond(_ date: Date) -> Date {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
    }
}
