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

    /// The terse form for tight lines: `45m ago`, `6h ago`, `2d ago`, `3mo ago`.
    public static func short(for date: Date, relativeTo now: Date) -> String {
        let seconds = bounded(now.timeIntervalSince(date))
        guard seconds >= 60 else { return "just now" }
        let units: [(TimeInterval, String)] = [(365 * 86_400, "y"), (30 * 86_400, "mo"), (86_400, "d"), (3600, "h"), (60, "m")]
        for (length, suffix) in units where seconds >= length {
            return "\(Int(seconds / length))\(suffix) ago"
        }
        return "just now"
    }

    /// A duration in its largest whole unit: "1 minute", "5 hours", "2 years".
    public static func amount(_ seconds: TimeInterval) -> String {
        let seconds = bounded(seconds)
        let units: [(TimeInterval, String)] = [
            (365 * 86_400, "year"), (30 * 86_400, "month"), (86_400, "day"), (3600, "hour"), (60, "minute"),
        ]
        for (length, name) in units where seconds >= length {
            let count = Int(seconds / length)
            return "\(count) \(name)\(count == 1 ? "" : "s")"
        }
        let count = max(0, Int(seconds))
        return "\(count) second\(count == 1 ? "" : "s")"
    }

    /// Durations from the network can be anything; a thousand years in either direction is the
    /// most any clock or message needs, and NaN counts as none.
    private static func bounded(_ seconds: TimeInterval) -> TimeInterval {
        guard seconds.isFinite else { return 0 }
        let limit = 1000 * 365 * 86_400.0
        return min(max(seconds, -limit), limit)
    }
}
