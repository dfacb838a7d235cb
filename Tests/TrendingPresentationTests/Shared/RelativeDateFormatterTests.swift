import Foundation
import Testing
import TrendingPresentation

@Suite("RelativeDateFormatter")
struct RelativeDateFormatterTests {
    @Test("says how long ago, in the largest whole unit", arguments: [
        (0, "just now"), (59, "just now"), (60, "1 minute ago"), (119, "1 minute ago"), (3 * 60, "3 minutes ago"),
        (3600, "1 hour ago"), (5 * 3600 + 59 * 60, "5 hours ago"), (86_400, "1 day ago"), (3 * 86_400, "3 days ago"),
        (45 * 86_400, "1 month ago"), (400 * 86_400, "1 year ago"),
        // Calendar months and years on average: 11 months 26 days, and a day short of two years with a leap day in.
        (360 * 86_400, "11 months ago"), (730 * 86_400, "1 year ago"), (731 * 86_400, "2 years ago"),
    ] as [(Double, String)])
    func past(secondsAgo: Double, expected: String) {
        #expect(RelativeDateFormatter.string(for: now.addingTimeInterval(-secondsAgo), relativeTo: now) == expected)
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
