import Foundation
import Testing
@testable import TrendingData
import TrendingDomain

@Suite("LocalUserStateStore")
struct LocalUserStateStoreTests {
    @Test("starts empty when nothing is stored")
    func empty() throws {
        let (sut, _, _) = makeSUT()
        #expect(try sut.read() == UserState())
    }

    @Test("a file missing a collection (edited by hand) has none of it; its bookmarks and hidden repos stay (bb35 u-D3)", arguments: [
        #"{"version":1,"hidden":[{"full_name":"h/x","hidden_at":1795435200}],"bookmarks":[{"full_name":"pa/alpha","added_at":1795435200,"details":null}],"seen":{}}"#,
        #"{"version":1,"bookmarks":[{"full_name":"pa/alpha","added_at":1795435200,"details":null}],"hidden":[{"full_name":"h/x","hidden_at":1795435200}]}"#,
    ])
    func missingCollections(file: String) throws {
        let (sut, storage, notices) = makeSUT(files: ["state.json": Data(file.utf8)])

        let state = try sut.read()
        let hidden = try sut.hiddenKeys()

        #expect(Array(state.bookmarks.keys) == ["pa/alpha"] && Array(state.hidden.keys) == ["h/x"] && state.lastShown.isEmpty)
        #expect(hidden == ["h/x"])
        #expect(notices.values.isEmpty && storage.files.keys.sorted() == ["state.json"], "nothing moved aside")
    }

    @Test("a missing collection beside a key of none (a misspelt Bookmarks) is unreadable, as ever: moved aside, never dropped by the next write (review)")
    func misspeltCollection() throws {
        let file = #"{"version":1,"hidden":[],"last_shown":[],"Bookmarks":[{"full_name":"pa/alpha","added_at":1795435200,"details":null}],"seen":{}}"#
        let (sut, storage, notices) = makeSUT(files: ["state.json": Data(file.utf8)])

        _ = try sut.read()

        #expect(storage.files.keys.contains { $0.hasPrefix("state.json.corrupt-") }, "\(storage.files.keys)")
        #expect(!notices.values.isEmpty)
    }

    @Test("saves changes under the lock and reads them back exactly")
    func roundTrip() throws {
        let (sut, storage, _) = makeSUT()
        let state = fullState()

        try sut.update { $0 = state }

        #expect(try sut.read() == state)
        #expect(storage.messages.prefix(4) == [.lock, .read("state.json"), .write("state.json"), .unlock])
    }

    @Test("does not write when a change changes nothing, so a repeated list costs no fsync")
    func noChangeNoWrite() throws {
        let (sut, storage, _) = makeSUT()
        try sut.update { $0.markSeen([RepoName(owner: "a", name: "b")], at: referenceNow) }

        try sut.update { $0.markSeen([RepoName(owner: "a", name: "b")], at: referenceNow.addingTimeInterval(60)) }

        #expect(storage.messages.filter { $0 == .write("state.json") }.count == 1)
    }

    @Test("reads back names GitHub sent that a user could not type")
    func hostileNames() throws {
        let (sut, _, notices) = makeSUT()
        let odd = RepoName(owner: "mallory", name: "evil\u{1B}[31mrepo")

        try sut.update { $0.lastShown = [ShownRepo(name: odd, url: URL(string: "https://github.com/mallory/evil")!)] }

        #expect(try sut.read().lastShown.map(\.name) == [odd])
        #expect(notices.values.isEmpty, "a valid file is never taken for a corrupt one")
    }

    @Test("never writes a name that would not read back: the next run finds a readable file, every other entry kept")
    func unstorableNamesNotWritten() throws {
        let (sut, _, notices) = makeSUT()
        let good = RepoName(owner: "keep", name: "me")
        let broken = [RepoName(owner: "z", name: ""), RepoName(owner: "", name: "x"), RepoName(owner: "a/b", name: "c")]

        try sut.update { state in
            state.bookmarks[good.key] = Bookmark(name: good, addedAt: referenceNow)
            state.hidden[good.key] = HiddenRepo(name: good, hiddenAt: referenceNow)
            for name in broken { state.hidden[name.key + "#"] = HiddenRepo(name: name, hiddenAt: referenceNow) }
            state.lastShown = ([good] + broken).map { ShownRepo(name: $0, url: URL(string: "https://github.com/keep/me")!) }
        }

        let read = try sut.read()
        #expect(notices.values.isEmpty, "readable: \(notices.values)")
        #expect(Array(read.bookmarks.keys) == [good.key] && Array(read.hidden.keys) == [good.key])
        #expect(read.lastShown.map(\.name) == [good])
    }

