import Foundation
import Testing
import TrendingDomain

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

    @Test("serves any limit when it holds every repo GitHub counted for the query, however many it asked for")
    func holdsGitHubsCount() {
        #expect(CachedTrending(repos: repos(30), fetchedAt: fixedNow, requestedLimit: 30, totalCount: 30).canServe(limit: 50))
        #expect(!CachedTrending(repos: repos(30), fetchedAt: fixedNow, requestedLimit: 30, totalCount: 31).canServe(limit: 50))
        #expect(!CachedTrending(repos: repos(30), fetchedAt: fixedNow, requestedLimit: 30).canServe(limit: 50), "no count kept")
    }

    @Test("serves any limit when it holds the 1,000 repos GitHub's search ever gives: hidden ones can't be made up by asking again")
    func holdsTheSearchCap() {
        #expect(CachedTrending(repos: repos(1000), fetchedAt: fixedNow, requestedLimit: 1000, totalCount: 1500).canServe(limit: 1001))
        #expect(!CachedTrending(repos: repos(999), fetchedAt: fixedNow, requestedLimit: 999, totalCount: 1500).canServe(limit: 1000))
    }
}
