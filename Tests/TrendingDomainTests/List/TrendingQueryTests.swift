import Testing
import TrendingDomain

@Suite("TrendingQuery")
struct TrendingQueryTests {
    @Test("a star floor of 0 or less is none: the same query, cache and feed as without one (bb43 t2)", arguments: [0, -3])
    func noFloor(floor: Int) {
        let sut = TrendingQuery(minStars: floor)

        #expect(sut.minStars == nil)
        #expect(sut == TrendingQuery())
    }

    @Test("a floor above 0 is kept")
    func floorKept() {
        #expect(TrendingQuery(minStars: 1).minStars == 1)
        #expect(TrendingQuery(minStars: 500).minStars == 500)
    }

    @Test("topics are matched as GitHub does: lower case, each once, sorted")
    func topics() {
        #expect(TrendingQuery(topics: ["CLI", "swift", "cli"]).normalizedTopics == ["cli", "swift"])
    }
}
