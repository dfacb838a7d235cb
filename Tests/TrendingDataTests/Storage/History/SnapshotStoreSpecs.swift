import Foundation
import Testing
import TrendingData
import TrendingDomain
import TrendingTestSupport

/// The behaviours every `SnapshotStore` must have, run against the history file in a temp folder
/// and against the domain tests' in-memory `HistoryStoreSpy`, so the spy can't drift from what
/// it stands in for: among them, that a corrupt file is answered as the empty history with the
/// moved-aside warning, once.
@Suite("SnapshotStore specs")
struct SnapshotStoreSpecs {
    @Test("reads an empty history when nothing was saved", arguments: GatewaySpecSubject.allCases)
    func readMissing(store: GatewaySpecSubject) throws {
        try withSUT(store) { (sut, _) throws in
            #expect(try sut.read() == StateResult(SnapshotHistory()))
            #expect(try sut.snapshots(for: ["o/a"]) == StateResult([:]))
        }
    }

    @Test("saves an update's change and reads it back, whole or by keys", arguments: GatewaySpecSubject.allCases)
    func roundTrip(store: GatewaySpecSubject) throws {
        try withSUT(store) { (sut, _) throws in
            #expect(try sut.update { $0 = Self.history }.warnings.isEmpty)

            #expect(try sut.read() == StateResult(Self.history))
            #expect(try sut.snapshots(for: ["o/b", "o/none"]) == StateResult(["o/b": Self.b]))
            #expect(try sut.snapshots(for: ["o/b"], since: referenceNow) == StateResult(["o/b": StarSnapshot.tail(Self.b, since: referenceNow)]))
        }
    }

    @Test("a corrupt file yields the moved-aside warning with an empty value, once", arguments: GatewaySpecSubject.allCases, HistoryRead.allCases)
    func corrupt(store: GatewaySpecSubject, read: HistoryRead) throws {
        try withSUT(store) { (sut, corrupt) throws in
            _ = try sut.update { $0 = Self.history }
            try corrupt()

            let first = try read.isEmpty(sut)
            let second = try read.isEmpty(sut)

            #expect(first.value, "the value is the empty one")
            #expect(first.warnings.count == 1)
            guard case .corruptMovedAside(let movedTo, _)? = first.warnings.first else { return }
            #expect(movedTo.hasSuffix("history.json.corrupt-1795435200"), "\(movedTo)")
            #expect(second == StateResult(true), "the file was moved aside: the next read finds none")
        }
    }

    // MARK: - Helpers

    static let b = [StarSnapshot(at: referenceNow.addingTimeInterval(-7200), stars: 2), StarSnapshot(at: referenceNow, stars: 3)]
    static let history = SnapshotHistory(snapshots: ["o/a": [StarSnapshot(at: referenceNow, stars: 1)], "o/b": b])

    /// `body` gets the store and what makes its file corrupt.
    private func withSUT(_ store: GatewaySpecSubject, _ body: (any SnapshotStore, () throws -> Void) throws -> Void) throws {
        switch store {
        case .inMemory:
            let spy = HistoryStoreSpy()
            try body(spy) { spy.corrupt(movedTo: "/state/history.json.corrupt-1795435200") }
        case .local:
            try withTemporaryStorage { storage in
                try body(LocalSnapshotStore(storage: storage, now: { referenceNow })) {
                    try storage.write(Data("[1,2".utf8), to: LocalSnapshotStore.key)
                }
            }
        }
    }

    /// Each way the history is read or changed, answering whether what it found was empty.
    enum HistoryRead: String, CaseIterable, CustomTestStringConvertible {
        case read, snapshotsForKeys, snapshotsSince, update
        var testDescription: String { rawValue }

        func isEmpty(_ sut: any SnapshotStore) throws(StateError) -> StateResult<Bool> {
            switch self {
            case .read: try sut.read().map { $0 == SnapshotHistory() }
            case .snapshotsForKeys: try sut.snapshots(for: ["o/a", "o/b"]).map(\.isEmpty)
            case .snapshotsSince: try sut.snapshots(for: ["o/a", "o/b"], since: referenceNow.addingTimeInterval(-86_400)).map(\.isEmpty)
            case .update: try sut.update { $0 == SnapshotHistory() }
            }
        }
    }
}
