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

    @Test("what a refresh keeps of earlier lists is capped: the newest held first, a list's own rows in their order (review: churn grew it without bound)")
    func heldIsCapped() {
        let cap = CachedTrending.recentCap
        let older = (0..<cap).map { HeldRepo(repo: anyRepo(id: 10_000 + $0, name: "old\($0)"), heldAt: fixedNow.addingTimeInterval(-3 * 86_400)) }
        let listed = (0..<cap).map { anyRepo(id: $0, name: "r\($0)") }.reversed()
        let cached = CachedTrending(repos: Array(listed), fetchedAt: fixedNow.addingTimeInterval(-3_600), requestedLimit: cap, recent: older)

        let kept = cached.held(replacedBy: [anyRepo(id: 1, name: "r1")], at: fixedNow, age: 7 * 86_400)

        #expect(kept.count == cap)
        #expect(kept.map(\.repo.name) == Array(listed).map(\.name).filter { $0 != "r1" } + ["old0"],
                "the replaced list's own rows, in its order, then the newest of what it kept")
    }
}
