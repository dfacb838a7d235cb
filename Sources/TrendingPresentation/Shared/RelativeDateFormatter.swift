#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// "3 days ago", relative to an injected now, in whole units rounded down.
public enum RelativeDateFormatter {
    public static func string(for date: Date, relativeTo now: Date) -> String {
        let seconds = bounded(now.timeIntervalSince(date))
        if seconds < 0 {
            return seconds > -60 ? "just now" : "in " + amount(from: now, to: date)
        }
        if seconds < 60 { return "just now" }
        return amount(from: date, to: now) + " ago"
    }

    /// When something happened, for a past-tense sentence (`fetched 3 hours ago`): one dated
    /// after now, under a clock set back since, is `1 hour ahead of this machine's clock`, never
    /// a fetch `in 1 hour`.
    public static func past(_ date: Date, relativeTo now: Date) -> String {
        let seconds = bounded(now.timeIntervalSince(date))
        guard seconds <= -60 else { return string(for: date, relativeTo: now) }
        return amount(from: now, to: date) + " ahead of this machine's clock"
    }

    /// The span from `start` to a later `end` in its largest whole unit, years and months by the
    /// calendar (a year after 2026-11-20T06:00Z is 2027-11-20T06:00Z, not 365.2425 days).
    static func amount(from start: Date, to end: Date) -> String {
        let seconds = end.timeIntervalSince(start)
        // No month is shorter than 28 days: under that, the calendar is not asked.
        guard seconds >= 28 * 86_400, let months = calendarMonths(from: start, to: end) else { return amount(seconds) }
        if months >= 12 { return counted(months / 12, "year") }
        if months >= 1 { return counted(months, "month") }
        return counted(Int(seconds / 86_400), "day")
    }

    /// Whole calendar months (UTC) from `start` to a later `end`; nil for dates no calendar
    /// arithmetic needs (more than a thousand years from 1970).
    static func calendarMonths(from start: Date, to end: Date) -> Int? {
        let limit = 1000 * 365 * 86_400.0
        guard abs(start.timeIntervalSince1970) < limit, abs(end.timeIntervalSince1970) < limit, end >= start else { return nil }
        let from = UTCDate(start), to = UTCDate(end)
        var months = (to.year - from.year) * 12 + (to.month - from.month)
        let fromRest = [from.day, from.hour, from.minute, from.second], toRest = [to.day, to.hour, to.minute, to.second]
        if toRest.lexicographicallyPrecedes(fromRest) { months -= 1 }
        return max(0, months)
    }

    /// When a future moment comes, for a reset or a retry: `in 20 s`, `in 42 min`, `in 2 h 5 min`.
    /// Seconds under a minute, else minutes rounded up, never "just now"; a moment already past
    /// is `now`.
    public static func until(_ date: Date, relativeTo now: Date) -> String {
        let seconds = bounded(date.timeIntervalSince(now))
        guard seconds > 0 else { return "now" }
        // A wait of seconds is not "in 1 min".
        if seconds < 60 { return "in \(Int(seconds.rounded(.up))) s" }
        let minutes = Int((seconds / 60).rounded(.up))
        if minutes < 60 { return "in \(minutes) min" }
        let hours = minutes / 60, rest = minutes % 60
        if hours >= 48 { return "in " + amount(seconds) }
        return rest == 0 ? "in \(hours) h" : "in \(hours) h \(rest) min"
    }

    /// The terse form for tight lines: `45m ago`, `6h ago`, `2d ago`, `3mo ago`.
    public static func short(for date: Date, relativeTo now: Date) -> String {
        ago(span(for: date, relativeTo: now))
    }

    /// How far back `date` is, tersely: `45m`, `6h`, `2d`, `3mo`; `just now` within a minute.
    public static func span(for date: Date, relativeTo now: Date) -> String {
        let seconds = bounded(now.timeIntervalSince(date))
        let months = seconds >= 28 * 86_400 ? calendarMonths(from: date, to: now) : nil
        if let months, months >= 12 { return String(months / 12) + "y" }
        if let months, months >= 1 { return String(months) + "mo" }
        // Under a calendar month: days, however near the average month's length.
        for (length, suffix) in shortUnits where seconds >= length && (months == nil || length < year / 12) {
            return String(Int(seconds / length)) + suffix
        }
        return justNow
    }

    /// `6h` → `6h ago`; `just now` as it is.
    static func ago(_ span: String) -> String {
        span == justNow ? span : span + " ago"
    }

    private static let justNow = "just now"

    /// A duration in its largest whole unit: "1 minute", "5 hours", "2 years".
    public static func amount(_ seconds: TimeInterval) -> String {
        let seconds = bounded(seconds)
        for (length, name) in units where seconds >= length {
            return counted(Int(seconds / length), name)
        }
        return counted(max(0, Int(seconds)), "second")
    }

    /// Built once, not per call: a list formats a hundred ages. A year and a month are the
    /// calendar's on average (leap days in) for a bare duration; a date's age counts them by the
    /// calendar (`amount(from:to:)`).
    private static let units: [(TimeInterval, String)] = [
        (year, "year"), (year / 12, "month"), (86_400, "day"), (3600, "hour"), (60, "minute"),
    ]
    private static let shortUnits: [(TimeInterval, String)] = [(year, "y"), (year / 12, "mo"), (86_400, "d"), (3600, "h"), (60, "m")]
    private static let year: TimeInterval = 365.2425 * 86_400

    /// `1 day`, `5 hours`.
    private static func counted(_ count: Int, _ unit: String) -> String {
        var text = String(count)
        text += " "
        text += unit
        if count != 1 { text += "s" }
        return text
    }

    /// Durations from the network can be anything; a thousand years in either direction is the
    /// most any clock or message needs, and NaN counts as none.
    private static func bounded(_ seconds: TimeInterval) -> TimeInterval {
        guard seconds.isFinite else { return 0 }
        let limit = 1000 * 365 * 86_400.0
        return min(max(seconds, -limit), limit)
    }
}
