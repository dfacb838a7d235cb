import Foundation
import Testing
import TrendingDomain

@Suite("TrendingPeriod")
struct TrendingPeriodTests {
    @Test("starts 1, 7 or 30 UTC days before today", arguments: [
        (TrendingPeriod.daily, "2026-11-22"), (.weekly, "2026-11-16"), (.monthly, "2026-10-24"),
    ])
    func startDay(period: TrendingPeriod, expected: String) throws {
        let lateInTheDay = try Date("2026-11-23T23:59:59Z", strategy: .iso8601)
        let expectedDate = try Date("\(expected)T00:00:00Z", strategy: .iso8601)

        #expect(period.startDay(relativeTo: lateInTheDay) == expectedDate)
    }

    @Test("uses the UTC day even just after midnight")
    func justAfterMidnight() throws {
        let now = try Date("2026-11-23T00:00:01Z", strategy: .iso8601)
        #expect(TrendingPeriod.daily.startDay(relativeTo: now) == (try Date("2026-11-22T00:00:00Z", strategy: .iso8601)))
    }
}

@Suite("CachedTrending")
struct CachedTrendingTests {
    @Test("serves limits up to its length")
    func servesUpToLength() {
        let entry = CachedTrending(repos: repos(10), fetchedAt: fixedNow, requestedLimit: 10)
        #expect(entry.canServe(limit: 10))
        #expect(!entry.canServe(limit: 11))
    }

    @Test("serves any limit when the fetch returned fewer than it asked for")
    func exhaustive() {
        let entry = CachedTrending(repos: repos(3), fetchedAt: fixedNow, requestedLimit: 25)
        #expect(entry.canServe(limit: 100))
    }
}

@Suite("UTCDate")
struct UTCDateTests {
    @Test("formats UTC fields exactly, across leap days, centuries and before 1970", arguments: [
        "2026-11-23T12:00:00Z", "2024-02-29T23:59:59Z", "2000-03-01T00:00:00Z", "1900-03-01T00:00:00Z",
        "1969-12-31T23:59:59Z", "1970-01-01T00:00:00Z", "2100-12-31T23:59:59Z",
    ])
    func roundTrip(text: String) throws {
        #expect(UTCDate(try Date(text, strategy: .iso8601)).iso8601 == text)
    }

    @Test("rounds fractions of a second down")
    func fractions() throws {
        #expect(UTCDate(try Date("2026-11-23T12:00:00Z", strategy: .iso8601).addingTimeInterval(0.999)).iso8601 == "2026-11-23T12:00:00Z")
    }
}
