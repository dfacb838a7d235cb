import Foundation
import Testing
import TrendingData
import TrendingDomain

@Suite("LocalStarHistoryStore")
struct LocalStarHistoryStoreTests {
    @Test("saves snapshots under the lock and reads them back to the second")
    func roundTrip() throws {
        let storage = InMemoryStorage()
        let sut = LocalStarHistoryStore(storage: storage, now: { referenceNow })
        let history = StarHistory(snapshots: ["o/r": [StarSnapshot(at: referenceNow.addingTimeInterval(-3600), stars: 5), StarSnapshot(at: referenceNow, stars: 9)]])

        try sut.update { $0 = history }

        #expect(try sut.read() == history)
        #expect(storage.messages.prefix(4) == [.lock, .read("history.json"), .write("history.json"), .unlock])
    }

    @Test("moves a corrupt file aside with a notice and starts over")
    func corrupt() throws {
        let storage = InMemoryStorage(files: ["history.json": Data("[1,2".utf8)])
        let notices = Recorder<StateNotice>()
        let sut = LocalStarHistoryStore(storage: storage, now: { referenceNow }, onNotice: notices.append)

        #expect(try sut.read() == StarHistory())
        #expect(notices.values == [.corruptMovedAside(movedTo: "/cache/history.json.corrupt-1795435200")])
    }

    @Test("a full history, at every bound, stays under 4 MiB on disk")
    func sizeBound() throws {
        let storage = InMemoryStorage()
        let sut = LocalStarHistoryStore(storage: storage, now: { referenceNow })
        let perRepo = StarHistory.maxSnapshotsPerRepo
        var snapshots: [String: [StarSnapshot]] = [:]
        for index in 0..<(StarHistory.maxSnapshots / perRepo) {
            // Long names and star counts near the top of what GitHub has make the worst case.
            snapshots["some-long-organisation-name/a-rather-long-repository-name-\(index)"] = (0..<perRepo).map {
                StarSnapshot(at: referenceNow.addingTimeInterval(TimeInterval(-$0 * 3600)), stars: 412_345 + $0)
            }
        }

        try sut.update { $0 = StarHistory(snapshots: snapshots) }

        let size = try #require(storage.files["history.json"]).count
        #expect(size < 4 * 1024 * 1024, "\(size) bytes")
    }
}

@Suite("LocalStarHistoryStore, by keys")
struct LocalStarHistoryStoreKeysTests {
    @Test("returns just the snapshots asked for, and moves a corrupt file aside like a full read")
    func keys() throws {
        let storage = InMemoryStorage()
        let notices = Recorder<StateNotice>()
        let sut = LocalStarHistoryStore(storage: storage, now: { referenceNow }, onNotice: notices.append)
        try sut.update { $0 = StarHistory(snapshots: ["o/a": [StarSnapshot(at: referenceNow, stars: 1)], "o/b": [StarSnapshot(at: referenceNow, stars: 2)]]) }

        #expect(try sut.snapshots(for: ["o/b", "o/none"]) == ["o/b": [StarSnapshot(at: referenceNow, stars: 2)]])

        let broken = LocalStarHistoryStore(storage: InMemoryStorage(files: ["history.json": Data("{oops".utf8)]), now: { referenceNow }, onNotice: notices.append)
        #expect(try broken.snapshots(for: ["o/a"]).isEmpty)
        #expect(notices.values.count == 1)
    }
}
