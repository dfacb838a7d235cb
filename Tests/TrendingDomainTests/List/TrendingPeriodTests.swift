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
