import Foundation
import Testing
import TrendingData
import TrendingDomain
import TrendingTestSupport

/// The behaviours every `UserStateStore` must have, those the state use cases rely on, run
/// against the state file in a temp folder and against the domain tests' in-memory
/// `StateStoreSpy`, so the spy can't drift from what it stands in for. What a corrupt, newer or
/// locked file does is the file store's alone (`LocalUserStateStoreTests`).
@Suite("UserStateStore specs")
struct UserStateStoreSpecs {
    /// The stores the specs run against.
    enum Store: String, CaseIterable, CustomTestStringConvertible {
        case local, inMemory
        var testDescription: String { rawValue }
    }

    @Test("reads an empty state when nothing was saved", arguments: Store.allCases)
    func readMissing(store: Store) throws {
        try withSUT(store) { (sut) throws in
            #expect(try sut.read() == UserState())
            #expect(try sut.read(for: ["a/b"]) == UserState())
            #expect(try sut.hiddenKeys().isEmpty)
        }
    }

    @Test("saves an update's change and reads it back exactly", arguments: Store.allCases)
    func roundTrip(store: Store) throws {
        try withSUT(store) { (sut) throws in
            try sut.update { $0 = fullState() }

            #expect(try sut.read() == fullState())
        }
    }

    @Test("returns what the change returns", arguments: Store.allCases)
    func updateResult(store: Store) throws {
        try withSUT(store) { (sut) throws in
            let result = try sut.update { state -> Int in
                state.markSeen([RepoName(owner: "a", name: "b")], at: referenceNow)
                return state.seen.count
            }

            #expect(result == 1)
        }
    }

    @Test("applies each change to the state the last one left", arguments: Store.allCases)
    func updatesBuildOnEachOther(store: Store) throws {
        try withSUT(store) { (sut) throws in
            let a = RepoName(owner: "a", name: "one")
            let b = RepoName(owner: "b", name: "two")
            try sut.update { $0 = fullState() }

            try sut.update { $0.hidden[a.key] = HiddenRepo(name: a, hiddenAt: referenceNow) }
            try sut.update { $0.bookmarks[b.key] = nil }

            var expected = fullState()
            expected.hidden[a.key] = HiddenRepo(name: a, hiddenAt: referenceNow)
            expected.bookmarks[b.key] = nil
            #expect(try sut.read() == expected)
        }
    }

    @Test("a read for some repos is the state restricted to them", arguments: Store.allCases, [
        Set<String>(), ["octo-org/rocket"], ["b/two", "c/three", "not/there"],
    ])
    func readForKeys(store: Store, keys: Set<String>) throws {
        try withSUT(store) { (sut) throws in
            try sut.update { $0 = fullState() }

            #expect(try sut.read(for: keys) == fullState().restricted(to: keys))
        }
    }

    @Test("the hidden keys are those of the state's hidden repos", arguments: Store.allCases)
    func hiddenKeys(store: Store) throws {
        try withSUT(store) { (sut) throws in
            try sut.update { $0 = fullState() }

            #expect(try sut.hiddenKeys() == Set(fullState().hidden.keys))
        }
    }

    // MARK: - Helpers

    private func withSUT(_ store: Store, _ body: (any UserStateStore) throws -> Void) throws {
        switch store {
        case .inMemory:
            try body(StateStoreSpy())
        case .local:
            let root = makeTemporaryDirectory()
            defer { try? FileManager.default.removeItem(at: root) }
            try body(LocalUserStateStore(storage: FileSystemStorage(directory: root.appendingPathComponent("trending")), now: { referenceNow }))
        }
    }

    private func fullState() -> UserState {
        let a = RepoName(owner: "Octo-Org", name: "rocket")
        let b = RepoName(owner: "b", name: "two")
        return UserState(
            bookmarks: [a.key: Bookmark(name: a, addedAt: referenceNow, details: anyRepo(id: 7)), b.key: Bookmark(name: b, addedAt: referenceNow.addingTimeInterval(1))],
            hidden: [b.key: HiddenRepo(name: b, hiddenAt: referenceNow.addingTimeInterval(0.5))],
            seen: [a.key: referenceNow, "c/three": referenceNow.addingTimeInterval(-100)],
            lastShown: [ShownRepo(name: a, url: URL(string: "https://github.com/Octo-Org/rocket")!)]
        )
    }
}
