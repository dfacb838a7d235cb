#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// "3 days ago", relative to an injected now, in whole units rounded down.
public enum RelativeDateFormatter {
    public static func string(for date: Date, relativeTo now: Date) -> String {
        let seconds = bounded(now.timeIntervalSince(date))
        if seconds < 0 {
            return seconds > -60 ? "just now" : "in " + amount(-seconds)
        }
        if seconds < 60 { return "just now" }
        return amount(seconds) + " ago"
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
        for (length, suffix) in shortUnits where seconds >= length {
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
    /// calendar's on average (leap days in), so 11 months 26 days is `11 months`, never `12`.
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
