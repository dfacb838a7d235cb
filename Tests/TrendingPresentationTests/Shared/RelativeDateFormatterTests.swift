import Foundation
import Testing
import TrendingPresentation

@Suite("RelativeDateFormatter")
struct RelativeDateFormatterTests {
    @Test("says how long ago, in the largest whole unit", arguments: [
        (0, "just now"), (59, "just now"), (60, "1 minute ago"), (119, "1 minute ago"), (3 * 60, "3 minutes ago"),
        (3600, "1 hour ago"), (5 * 3600 + 59 * 60, "5 hours ago"), (86_400, "1 day ago"), (3 * 86_400, "3 days ago"),
        (45 * 86_400, "1 month ago"), (400 * 86_400, "1 year ago"),
        // Calendar months and years: 11 months 26 days; 2024-11-23 is two years before 2026-11-23, a day later is not.
        (360 * 86_400, "11 months ago"), (729 * 86_400, "1 year ago"), (730 * 86_400, "2 years ago"),
    ] as [(Double, String)])
    func past(secondsAgo: Double, expected: String) {
        #expect(RelativeDateFormatter.string(for: now.addingTimeInterval(-secondsAgo), relativeTo: now) == expected)
    }

    @Test("a fetch dated after now (a clock set back since) is said as ahead of the clock, never a fetch 'in 1 hour'", arguments: [
        (-3600, "1 hour ahead of this machine's clock"), (-30, "just now"), (7200, "2 hours ago"),
    ] as [(Double, String)])
    func fetched(secondsAgo: Double, expected: String) {
        #expect(RelativeDateFormatter.past(now.addingTimeInterval(-secondsAgo), relativeTo: now) == expected)
    }

    @Test("years and months by the calendar: an anniversary an hour past is the whole year, in the long and the short form", arguments: [
        ("2026-11-20T06:00:00Z", "2027-11-20T07:00:00Z", "1 year ago", "1y"), ("2021-06-01T00:00:00Z", "2026-06-01T02:00:00Z", "5 years ago", "5y"),
        ("2021-06-01T00:00:00Z", "2026-05-31T23:59:59Z", "4 years ago", "4y"), ("2026-01-31T00:00:00Z", "2026-03-02T00:00:00Z", "1 month ago", "1mo"),
        ("2026-02-01T12:00:00Z", "2026-03-01T00:00:00Z", "27 days ago", "27d"), ("2026-03-01T00:00:00Z", "2026-03-31T23:00:00Z", "30 days ago", "30d"),
    ])
    func calendar(created: String, at: String, long: String, short: String) throws {
        let date = try Date(created, strategy: .iso8601), now = try Date(at, strategy: .iso8601)
        #expect(RelativeDateFormatter.string(for: date, relativeTo: now) == long)
        #expect(RelativeDateFormatter.span(for: date, relativeTo: now) == short)
    }

    @Test("survives any duration a server could cause", arguments: [Double.infinity, -.infinity, .nan, 1e300, -1e300])
    func extremes(seconds: Double) {
        let date = Date(timeIntervalSinceReferenceDate: 0).addingTimeInterval(seconds)
        #expect(!RelativeDateFormatter.string(for: date, relativeTo: now).isEmpty)
        #expect(!RelativeDateFormatter.short(for: date, relativeTo: now).isEmpty)
        #expect(!RelativeDateFormatter.amount(seconds).isEmpty)
    }

    @Test("says when a date is in the future")
    func future() {
        #expect(RelativeDateFormatter.string(for: now.addingTimeInterval(30), relativeTo: now) == "just now")
        #expect(RelativeDateFormatter.string(for: now.addingTimeInterval(7200), relativeTo: now) == "in 2 hours")
    }
}
