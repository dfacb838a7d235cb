import Foundation
import Testing
import TrendingDomain

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

    @Test("any date reads, however far off: no trap converting it (bb36 w-D3)", arguments: [-9.2e18, 9.2e18, Double.infinity, -Double.infinity, Double.nan])
    func farOff(seconds: Double) {
        let date = UTCDate(Date(timeIntervalSince1970: seconds))
        #expect(date.month >= 1 && date.month <= 12)
    }
}
