import Foundation
import Testing
import TrendingPresentation

@Suite("CompactCountFormatter")
struct CompactCountFormatterTests {
    @Test("abbreviates with one decimal", arguments: [
        (0, "0"), (999, "999"), (1000, "1.0k"), (1049, "1.0k"), (1050, "1.1k"), (12_345, "12.3k"),
        (999_949, "999.9k"), (999_950, "1.0M"), (1_234_567, "1.2M"), (3_000_000_000, "3.0B"), (5_000_000_000, "5.0B"),
    ] as [(Int, String)])
    func compact(count: Int, expected: String) {
        #expect(CompactCountFormatter.string(count) == expected)
    }

    @Test("groups thousands in the long form", arguments: [
        (0, "0"), (999, "999"), (1000, "1,000"), (12_345, "12,345"), (5_000_000_000, "5,000,000,000"),
    ])
    func long(count: Int, expected: String) {
        #expect(CompactCountFormatter.long(count) == expected)
    }
}

@Suite("RelativeDateFormatter")
struct RelativeDateFormatterTests {
    @Test("says how long ago, in the largest whole unit", arguments: [
        (0, "just now"), (59, "just now"), (60, "1 minute ago"), (119, "1 minute ago"), (3 * 60, "3 minutes ago"),
        (3600, "1 hour ago"), (5 * 3600 + 59 * 60, "5 hours ago"), (86_400, "1 day ago"), (3 * 86_400, "3 days ago"),
        (45 * 86_400, "1 month ago"), (400 * 86_400, "1 year ago"),
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
