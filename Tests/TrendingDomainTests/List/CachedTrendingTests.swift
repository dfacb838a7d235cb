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
}