    @Test("a last-shown page reads as the text stored, a URL or not, parsed only when opened", arguments: ["not a url", "http://[oops", ""])
    func lastShownPageNotAURL(text: String) throws {
        let (sut, _, notices) = makeSUT()
        let name = RepoName(owner: "octo-org", name: "rocket")

        try sut.update { $0.lastShown = [ShownRepo(name: name, urlText: text)] }

        let shown = try sut.read().lastShown
        #expect(shown.map(\.urlText) == [text] && shown.first?.url == URL(string: text))
        #expect(notices.values.isEmpty, "a page that is not a URL is no corrupt file")
    }

    @Test("writes a versioned file")
    func versioned() throws {
        let (sut, storage, _) = makeSUT()
        try sut.update { $0.markSeen([RepoName(owner: "a", name: "b")], at: referenceNow) }

        let json = try JSONSerialization.jsonObject(with: try #require(storage.files["state.json"])) as? [String: Any]
        #expect(json?["version"] as? Int == 1)
    }

    @Test("moves a corrupt file aside with a warning, then goes on from empty state")
    func corrupt() throws {
        let (sut, storage, notices) = makeSUT(files: ["state.json": Data("{\"version\":1,\"bookm".utf8)])

        try sut.update { $0.hidden["a/b"] = HiddenRepo(name: RepoName(owner: "a", name: "b"), hiddenAt: referenceNow) }

        #expect(notices.values == [.corruptMovedAside(movedTo: "/cache/state.json.corrupt-1795435200", file: "state.json")])
        #expect(storage.files["state.json.corrupt-1795435200"] == Data("{\"version\":1,\"bookm".utf8), "never silently emptied")
        #expect(try sut.read().hidden.count == 1)
    }

    @Test("a read finding the file corrupt moves it aside only under the lock, after a second look (bb40 j2-D1)")
    func corruptReadMovesAsideUnderLock() throws {
        let storage = InMemoryStorage(files: ["state.json": Data("{\"version\":1,\"bookm".utf8)])
        let sut = LocalUserStateStore(storage: storage, now: { referenceNow })

        let read = try sut.read()

        #expect(read.value == UserState() && read.warnings == [.corruptMovedAside(movedTo: "/cache/state.json.corrupt-1795435200", file: "state.json")])
        #expect(storage.messages == [.read("state.json"), .lock, .read("state.json"), .moveAside("state.json", "corrupt-1795435200"), .unlock])
    }

    @Test("a read finding the file corrupt, which a writer replaced before the reader got the lock, reads the new file and moves nothing (bb40 j2-D1)")
    func corruptReplacedByWriter() throws {
        let written = InMemoryStorage()
        _ = try LocalUserStateStore(storage: written, now: { referenceNow }).update {
            $0.hidden["a/b"] = HiddenRepo(name: RepoName(owner: "a", name: "b"), hiddenAt: referenceNow)
        }
        let storage = InMemoryStorage(files: ["state.json": Data("{\"version\":1,\"bookm".utf8)])
        let racing = WriterBeforeLock(storage) { try? storage.write(written.files["state.json"]!, to: "state.json") }
        let sut = LocalUserStateStore(storage: racing, now: { referenceNow })

        let read = try sut.read()

        #expect(read.value.hidden.count == 1 && read.warnings.isEmpty, "\(read)")
        #expect(!storage.messages.contains { if case .moveAside = $0 { true } else { false } })
        #expect(storage.files.keys.sorted() == ["state.json"])
    }

    @Test("a corrupt file moved aside, then a write that fails: the error says where the file went")
    func corruptThenUnwritable() throws {
        let storage = InMemoryStorage(files: ["state.json": Data("{\"version\":1,\"bookm".utf8)])
        storage.writeError = .io(.test("No space left on device"))
        let sut = LocalUserStateStore(storage: storage, now: { referenceNow })

        #expect(throws: StateError.failedAfterMovingAside(movedTo: "/cache/state.json.corrupt-1795435200", .io(.test("No space left on device")))) {
            try sut.update { $0.hidden["a/b"] = HiddenRepo(name: RepoName(owner: "a", name: "b"), hiddenAt: referenceNow) }
        }
        #expect(storage.files["state.json.corrupt-1795435200"] == Data("{\"version\":1,\"bookm".utf8), "never silently emptied")
    }

    @Test("a read for some repos gives the state restricted to them, from the file as written")
    func readForKeys() throws {
        let (sut, _, notices) = makeSUT()
        try sut.update { $0 = fullState() }
        let keys: Set<String> = ["octo-org/rocket", "nobody/else"]

        let restricted = try sut.read(for: keys)

        #expect(restricted == (try sut.read()).restricted(to: keys))
        #expect(restricted.bookmarks.keys.sorted() == ["octo-org/rocket"])
        #expect(notices.values.isEmpty)
    }

