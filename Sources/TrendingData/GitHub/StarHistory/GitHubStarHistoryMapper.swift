#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Reads and checks an answer of `stargazers/history`: weeks newest first, each
/// `{"week": <Unix seconds>, "total": n, "days": [7 counts]}`.
///
/// Every week must have exactly 7 integer days of 0…10^12 stars summing to `total`, a `week`
/// from 2007 to 2200, and weeks must lie whole weeks apart. A week repeated (pages shift when a week starts
/// while paging) is kept once. Days after `now` are dropped. Buckets are taken as UTC days.
public enum GitHubStarHistoryMapper {
    static let secondsPerWeek = 7 * 86_400

    /// The daily counts, oldest first; nil when the answer breaks a rule.
    public static func map(_ body: Data, now: Date) -> [DailyStars]? {
        guard let weeks = try? JSONDecoder().decode([WeekDTO].self, from: body) else { return nil }
        var byStart: [Int: WeekDTO] = [:]
        for week in weeks {
            // Counts and dates no repo can have are corrupt data, refused here so no later sum or
            // formatting meets them (the same bounds as every other count and date read).
            guard PlausibleDate.contains(Double(week.week)), week.days.count == 7,
                  week.days.allSatisfy(PlausibleCount.contains) else { return nil }
            var sum = 0
            for day in week.days {
                let (added, overflow) = sum.addingReportingOverflow(day)
                guard !overflow else { return nil }
                sum = added
            }
            guard sum == week.total else { return nil }
            if let earlier = byStart[week.week] {
                // The same week twice must say the same thing, or neither can be trusted.
                guard earlier.days == week.days else { return nil }
                continue
            }
            byStart[week.week] = week
        }
        let starts = byStart.keys.sorted()
        for (earlier, later) in zip(starts, starts.dropFirst()) where (later - earlier) % secondsPerWeek != 0 {
            return nil
        }
        var days: [DailyStars] = []
        for start in starts {
            let firstDay = GainWindow.dayStart(of: Date(timeIntervalSince1970: TimeInterval(start)))
            for (index, stars) in byStart[start]!.days.enumerated() {
                let day = firstDay.addingTimeInterval(TimeInterval(index) * GainWindow.secondsPerDay)
                if day <= now { days.append(DailyStars(day: day, stars: stars)) }
            }
        }
        return days
    }
}

private struct WeekDTO: Decodable {
    let week: Int
    let total: Int
    let days: [Int]
}
