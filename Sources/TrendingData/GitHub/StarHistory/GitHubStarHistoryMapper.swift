#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Reads and checks an answer of `stargazers/history` (weeks newest first, each
/// `{"week": <Unix seconds>, "total": n, "days": [7 counts]}`), refusing a broken one with the
/// rule it broke (`StarHistoryDefect`; Architecture.md, Decisions: "A star-history answer is checked").
public enum GitHubStarHistoryMapper {
    static let secondsPerWeek = 7 * 86_400

    /// The daily counts, oldest first; nil when the answer breaks a rule.
    public static func map(_ body: Data, now: Date) -> [DailyStars]? {
        guard case .success(let days) = days(body, now: now) else { return nil }
        return days
    }

    /// The daily counts, oldest first, or the rule the answer broke.
    public static func days(_ body: Data, now: Date) -> Result<[DailyStars], StarHistoryDefect> {
        days(pages: [body], now: now).map(\.days)
    }

    /// The daily counts of an answer's pages together, oldest first, and how many weeks they
    /// held (a week on two pages, as when a new week starts while paging, counts once).
    static func days(pages: [Data], now: Date) -> Result<(days: [DailyStars], weeks: Int), StarHistoryDefect> {
        var weeks: [WeekDTO] = []
        for body in pages {
            do {
                weeks += try JSONDecoder().decode([WeekDTO].self, from: body)
            } catch {
                return .failure(defect(of: error, in: body))
            }
        }
        var byStart: [Int: WeekDTO] = [:]
        for week in weeks {
            // Counts and dates no repo can have are corrupt data, refused here so no later sum or
            // formatting meets them (the same bounds as every other count and date read).
            guard week.days.count == 7 else { return .failure(.badWeek) }
            guard PlausibleDate.contains(Double(week.week)), week.days.allSatisfy(PlausibleCount.contains) else { return .failure(.implausible) }
            // A week starts at or before now in any time zone (a day's grace for clocks): one
            // starting later is none GitHub has, not a week of zeros to drop.
            guard Double(week.week) <= now.timeIntervalSince1970 + GainWindow.secondsPerDay else { return .failure(.implausible) }
            var sum = 0
            for day in week.days {
                let (added, overflow) = sum.addingReportingOverflow(day)
                guard !overflow else { return .failure(.implausible) }
                sum = added
            }
            guard sum == week.total else { return .failure(.totalMismatch) }
            if let earlier = byStart[week.week] {
                // The same week twice must say the same thing, or neither can be trusted.
                guard earlier.days == week.days else { return .failure(.inconsistentWeeks) }
                continue
            }
            byStart[week.week] = week
        }
        let starts = byStart.keys.sorted()
        // One week after another: a week missing between two would be summed as zeros.
        for (earlier, later) in zip(starts, starts.dropFirst()) where later - earlier != secondsPerWeek {
            return .failure(.inconsistentWeeks)
        }
        var days: [DailyStars] = []
        for start in starts {
            // GitHub's days need not start at UTC midnight: a week starting on a local midnight
            // (19:00 UTC the Saturday before, for UTC+5) is read as the UTC day it is nearest to.
            let firstDay = GainWindow.dayStart(of: Date(timeIntervalSince1970: TimeInterval(start) + GainWindow.secondsPerDay / 2))
            for (index, stars) in byStart[start]!.days.enumerated() {
                let day = firstDay.addingTimeInterval(TimeInterval(index) * GainWindow.secondsPerDay)
                if day <= now { days.append(DailyStars(day: day, stars: stars)) }
            }
        }
        return .success((days, starts.count))
    }

    /// Not JSON at all, JSON of another shape, or a list with a week that isn't one.
    private static func defect(of error: any Error, in body: Data) -> StarHistoryDefect {
        switch error as? DecodingError {
        case .typeMismatch(_, let context) where context.codingPath.isEmpty: return .notAList
        case .valueNotFound(_, let context) where context.codingPath.isEmpty: return .notAList
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            // The decoder says the same of a fraction where a count belongs as of an HTML page.
            return (try? JSONDecoder().decode(AnyJSON.self, from: body)) == nil ? .notJSON : .badWeek
        default: return .badWeek
        }
    }
}

/// Any JSON value, read only to tell JSON of the wrong shape from text that is no JSON at all.
private struct AnyJSON: Decodable {
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            while !array.isAtEnd { _ = try array.decode(AnyJSON.self) }
        } else if let object = try? decoder.container(keyedBy: Key.self) {
            for key in object.allKeys { _ = try object.decode(AnyJSON.self, forKey: key) }
        } else {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() || (try? value.decode(Bool.self)) != nil || (try? value.decode(Double.self)) != nil { return }
            _ = try value.decode(String.self)
        }
    }
}

private struct WeekDTO: Decodable {
    let week: Int
    let total: Int
    let days: [Int]
}
