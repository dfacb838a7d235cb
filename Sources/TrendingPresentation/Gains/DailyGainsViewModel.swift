#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Daily stars gained, from GitHub's star history: a sparkline over a date axis, and the total.
public struct DailyGainsViewModel: Equatable, Sendable {
    public let fullName: DisplayText
    /// One value a day, oldest first; the renderer samples them down to the width.
    public let values: [Int]
    /// `2026-08-26` and `2026-11-23`, the axis' ends.
    public let firstDate: String
    public let lastDate: String
    /// `+4,210 stars in 90 days (today so far: +12)`.
    public let summary: String
    /// `[{"date": "2026-11-20", "gained": 120}, …]`, oldest first, for `--json`.
    public let points: [JSONValue]

    public init(fullName: DisplayText, values: [Int], firstDate: String, lastDate: String, summary: String, points: [JSONValue]) {
        self.fullName = fullName
        self.values = values
        self.firstDate = firstDate
        self.lastDate = lastDate
        self.summary = summary
        self.points = points
    }
}
