import Foundation
import Testing
@testable import TrendingDomain
import TrendingTestSupport

@Suite("ListSnapshots: newer counts for page rows an earlier run counted")
struct ListSnapshotsNewerCountsTests {
    @Test("a page row counted a day ago takes a snapshot another list took since; one counted after the latest snapshot keeps its count (bb44 z2-D1)")
    func newerCounts() {
        let counted = fixedNow.addingTimeInterval(-86_400)
        let history = HistoryStoreSpy(SnapshotHistory(snapshots: [
            "o/old": [StarSnapshot(at: counted, stars: 9_270), StarSnapshot(at: fixedNow.addingTimeInterval(-60), stars: 10_998)],
            "o/recent": [StarSnapshot(at: fixedNow.addingTimeInterval(-7_200), stars: 400)],
            "o/current": [StarSnapshot(at: fixedNow.addingTimeInterval(-60), stars: 50)],
        ]))
        var listing = TrendingListing(
            repos: [row("old", stars: 9_270), row("recent", stars: 500), row("current", stars: 70)], source: .remote(fetchedAt: fixedNow)
        )
        var warnings: [TrendingWarning] = []

        ListSnapshots(history: history, now: { fixedNow }).newerCounts(
            for: &listing, old: ["o/old": counted, "o/recent": fixedNow.addingTimeInterval(-3_600)], warnings: &warnings
        )

        #expect(listing.repos.map(\.stars) == [10_998, 500, 70], "o/current is no old count: left be")
        #expect(warnings.isEmpty)
    }

    private func row(_ name: String, stars: Int) -> Repo {
        Repo(id: name.hashValue, owner: "o", name: name, description: nil, language: nil, stars: stars, forks: 0,
             urlText: "https://github.com/o/\(name)", createdAt: fixedNow.addingTimeInterval(-400 * 86_400))
    }
}
