import Foundation
import Testing
@testable import TrendingData
import TrendingDomain

@Suite("LocalSnapshotStore")
struct LocalSnapshotStoreTests {
    @Test("saves snapshots under the lock and reads them back to the second")
    func roundTrip() throws {
        let storage = InMemoryStorage()
        let sut = NoticedSnapshotStore(LocalSnapshotStore(storage: storage, now: { referenceNow }))
        let history = SnapshotHistory(snapshots: ["o/r": [StarSnapshot(at: referenceNow.addingTimeInterval(-3600), stars: 5), StarSnapshot(at: referenceNow, stars: 9)]])

        try sut.update { $0 = history }

        #expect(try sut.read() == history)
        #expect(storage.messages.prefix(4) == [.lock, .read("history.json"), .write("history.json"), .unlock])
    }

    @Test("moves a corrupt file aside with a warning and starts over")
    func corrupt() throws {
        let storage = InMemoryStorage(files: ["history.json": Data("[1,2".utf8)])
        let notices = Recorder<StateNotice>()
        let sut = NoticedSnapshotStore(LocalSnapshotStore(storage: storage, now: { referenceNow }), notices: notices)

        #expect(try sut.read() == SnapshotHistory())
        #expect(notices.values == [.corruptMovedAside(movedTo: "/cache/history.json.corrupt-1795435200", file: "history.json")])
    }

    @Test("a full history, at every bound, stays under 4 MiB on disk")
    func sizeBound() throws {
        let storage = InMemoryStorage()
        let sut = NoticedSnapshotStore(LocalSnapshotStore(storage: storage, now: { referenceNow }))
        let perRepo = SnapshotHistory.maxSnapshotsPerRepo
        var snapshots: [String: [StarSnapshot]] = [:]
        for index in 0..<(SnapshotHistory.maxSnapshots / perRepo) {
            // Long names and star counts near the top of what GitHub has make the worst case.
            snapshots["some-long-organisation-name/a-rather-long-repository-name-\(index)"] = (0..<perRepo).map {
                StarSnapshot(at: referenceNow.addingTimeInterval(TimeInterval(-$0 * 3600)), stars: 412_345 + $0)
            }
        }

        try sut.update { $0 = SnapshotHistory(snapshots: snapshots) }

        let size = try #require(storage.files["history.json"]).count
        #expect(size < 4 * 1024 * 1024, "\(size) bytes")
    }
}

@Suite("LocalSnapshotStore, by keys")
struct LocalSnapshotStoreKeysTests {
    @Test("returns just the snapshots asked for, and moves a corrupt file aside like a full read")
    func keys() throws {
        let storage = InMemoryStorage()
        let notices = Recorder<StateNotice>()
        let sut = NoticedSnapshotStore(LocalSnapshotStore(storage: storage, now: { referenceNow }), notices: notices)
        try sut.update { $0 = SnapshotHistory(snapshots: ["o/a": [StarSnapshot(at: referenceNow, stars: 1)], "o/b": [StarSnapshot(at: referenceNow, stars: 2)]]) }

        #expect(try sut.snapshots(for: ["o/b", "o/none"]) == ["o/b": [StarSnapshot(at: referenceNow, stars: 2)]])

        let broken = NoticedSnapshotStore(LocalSnapshotStore(storage: InMemoryStorage(files: ["history.json": Data("{oops".utf8)]), now: { referenceNow }), notices: notices)
        #expect(try broken.snapshots(for: ["o/a"]).isEmpty)
        #expect(notices.values.count == 1)
    }
}

@Suite("LocalSnapshotStore, the file's layout and the head read")
struct LocalSnapshotStoreLayoutTests {
    static func snapshots(_ pairs: [(TimeInterval, Int)]) -> [StarSnapshot] {
        pairs.map { StarSnapshot(at: referenceNow.addingTimeInterval($0.0), stars: $0.1) }
    }

    @Test("the version first, then the repos seen last first (ties by key), each oldest first, with no spaces")
    func layout() throws {
        let storage = InMemoryStorage()
        let sut = NoticedSnapshotStore(LocalSnapshotStore(storage: storage, now: { referenceNow }))
        let history = SnapshotHistory(snapshots: [
            "o/old": Self.snapshots([(-7200, 1)]),
            "o/b": Self.snapshots([(-7200, 3), (0, 5)]),
            "o/a": Self.snapshots([(0, 2)]),
            #"o/q"u\ote"#: Self.snapshots([(-3600, 4)]),
        ])

        try sut.update { $0 = history }

        let now = Int(referenceNow.timeIntervalSince1970)
        let text = try #require(storage.files["history.json"].map { String(decoding: $0, as: UTF8.self) })
        #expect(text == #"{"version":1,"repos":{"o/a":[["# + "\(now),2]],\"o/b\":[[\(now - 7200),3],[\(now),5]],"
            + #""o/q\"u\\ote":[["# + "\(now - 3600),4]],\"o/old\":[[\(now - 7200),1]]}}")
        #expect(try NoticedSnapshotStore(LocalSnapshotStore(storage: storage, now: { referenceNow })).read() == history)
    }

