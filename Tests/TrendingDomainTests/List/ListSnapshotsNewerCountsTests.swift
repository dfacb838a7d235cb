import Foundation
import Testing
@testable import TrendingDomain
import TrendingTestSupport

@Suite("ListSnapshots: newer counts for rows an earlier run counted, and a history that fails")
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

    @Test("snapshots that cannot be read are said as unread (a list from the cache saves none); a fetched list's that cannot be written, as not saved (bb46 e3-D1)",
          arguments: [
              (FailingSnapshotStore.Failure.read, true, TrendingWarning.snapshotsUnreadable(.io(.failed(.read, path: "/s/history.json", reason: "Permission denied")))),
              (.read, false, .snapshotsUnreadable(.io(.failed(.read, path: "/s/history.json", reason: "Permission denied")))),
              (.write, true, .snapshotsNotSaved(.io(.failed(.write, path: "/s/history.json", reason: "No space left on device")))),
          ])
    func unreadOrUnsaved(failure: FailingSnapshotStore.Failure, fetched: Bool, said: TrendingWarning) {
        var listing = TrendingListing(repos: [row("a", stars: 5)], source: fetched ? .remote(fetchedAt: fixedNow) : .offlineCache(fetchedAt: fixedNow))
        var warnings: [TrendingWarning] = []

        let snapshots = ListSnapshots(history: FailingSnapshotStore(failure), now: { fixedNow })
            .measure(&listing, period: .daily, options: ListingOptions(), warnings: &warnings)

        #expect(snapshots.isEmpty)
        #expect(warnings == [said])
    }

    private func row(_ name: String, stars: Int) -> Repo {
        Repo(id: name.hashValue, owner: "o", name: name, description: nil, language: nil, stars: stars, forks: 0,
             urlText: "https://github.com/o/\(name)", createdAt: fixedNow.addingTimeInterval(-400 * 86_400))
    }
}

/// A snapshot store whose file cannot be read, or is read and cannot be written.
struct FailingSnapshotStore: SnapshotStore {
    enum Failure: Sendable { case read, write }
    let failure: Failure
    init(_ failure: Failure) { self.failure = failure }

    private var unread: StateError { .io(.failed(.read, path: "/s/history.json", reason: "Permission denied")) }
    func read() throws(StateError) -> StateResult<SnapshotHistory> {
        guard failure == .write else { throw unread }
        return StateResult(SnapshotHistory())
    }
    func snapshots(for keys: Set<String>) throws(StateError) -> StateResult<[String: [StarSnapshot]]> { try read().map { _ in [:] } }
    func snapshots(for keys: Set<String>, since: Date) throws(StateError) -> StateResult<[String: [StarSnapshot]]> { try read().map { _ in [:] } }
    func update<T>(_ change: (inout SnapshotHistory) -> T) throws(StateError) -> StateResult<T> {
        guard failure == .write else { throw unread }
        throw .io(.failed(.write, path: "/s/history.json", reason: "No space left on device"))
    }
}