    @Test("a read for some repos moves a file aside that is not JSON, wherever it breaks", arguments: [
        #"{"version":1,"bookm"#,
        #"{"version":1,"bookmarks":[],"hidden":[],"seen":{"other/repo\q":1},"last_shown":[]}"#,
        #"{"version":1,"bookmarks":[{"full_name":"other/repo","added_at":1795435200,"details":{"id":1]}],"hidden":[],"seen":{},"last_shown":[]}"#,
    ])
    func readForKeysCorrupt(file: String) throws {
        let (sut, storage, notices) = makeSUT(files: ["state.json": Data(file.utf8)])

        #expect(try sut.read(for: ["a/b"]) == UserState())

        #expect(notices.values == [.corruptMovedAside(movedTo: "/cache/state.json.corrupt-1795435200", file: "state.json")])
        #expect(storage.files["state.json.corrupt-1795435200"] == Data(file.utf8))
    }

    @Test("an impossible entry a list passes over is found by the next change, which moves the file aside", arguments: [
        #"{"version":1,"bookmarks":[],"hidden":[],"seen":{"other/repo":1e300},"last_shown":[]}"#,
        #"{"version":1,"bookmarks":[{"full_name":"other/repo","added_at":1795435200,"details":{"id":1}}],"hidden":[],"seen":{},"last_shown":[]}"#,
    ])
    func passedOverDoubtFoundByTheNextChange(file: String) throws {
        let (sut, storage, notices) = makeSUT(files: ["state.json": Data(file.utf8)])

        #expect(try sut.read(for: ["a/b"]) == UserState())
        #expect(notices.values.isEmpty)

        try sut.update { $0.markSeen([RepoName(parsing: "a/b")!], at: referenceNow) }

        #expect(notices.values == [.corruptMovedAside(movedTo: "/cache/state.json.corrupt-1795435200", file: "state.json")])
        #expect(storage.files["state.json.corrupt-1795435200"] == Data(file.utf8), "never silently emptied")
        #expect(try sut.read().seen.keys.sorted() == ["a/b"])
    }

    @Test("a bookmark's details with a count past 2^63 are dropped alone, as those past 10^12 are; the bookmark and the rest stay (bb33 m-r02)", arguments: [
        "10000000000000000000", "-10000000000000000000", "10000000000000",
    ])
    func hugeCountInDetails(stars: String) throws {
        let details = #"{"id":7,"stars":\#(stars),"forks":0,"owner":"o","name":"r","url":"https://github.com/o/r","created_at":1795435200}"#
        let file = #"{"version":1,"bookmarks":[{"full_name":"o/r","added_at":1795435200,"details":\#(details)},{"full_name":"keep/me","added_at":1795435200}],"hidden":[{"full_name":"h/x","hidden_at":1795435200}],"seen":{},"last_shown":[]}"#
        let (sut, _, notices) = makeSUT(files: ["state.json": Data(file.utf8)])

        let state = try sut.read()

        #expect(state.bookmarks.keys.sorted() == ["keep/me", "o/r"] && state.bookmarks["o/r"]?.details == nil)
        #expect(state.hidden.keys.sorted() == ["h/x"])
        #expect(!notices.values.contains { if case .corruptMovedAside = $0 { true } else { false } }, "\(notices.values)")
    }

    @Test("the hidden repos are read without the rest, as the whole read would give them")
    func hiddenKeys() throws {
        let (sut, _, notices) = makeSUT()
        try sut.update { $0 = fullState() }

        #expect(try sut.hiddenKeys() == Set(try sut.read().hidden.keys))
        #expect(try !sut.hiddenKeys().isEmpty)
        #expect(notices.values.isEmpty)
    }

    @Test("a big state's hidden repos are read from its head alone, as this tool writes it")
    func hiddenKeysFromTheHead() throws {
        let (sut, storage, _) = makeSUT()
        try sut.update { state in
            state = fullState()
            for n in 0..<5_000 { state.seen["seen-\(n)/repo-\(n)"] = referenceNow }
        }
        #expect(try #require(storage.files["state.json"]).count > LocalUserStateStore.headBytes)
        let before = storage.messages.count

        let keys = try sut.hiddenKeys()

        #expect(keys == Set(try sut.read().hidden.keys) && !keys.isEmpty)
        #expect(storage.messages[before...].prefix(1) == [.readHead("state.json", LocalUserStateStore.headBytes)])
        #expect(!storage.messages[before...].dropLast(1).contains(.read("state.json")), "read whole for the hidden repos")
    }

