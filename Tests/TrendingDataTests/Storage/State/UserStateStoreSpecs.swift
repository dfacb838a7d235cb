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
    @Test("reads an empty state when nothing was saved", arguments: GatewaySpecSubject.allCases)
    func readMissing(store: GatewaySpecSubject) throws {
        try withSUT(store) { (sut) throws in
            #expect(try sut.read() == UserState())
            #expect(try sut.read(for: ["a/b"]) == UserState())
            #expect(try sut.hiddenKeys().isEmpty)
        }
    }

    @Test("saves an update's change and reads it back exactly", arguments: GatewaySpecSubject.allCases)
    func roundTrip(store: GatewaySpecSubject) throws {
        try withSUT(store) { (sut) throws in
            try sut.update { $0 = fullState() }

            #expect(try sut.read() == fullState())
        }
    }

    @Test("returns what the change returns", arguments: GatewaySpecSubject.allCases)
    func updateResult(store: GatewaySpecSubject) throws {
        try withSUT(store) { (sut) throws in
            let result = try sut.update { state -> Int in
                state.markSeen([RepoName(owner: "a", name: "b")], at: referenceNow)
                return state.seen.count
            }

            #expect(result == 1)
        }
    }

    @Test("applies each change to the state the last one left", arguments: GatewaySpecSubject.allCases)
    func updatesBuildOnEachOther(store: GatewaySpecSubject) throws {
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

    @Test("a read for some repos is the state restricted to them", arguments: GatewaySpecSubject.allCases, [
        Set<String>(), ["octo-org/rocket"], ["b/two", "c/three", "not/there"],
    ])
    func readForKeys(store: GatewaySpecSubject, keys: Set<String>) throws {
        try withSUT(store) { (sut) throws in
            try sut.update { $0 = fullState() }

            #expect(try sut.read(for: keys) == fullState().restricted(to: keys))
        }
    }

    @Test("the hidden keys are those of the state's hidden repos", arguments: GatewaySpecSubject.allCases)
    func hiddenKeys(store: GatewaySpecSubject) throws {
        try withSUT(store) { (sut) throws in
            try sut.update { $0 = fullState() }

            #expect(try sut.hiddenKeys() == Set(fullState().hidden.keys))
        }
    }

    // MARK: - Helpers

    private func withSUT(_ store: GatewaySpecSubject, _ body: (any UserStateStore) throws -> Void) throws {
        switch store {
        case .inMemory: try body(StateStoreSpy())
        case .local: try withTemporaryStorage { try body(LocalUserStateStore(storage: $0, now: { referenceNow })) }
        }
    }
}
