import Foundation
import Testing
@testable import TrendingData

@Suite("GitHubTimestamp")
struct GitHubTimestampTests {
    @Test("GitHub's form and other ISO 8601 times with real fields are read", arguments: [
        ("2026-11-22T13:00:00Z", 1_795_352_400.0), ("2026-11-22T14:00:00+01:00", 1_795_352_400), ("2026-11-22T13:00:00.500Z", 1_795_352_400.5),
        ("2024-02-29T00:00:00Z", 1_709_164_800),
    ])
    func reads(text: String, seconds: Double) {
        #expect(GitHubTimestamp.strict(text)?.timeIntervalSince1970 == seconds)
    }

    @Test("a day, an hour, a minute or a second that does not exist is no time, never rolled over to a later one (bb38 c2-D1)", arguments: [
        "2026-02-30T00:00:00Z", "2026-02-29T00:00:00Z", "2026-11-22T25:00:00Z", "2026-11-22T13:60:00Z", "2026-11-22T13:00:99Z",
        "2026-04-31T00:00:00+02:00", "2026-13-01T00:00:00Z", "2026-11-00T00:00:00Z", "yesterday", "2026-11-22",
        // Nor an offset's impossible minutes, or anything after the zone (the review's L2).
        "2026-11-22T13:00:00+01:99", "2026-11-22T13:00:00+25:00", "2026-11-22T13:00:00Z1", "2026-11-22T13:00:00Z99999", "2026-11-22T13:00:00.Z",
        "2026-11-22T13:00:00",
    ])
    func refuses(text: String) {
        #expect(GitHubTimestamp.strict(text) == nil)
    }

    @Test("a search item whose created_at is no real time is left out as unreadable, the others kept")
    func searchItem() throws {
        let item = { (id: Int, created: String) in
            #"{"id":\#(id),"name":"r\#(id)","full_name":"o/r\#(id)","owner":{"login":"o"},"html_url":"https://github.com/o/r\#(id)","stargazers_count":5,"created_at":"\#(created)"}"#
        }
        let body = #"{"total_count":2,"incomplete_results":false,"items":["# + item(1, "2026-11-22T25:00:00Z") + "," + item(2, "2026-11-22T13:00:00Z") + "]}"
        let decoded = try #require(GitHubSearchMapper.decoded(Data(body.utf8)))
        #expect(decoded.items.map(\.full_name) == ["o/r2"], "\(decoded.items)")
        #expect(decoded.unreadable.count == 1)
    }
}