    @Test("hidden repos past the head (a file written another way) are found by reading it whole")
    func hiddenKeysPastTheHead() throws {
        let seen = (0..<5_000).map { #""seen-\#($0)/repo-\#($0)":1795435200"# }.joined(separator: ",")
        let file = #"{"version":1,"seen":{"# + seen + #"},"bookmarks":[],"hidden":[{"full_name":"x/y","hidden_at":1795435200}],"last_shown":[]}"#
        #expect(file.utf8.count > LocalUserStateStore.headBytes)
        let (sut, storage, notices) = makeSUT(files: ["state.json": Data(file.utf8)])

        #expect(try sut.hiddenKeys() == ["x/y"])
        #expect(storage.messages.contains(.read("state.json")))
        #expect(notices.values.isEmpty)
    }

    @Test("a file the hidden repos can't be found in is moved aside, as any read moves it")
    func hiddenKeysCorrupt() throws {
        let (sut, storage, notices) = makeSUT(files: ["state.json": Data(#"{"version":1,"bookm"#.utf8)])

        #expect(try sut.hiddenKeys().isEmpty)
        #expect(notices.values == [.corruptMovedAside(movedTo: "/cache/state.json.corrupt-1795435200", file: "state.json")])
        #expect(storage.files["state.json"] == nil)
    }

    @Test("a doubt after the hidden repos is left to the read that follows, which moves the file aside")
    func hiddenKeysThenRead() throws {
        let file = #"{"version":1,"bookmarks":[],"hidden":[{"full_name":"x/y","hidden_at":1795435200}],"seen":{"a/b":1e300},"last_shown":[]}"#
        let (sut, storage, notices) = makeSUT(files: ["state.json": Data(file.utf8)])

        #expect(try sut.hiddenKeys() == ["x/y"])
        #expect(notices.values.isEmpty)
        #expect(try sut.read(for: ["a/b"]) == UserState())
        #expect(notices.values == [.corruptMovedAside(movedTo: "/cache/state.json.corrupt-1795435200", file: "state.json")])
        #expect(storage.files["state.json.corrupt-1795435200"] == Data(file.utf8))
    }

    @Test("refuses to overwrite a file from a newer release")
    func newerVersion() {
        let newer = Data(#"{"version":2,"something":"new"}"#.utf8)
        let (sut, storage, _) = makeSUT(files: ["state.json": newer])

        #expect(throws: StateError.newerFormat(file: "state.json", version: 2)) { try sut.update { $0 = UserState() } }
        #expect(throws: StateError.newerFormat(file: "state.json", version: 2)) { try sut.read() }
        #expect(throws: StateError.self) { try sut.read(for: ["a/b"]) }
        #expect(throws: StateError.self) { try sut.hiddenKeys() }
        #expect(storage.files["state.json"] == newer)
    }

    @Test("reports a lock timeout as busy")
    func busy() throws {
        let root = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let holder = FileSystemStorage(directory: root)
        let time = ManualClock()
        let storage = FileSystemStorage(directory: root, lockTimeout: 0.1, clock: time.clock, sleep: time.syncSleep)
        let sut = NoticedUserStateStore(store: LocalUserStateStore(storage: storage, now: { referenceNow }), notices: Recorder())

        try holder.withExclusiveLock { () throws(StorageError) in
            #expect(throws: StateError.self) { try sut.update { _ in } }
            return
        }
    }

    @Test("works on the real file client, files 0600")
    func onDisk() throws {
        let root = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let sut = NoticedUserStateStore(store: LocalUserStateStore(storage: FileSystemStorage(directory: root), now: { referenceNow }), notices: Recorder())

        try sut.update { $0 = fullState() }

        #expect(try sut.read() == fullState())
        let mode = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent("state.json").path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    // MARK: - Helpers

    private func makeSUT(files: [String: Data] = [:]) -> (NoticedUserStateStore, InMemoryStorage, Recorder<StateNotice>) {
        let storage = InMemoryStorage(files: files)
        let notices = Recorder<StateNotice>()
        return (NoticedUserStateStore(store: LocalUserStateStore(storage: storage, now: { referenceNow }), notices: notices), storage, notices)
    }
}

/// A storage where another process's change lands just before the lock is taken.
private struct WriterBeforeLock: LocalStorageClient {
    let storage: InMemoryStorage
    let change: @Sendable () -> Void

    init(_ storage: InMemoryStorage, change: @escaping @Sendable () -> Void) {
        self.storage = storage
        self.change = change
    }

    func read(_ key: String) throws(StorageError) -> Data? { try storage.read(key) }
    func write(_ data: Data, to key: String) throws(StorageError) { try storage.write(data, to: key) }
    func delete(_ key: String) throws(StorageError) { try storage.delete(key) }
    func moveAside(_ key: String, suffix: String) throws(StorageError) -> String { try storage.moveAside(key, suffix: suffix) }
    func keys() throws(StorageError) -> [String] { try storage.keys() }
    func withExclusiveLock<T>(_ body: () throws(StorageError) -> T) throws(StorageError) -> T {
        change()
        return try storage.withExclusiveLock(body)
    }
}
