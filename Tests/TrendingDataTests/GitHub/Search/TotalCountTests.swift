import Foundation
import Testing
import TrendingData
import TrendingDomain
import TrendingTestSupport

@Suite("GitHub's total_count, for browse's `100 of 734`")
struct TotalCountTests {
    @Test("the mapper reads total_count, and tolerates its absence")
    func mapper() throws {
        let full = try GitHubSearchMapper.map(HTTPResponse(status: 200, headers: [:], body: Fixtures.data("search/100-items.json")), now: referenceNow)
        let bare = try GitHubSearchMapper.map(HTTPResponse(status: 200, headers: [:], body: Data(#"{"items":[]}"#.utf8)), now: referenceNow)

        #expect(full.totalCount == 4821)
        #expect(bare.totalCount == nil)
        for odd in [#""lots""#, "1e30", "-1.5", "null"] {
            let body = Data(#"{"total_count":\#(odd),"items":[]}"#.utf8)
            let mapped = try GitHubSearchMapper.map(HTTPResponse(status: 200, body: body), now: referenceNow)
            #expect(mapped.totalCount == nil, "\(odd)")
        }
    }

    @Test("the cache keeps it, and a file written before it was kept still reads")
    func cache() throws {
        let storage = InMemoryStorage(files: [:])
        let sut = LocalTrendingCache(storage: storage, now: { referenceNow })
        let entry = CachedTrending(repos: [anyRepo(id: 1)], fetchedAt: referenceNow, requestedLimit: 25, totalCount: 734)

        try sut.save(entry, for: TrendingQuery())
        #expect(try sut.load(for: TrendingQuery())?.totalCount == 734)

        let older = #"{"version":1,"fetched_at":1795435200,"requested_limit":25,"repos":[]}"#
        let legacy = LocalTrendingCache(storage: InMemoryStorage(files: ["search-daily-all.json": Data(older.utf8)]), now: { referenceNow })
        let loaded = try legacy.load(for: TrendingQuery())
        #expect(loaded != nil && loaded?.totalCount == nil)
    }
}
