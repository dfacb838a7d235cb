import Foundation
import Testing
import TrendingDomain

@Suite("TrendingSort")
struct TrendingSortTests {
    @Test("ranks by stars per hour; ties keep star order; no history goes last in star order")
    func velocity() {
        let repos = [anyRepo(id: 1, name: "a", stars: 900), anyRepo(id: 2, name: "b", stars: 800),
                     anyRepo(id: 3, name: "c", stars: 700), anyRepo(id: 4, name: "d", stars: 600)]
        let deltas = [
            "owner/c": StarDelta(gained: 10, since: fixedNow, perHour: 5),
            "owner/d": StarDelta(gained: 10, since: fixedNow, perHour: 5),
            "owner/b": StarDelta(gained: 90, since: fixedNow, perHour: 9),
        ]

        #expect(TrendingSort.byVelocity(repos, deltas: deltas).map(\.name) == ["b", "c", "d", "a"])
    }
}
