#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Daily gains for display: one bucket per UTC day, oldest first, ending with today's so far.
public enum DailySeries {
    /// The last `days` UTC days up to the one holding `now`; days GitHub did not list count 0.
    /// How many of the last `days` days (today included) a history of `weeks` weeks asked (GitHub's
    /// Sunday-to-Saturday weeks, the current one last) covers, so days before it are not drawn as
    /// zero gains.
    public static func coveredDays(_ days: Int, weeks: Int, now: Date) -> Int {
        let today = Int((GainWindow.dayStart(of: now).timeIntervalSince1970 / GainWindow.secondsPerDay).rounded(.down))
        // 1970-01-01 was a Thursday: a day's Sunday is (day + 4) % 7 days before it.
        let sunday = today - ((today + 4) % 7 + 7) % 7
        let first = sunday - 7 * (max(weeks, 1) - 1)
        return max(1, min(days, today - first + 1))
    }

    /// How many of the last `days` days (today included) a history whose first day is `first`
    /// covers: a server's short answer starts later than the weeks asked, and the days before it
    /// are unknown, not zero gains.
    public static func coveredDays(_ days: Int, from first: Date, now: Date) -> Int {
        let span = GainWindow.dayStart(of: now).timeIntervalSince(GainWindow.dayStart(of: first)) / GainWindow.secondsPerDay
        guard span.isFinite, span >= 0 else { return 1 }
        return max(1, min(days, Int(span.rounded()) + 1))
    }

    /// The last `days` days `history` can tell, oldest first: no more than its weeks asked and
    /// its first day hold (a list's cache, a server's short answer), and ending on the day it
    /// was fetched (`asOf`): days before or after it are unknown, never drawn as zeros.
    public static func drawn(_ history: CachedStarHistory, days: Int, now: Date) -> (series: [DailyStars], asOf: Date) {
        let asOf = min(now, history.fetchedAt)
        let asked = coveredDays(days, weeks: history.weeks, now: asOf)
        let covered = history.span.map { min(asked, coveredDays(days, from: $0.first, now: asOf)) } ?? asked
        return (lastDays(covered, of: history.days, now: asOf), asOf)
    }

    public static func lastDays(_ days: Int, of history: [DailyStars], now: Date) -> [DailyStars] {
        let today = GainWindow.dayStart(of: now)
        var byDay: [Date: Int] = [:]
        for bucket in history {
            // Saturating: a cache file from disk may repeat a day with absurd counts.
            let (sum, overflow) = (byDay[bucket.day] ?? 0).addingReportingOverflow(bucket.stars)
            byDay[bucket.day] = overflow ? Int.max : sum
        }
        return (0..<max(0, days)).reversed().map { back in
            let day = today.addingTimeInterval(-Double(back) * GainWindow.secondsPerDay)
            return DailyStars(day: day, stars: byDay[day] ?? 0)
        }
    }
}
