#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Star history in `history.json`, beside the user's state and under the same lock.
///
/// Compact on purpose: `{"version":1,"repos":{"owner/name":[[unix seconds, stars], …]}}`, about
/// 20 bytes a snapshot, so the bounded history stays under 4 MiB.
public struct LocalSnapshotStore: SnapshotStore {
    public static let key = "history.json"
    static let formatVersion = 1

    private let file: StateFile<SnapshotHistory>
    private let storage: any LocalStorageClient

    public init(storage: any LocalStorageClient, now: @escaping @Sendable () -> Date) {
        self.storage = storage
        file = StateFile(
            storage: storage, key: Self.key, empty: SnapshotHistory(), now: now,
            decode: { data in
                if let fast = HistoryFileParser.parse(data) {
                    guard fast.version <= Self.formatVersion else { return .newerVersion(fast.version) }
                    return .value(SnapshotHistory(snapshots: fast.repos))
                }
                guard let decoded = HistoryFileDTO.file(from: data) else { return .corrupt }
                guard decoded.version <= Self.formatVersion else { return .newerVersion(decoded.version) }
                return .value(SnapshotHistory(snapshots: decoded.repos))
            },
            encode: { history in HistoryFileWriter.data(history, version: Self.formatVersion) }
        )
    }

    public func read() throws(StateError) -> StateResult<SnapshotHistory> {
        try file.read()
    }

    public func update<T>(_ change: (inout SnapshotHistory) -> T) throws(StateError) -> StateResult<T> {
        try file.update(change)
    }

    /// How much of the file a list reads first: as `HistoryFileWriter` lays it out, the repos
    /// fetched last come first, and a repo takes at most about 2 KiB (100 snapshots).
    static func headBytes(for keys: Int) -> Int {
        64 * 1024 + keys * 2 * 1024
    }

    /// A list's repos are those of one fetch, which recorded them all at once: when it is the
    /// last fetch, they lead the file, and the read stops once it has them all, passing over the
    /// rest unread. Otherwise it reads on, and past the head, the whole file.
    public func snapshots(for keys: Set<String>) throws(StateError) -> StateResult<[String: [StarSnapshot]]> {
        try snapshots(for: keys, since: nil)
    }

    /// `snapshots(for:)`, each series cut to its tail from `since`: read back from each series'
    /// end, the older snapshots passed over.
    public func snapshots(for keys: Set<String>, since: Date) throws(StateError) -> StateResult<[String: [StarSnapshot]]> {
        try snapshots(for: keys, since: Optional(since))
    }

    private func snapshots(for keys: Set<String>, since: Date?) throws(StateError) -> StateResult<[String: [StarSnapshot]]> {
        // An empty list wants nothing: no repo to stop at would take the whole file.
        guard !keys.isEmpty else { return StateResult([:]) }
        let head = Self.headBytes(for: keys.count)
        if let read = try? storage.read(Self.key, upTo: head) as Data?? {
            guard let data = read else { return StateResult([:]) }
            if let fast = HistoryFileParser.parse(data, keys: keys, stopsWhenFound: true, since: since), fast.version <= Self.formatVersion {
                return StateResult(fast.repos)
            }
            // The head ended inside the file: the rest of it may hold the repos still wanted.
            if data.count == head, let whole = try? storage.read(Self.key) as Data??, let whole,
               let fast = HistoryFileParser.parse(whole, keys: keys, since: since), fast.version <= Self.formatVersion {
                return StateResult(fast.repos)
            }
        }
        // Anything unusual (an unreadable file, another version) takes the full path, which
        // moves a corrupt file aside and reports it.
        return try file.read().map { history in
            let wanted = history.snapshots.filter { keys.contains($0.key) }
            guard let since else { return wanted }
            return wanted.mapValues { StarSnapshot.tail($0, since: since) }
        }
    }
}
