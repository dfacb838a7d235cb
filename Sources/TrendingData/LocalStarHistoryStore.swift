import Foundation
import TrendingDomain

/// Star history in `history.json`, beside the user's state and under the same lock.
///
/// Compact on purpose: `{"version":1,"repos":{"owner/name":[[unix seconds, stars], …]}}`, about
/// 20 bytes a snapshot, so the bounded history stays under 4 MiB.
public struct LocalStarHistoryStore: StarHistoryStore {
    public static let key = "history.json"
    static let formatVersion = 1

    private let storage: any LocalStorageClient
    private let now: @Sendable () -> Date
    private let onNotice: @Sendable (StateNotice) -> Void

    public init(
        storage: any LocalStorageClient, now: @escaping @Sendable () -> Date,
        onNotice: @escaping @Sendable (StateNotice) -> Void = { _ in }
    ) {
        self.storage = storage
        self.now = now
        self.onNotice = onNotice
    }

    public func read() throws(StateError) -> StarHistory {
        try load()
    }

    public func update<T>(_ change: (inout StarHistory) -> T) throws(StateError) -> T {
        var outcome: Result<T, StateError> = .failure(.io("the history was not changed"))
        do {
            try storage.withExclusiveLock { () throws(StorageError) -> Void in
                outcome = applyHoldingLock(change)
            }
        } catch {
            switch error {
            case .io(let reason): throw .io(reason)
            case .lockTimeout(let reason): throw .busy(reason)
            }
        }
        return try outcome.get()
    }

    private func applyHoldingLock<T>(_ change: (inout StarHistory) -> T) -> Result<T, StateError> {
        do {
            let before = try load()
            var history = before
            let result = change(&history)
            if history != before { try save(history) }
            return .success(result)
        } catch {
            return .failure(error)
        }
    }

    private func load() throws(StateError) -> StarHistory {
        let data: Data?
        do {
            data = try storage.read(Self.key)
        } catch {
            throw .io(error.reason)
        }
        guard let data else { return StarHistory() }
        guard let file = try? JSONDecoder().decode(HistoryFileDTO.self, from: data) else {
            do {
                let movedTo = try storage.moveAside(Self.key, suffix: "corrupt-\(Int(now().timeIntervalSince1970))")
                onNotice(.corruptMovedAside(movedTo: movedTo))
            } catch {
                throw .io("the history file is unreadable and could not be moved aside: \(error.reason)")
            }
            return StarHistory()
        }
        guard file.version <= Self.formatVersion else {
            throw .io("the history file was written by a newer trending (format \(file.version)); upgrade trending to use it")
        }
        return StarHistory(snapshots: file.repos.mapValues { pairs in
            pairs.compactMap { pair in
                pair.count == 2 ? StarSnapshot(at: Date(timeIntervalSince1970: TimeInterval(pair[0])), stars: pair[1]) : nil
            }
        })
    }

    private func save(_ history: StarHistory) throws(StateError) {
        let file = HistoryFileDTO(
            version: Self.formatVersion,
            repos: history.snapshots.mapValues { $0.map { [Int($0.at.timeIntervalSince1970.rounded()), $0.stars] } }
        )
        let data: Data
        do {
            data = try JSONEncoder().encode(file)
        } catch {
            throw .io("cannot encode the history: \(error)")
        }
        do {
            try storage.write(data, to: Self.key)
        } catch {
            throw .io(error.reason)
        }
    }
}

private struct HistoryFileDTO: Codable {
    let version: Int
    let repos: [String: [[Int]]]
}
