import Foundation
import Testing
import TrendingDomain
import TrendingTestSupport

@Suite("SnapshotHistoryUseCase")
struct SnapshotHistoryUseCaseTests {
    @Test("one repo's snapshots, oldest first; none for a repo no fetch has seen")
    func history() throws {
        let snapshots = [StarSnapshot(at: fixedNow.addingTimeInterval(-60), stars: 1), StarSnapshot(at: fixedNow, stars: 2)]
        let sut = SnapshotHistoryUseCase(store: HistoryStoreSpy(SnapshotHistory(snapshots: ["owner/repo": snapshots])))

        #expect(try sut.history(of: name("Owner/Repo")) == StateResult(snapshots))
        #expect(try sut.history(of: name("other/repo")) == StateResult([]))
    }

    @Test("snapshots dated over a day after now (a clock set ahead once) are left out, as the next write drops them")
    func future() throws {
        let kept = [StarSnapshot(at: fixedNow.addingTimeInterval(-60), stars: 1), StarSnapshot(at: fixedNow.addingTimeInterval(3600), stars: 2)]
        let ahead = StarSnapshot(at: fixedNow.addingTimeInterval(4 * 365 * 86_400), stars: 3)
        let sut = SnapshotHistoryUseCase(store: HistoryStoreSpy(SnapshotHistory(snapshots: ["owner/repo": kept + [ahead]])), now: { fixedNow })

        #expect(try sut.history(of: name("owner/repo")) == StateResult(kept))
    }

    @Test("a corrupt history file moved aside is the result's warning, with no snapshots")
    func corruptHistory() throws {
        let store = HistoryStoreSpy(SnapshotHistory(snapshots: ["owner/repo": [StarSnapshot(at: fixedNow, stars: 2)]]))
        store.corrupt(movedTo: "/state/history.json.corrupt-1")

        let result = try SnapshotHistoryUseCase(store: store).history(of: name("owner/repo"))

        #expect(result == StateResult([], warnings: [.corruptMovedAside(movedTo: "/state/history.json.corrupt-1")]))
    }
}