    @Test("a key is written as a JSON string JSONDecoder reads back: quotes, backslashes and control characters escaped")
    func quoting() throws {
        let key = "a\u{1}\u{1F}b\"\\é"
        var out: [UInt8] = []
        HistoryFileWriter.appendQuoted(key, to: &out)

        #expect(String(decoding: out, as: UTF8.self) == #""a\u0001\u001fb\"\\é""#)
        #expect(try JSONDecoder().decode(String.self, from: Data(out)) == key)
    }

    /// 300 repos of 100 snapshots each, the first 20 seen an hour after the rest.
    static func bigHistory() -> SnapshotHistory {
        var snapshots: [String: [StarSnapshot]] = [:]
        for index in 0..<300 {
            let end: TimeInterval = index < 20 ? 0 : -3600
            snapshots["owner-\(index)/repo-\(index)"] = (0..<100).map { StarSnapshot(at: referenceNow.addingTimeInterval(end - TimeInterval(100 - $0) * 3600), stars: 1000 + $0) }
        }
        return SnapshotHistory(snapshots: snapshots)
    }

    @Test("a list of the repos fetched last reads the file's head only")
    func headOnly() throws {
        let storage = InMemoryStorage()
        let history = Self.bigHistory()
        try NoticedSnapshotStore(LocalSnapshotStore(storage: storage, now: { referenceNow })).update { $0 = history }
        let keys = Set((0..<20).map { "owner-\($0)/repo-\($0)" })
        let reader = InMemoryStorage(files: storage.files)
        let sut = NoticedSnapshotStore(LocalSnapshotStore(storage: reader, now: { referenceNow }))

        #expect(try sut.snapshots(for: keys) == history.snapshots.filter { keys.contains($0.key) })
        #expect(reader.messages == [.readHead("history.json", LocalSnapshotStore.headBytes(for: 20))])
        #expect(try #require(storage.files["history.json"]).count > LocalSnapshotStore.headBytes(for: 20) * 2)
        #expect(HistoryFileParser.parse(try #require(storage.files["history.json"])) != nil, "the fast parser reads the whole file")
    }

    @Test("a list of no repos reads nothing")
    func noKeys() throws {
        let storage = InMemoryStorage(files: ["history.json": Data("{oops".utf8)])
        let sut = NoticedSnapshotStore(LocalSnapshotStore(storage: storage, now: { referenceNow }))

        #expect(try sut.snapshots(for: []).isEmpty)
        #expect(storage.messages.isEmpty)
    }

    @Test("repos further in than the head, or missing, are found by reading the whole file")
    func wholeFile() throws {
        let storage = InMemoryStorage()
        let history = Self.bigHistory()
        try NoticedSnapshotStore(LocalSnapshotStore(storage: storage, now: { referenceNow })).update { $0 = history }
        for keys in [["owner-0/repo-0", "owner-299/repo-299"], ["owner-0/repo-0", "o/never-fetched"]] {
            let reader = InMemoryStorage(files: storage.files)
            let sut = NoticedSnapshotStore(LocalSnapshotStore(storage: reader, now: { referenceNow }))

            #expect(try sut.snapshots(for: Set(keys)) == history.snapshots.filter { keys.contains($0.key) })
            #expect(reader.messages == [.readHead("history.json", LocalSnapshotStore.headBytes(for: 2)), .read("history.json")])
        }
    }

    @Test("a broken tail past the repos a list wants is found by the next full read, which moves the file aside")
    func brokenTail() throws {
        let storage = InMemoryStorage()
        let history = Self.bigHistory()
        try NoticedSnapshotStore(LocalSnapshotStore(storage: storage, now: { referenceNow })).update { $0 = history }
        var bytes = try #require(storage.files["history.json"])
        bytes.removeLast(40)
        let reader = InMemoryStorage(files: ["history.json": bytes])
        let notices = Recorder<StateNotice>()
        let sut = NoticedSnapshotStore(LocalSnapshotStore(storage: reader, now: { referenceNow }), notices: notices)

        #expect(try sut.snapshots(for: ["owner-3/repo-3"]) == ["owner-3/repo-3": try #require(history.snapshots["owner-3/repo-3"])])
        #expect(notices.values.isEmpty)
        #expect(try sut.read() == SnapshotHistory())
        #expect(notices.values.count == 1)
    }
}
