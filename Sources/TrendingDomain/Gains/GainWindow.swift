#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The span a gain is measured over: the last 24 h, 7×24 h or 30×24 h ending now.
///
/// GitHub counts stars in daily buckets (taken as UTC days), so a window's gain is today's
/// bucket so far, plus every whole day before it inside the window, plus the oldest day prorated
/// by the part of it that lies inside the window. Pure: `now` is given, never read.
public struct GainWindow: Equatable, Sendable {
    public static let secondsPerDay: TimeInterval = 86_400

    public let start: Date
    public let end: Date
    public let days: Int

    public init(days: Int, now: Date) {
        self.days = days
        end = now
        start = now.addingTimeInterval(-Double(days) * Self.secondsPerDay)
    }

    public init(period: TrendingPeriod, now: Date) {
        self.init(days: period.days, now: now)
    }

    /// Stars gained inside the window, from daily buckets in any order.
    public func gained(_ series: [DailyStars]) -> Int {
        var whole = 0
        var prorated = 0.0
        for bucket in series {
            let dayStart = bucket.day
            let dayEnd = dayStart.addingTimeInterval(Self.secondsPerDay)
            guard dayStart <= end, dayEnd > start else { continue }
            if dayStart >= start {
                whole = whole.addingReportingOverflow(bucket.stars).overflow ? Int.max : whole + bucket.stars
            } else {
                prorated += Double(bucket.stars) * dayEnd.timeIntervalSince(start) / Self.secondsPerDay
            }
        }
        let part = prorated.isFinite ? Int(min(prorated.rounded(), Double(Int.max / 2))) : 0
        return whole > Int.max - part ? Int.max : whole + part
    }

    /// How long before the window's end a star history may have been fetched and still give the
    /// window's gain: an eighth of the window, at least an hour (3 h of a day, 21 h of a week).
    /// One fetched earlier lacks too much of the window to say its gain: a history two days old
    /// would say "+0 in 24 h" of a repo gaining a thousand a day.
    public var staleness: TimeInterval { max(3600, end.timeIntervalSince(start) / 8) }

    /// Whether a history fetched at `fetchedAt` still tells this window's gain.
    public func reaches(fetchedAt: Date) -> Bool {
        end.timeIntervalSince(fetchedAt) <= staleness
    }

    /// How many weeks of history cover this window: it touches `days + 1` UTC days.
    public var weeksNeeded: Int { Self.weeks(coveringDays: days + 1) }

    /// The most calendar weeks a run of `count` consecutive days can touch.
    public static func weeks(coveringDays count: Int) -> Int {
        max(1, (max(1, count) - 1 + 6) / 7 + 1)
    }

    /// The UTC midnight that starts the day holding `date`.
    public static func dayStart(of date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 / secondsPerDay).rounded(.down) * secondsPerDay)
    }
}
