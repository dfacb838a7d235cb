import Foundation
import Testing
import TrendingData
import TrendingDomain
import TrendingTestSupport

/// The behaviours every `UserStateStore` must have, those the state use cases rely on, run
/// against the state file in a temp folder and against the domain tests' in-memory
/// `StateStoreSpy`, so the spy can't drift from what it stands in for. That a corrupt file is
/// answered as the empty state with the moved-aside warning is here; what a newer or locked
/// file does is the file store's alone (`LocalUserStateStoreTests`).
@Suite("UserStateStore specs")
struct UserStateStoreSpecs {
    @Test("reads an empty state when nothing was saved", arguments: GatewaySpecSubject.allCases)
    func readMissing(store: GatewaySpecSubject) throws {
        try withSUT(store) { (sut) throws in
            #expect(try sut.read() == StateResult(UserState()))
            #expect(try sut.read(for: ["a/b"]) == StateResult(UserState()))
            #expect(try sut.hiddenKeys() == StateResult([]))
        }
    }

    @Test("saves an update's change and reads it back exactly", arguments: GatewaySpecSubject.allCases)
    func roundTrip(store: GatewaySpecSubject) throws {
        try withSUT(store) { (sut) throws in
            #expect(try sut.update { $0 = fullState() }.warnings.isEmpty)

            #expect(try sut.read() == StateResult(fullState()))
        }
    }

    @Test("returns what the change returns", arguments: GatewaySpecSubject.allCases)
    func updateResult(store: GatewaySpecSubject) throws {
        try withSUT(store) { (sut) throws in
            let result = try sut.update { state -> Int in
                state.markSeen([RepoName(owner: "a", name: "b")], at: referenceNow)
                return state.seen.count
            }

            #expect(result == StateResult(1))
        }
    }

    @Test("applies each change to the state the last one left", arguments: GatewaySpecSubject.allCases)
    func updatesBuildOnEachOther(store: GatewaySpecSubject) throws {
        try withSUT(store) { (sut) throws in
            let a = RepoName(owner: "a", name: "one")
            let b = RepoName(owner: "b", name: "two")
            _ = try sut.update { $0 = fullState() }

            _ = try sut.update { $0.hidden[a.key] = HiddenRepo(name: a, hiddenAt: referenceNow) }
            _ = try sut.update { $0.bookmarks[b.key] = nil }

            var expected = fullState()
            expected.hidden[a.key] = HiddenRepo(name: a, hiddenAt: referenceNow)
            expected.bookmarks[b.key] = nil
            #expect(try sut.read() == StateResult(expected))
        }
    }

    @Test("a read for some repos is the state restricted to them", arguments: GatewaySpecSubject.allCases, [
        Set<String>(), ["octo-org/rocket"], ["b/two", "c/three", "not/there"],
    ])
    func readForKeys(store: GatewaySpecSubject, keys: Set<String>) throws {
        try withSUT(store) { (sut) throws in
            _ = try sut.update { $0 = fullState() }

            #expect(try sut.read(for: keys) == StateResult(fullState().restricted(to: keys)))
        }
    }

    @Test("the hidden keys are those of the state's hidden repos", arguments: GatewaySpecSubject.allCases)
    func hiddenKeys(store: GatewaySpecSubject) throws {
        try withSUT(store) { (sut) throws in
            _ = try sut.update { $0 = fullState() }

            #expect(try sut.hiddenKeys() == StateResult(Set(fullState().hidden.keys)))
        }
    }

    @Test("a corrupt file yields the moved-aside warning with an empty value, once", arguments: GatewaySpecSubject.allCases, StateRead.allCases)
    func corrupt(store: GatewaySpecSubject, read: StateRead) throws {
        try withSUT(store) { (sut, corrupt) throws in
            _ = try sut.update { $0 = fullState() }
            try corrupt()

            let first = try read.isEmpty(sut)
            let second = try read.isEmpty(sut)

            #expect(first.value, "the value is the empty one")
            #expect(first.warnings.count == 1)
            guard case .corruptMovedAside(let movedTo, _)? = first.warnings.first else { return }
            #expect(movedTo.hasSuffix("state.json.corrupt-1795435200"), "\(movedTo)")
            #expect(second == StateResult(true), "the file was moved aside: the next read finds none")
        }
    }

    // MARK: - Helpers

    private func withSUT(_ store: GatewaySpecSubject, _ body: (any UserStateStore) throws -> Void) throws {
        try withSUT(store) { sut, _ in try body(sut) }
    }

    /// `body` gets the store and what makes its file corrupt.
    private func withSUT(_ store: GatewaySpecSubject, _ body: (any UserStateStore, () throws -> Void) throws -> Void) throws {
        switch store {
        case .inMemory:
            let spy = StateStoreSpy()
            try body(spy) { spy.corrupt(movedTo: "/state/state.json.corrupt-1795435200") }
        case .local:
            try withTemporaryStorage { storage in
                try body(LocalUserStateStore(storage: storage, now: { referenceNow })) {
                    try storage.write(Data("{\"version\":1,\"bookm".utf8), to: LocalUserStateStore.key)
                }
            }
        }
    }

    /// Each way the state is read or changed, answering whether what it found was empty.
    enum StateRead: String, CaseIterable, CustomTestStringConvertible {
        case read, readForKeys, hiddenKeys, update
        var testDescription: String { rawValue }

        func isEmpty(_ sut: any UserStateStore) throws(StateError) -> StateResult<Bool> {
            switch self {
            case .read: try sut.read().map { $0 == UserState() }
            case .readForKeys: try sut.read(for: ["octo-org/rocket"]).map { $0 == UserState() }
            case .hiddenKeys: try sut.hiddenKeys().map(\.isEmpty)
            case .update: try sut.update { state in state == UserState() }
            }
        }
    }
}
