import Foundation
import Testing
import TrendingDomain

@Suite("CachePolicy")
struct CachePolicyTests {
    @Test("is fresh when younger than max age", arguments: [0.0, 1, 3599.999])
    func fresh(age: Double) {
        #expect(CachePolicy.isFresh(fetchedAt: fixedNow.addingTimeInterval(-age), now: fixedNow, maxAge: 3600))
    }

    @Test("is stale at or beyond max age", arguments: [3600.0, 3601, 86_400])
    func stale(age: Double) {
        #expect(!CachePolicy.isFresh(fetchedAt: fixedNow.addingTimeInterval(-age), now: fixedNow, maxAge: 3600))
    }

    @Test("does not trust a fetch date in the future")
    func futureIsStale() {
        #expect(!CachePolicy.isFresh(fetchedAt: fixedNow.addingTimeInterval(10), now: fixedNow, maxAge: 3600))
    }

    @Test("a max age of zero is never fresh")
    func zeroMaxAge() {
        #expect(!CachePolicy.isFresh(fetchedAt: fixedNow, now: fixedNow, maxAge: 0))
    }
}
