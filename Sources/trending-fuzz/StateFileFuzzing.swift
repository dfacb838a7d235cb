import Foundation
import TrendingData
import TrendingDomain

/// The history-file and state-file parsers, fed each fuzz input as the file's whole content.
/// A corrupt file must be moved aside (the in-memory store records it), never crash; whatever
/// is read back must hold only plausible counts and dates, so no later arithmetic can trap.
enum StateFileFuzzing {
    /// Both files stay far below this (history is bounded near 4 MiB); the 50 MB search page
    /// that `.ci/fuzz` replays would only triple its time under AddressSanitizer.
    static let maxFileBytes = 8 * 1024 * 1024

    static func check(_ body: Data) {
        guard body.count <= maxFileBytes else { return }
        precondition(LocalUserStateStore.fastReaderAgrees(on: body), "StateFileReader disagrees with JSONDecoder")
        for keys in [[], ["a/b", "octo-org/rocket"]] as [Set<String>] {
            precondition(LocalUserStateStore.restrictedReadAgrees(on: body, keys: keys), "a restricted state read disagrees with the whole read")
        }
        precondition(LocalTrendingCache.fastReaderAgrees(on: body), "CacheFileReader disagrees with JSONDecoder")
        HistoryFileFuzzing.check(body)
        let now = FuzzTarget.now
        let history = InMemoryStorage(LocalSnapshotStore.key, body)
        let store = LocalSnapshotStore(storage: history, now: { now })
        if let read = try? store.read().value {
            for snapshots in read.snapshots.values {
                for snapshot in snapshots {
                    precondition(PlausibleCount.contains(snapshot.stars), "history let an impossible count through")
                    precondition(PlausibleDate.contains(snapshot.at), "history let an impossible date through")
                }
            }
        }
        // A tail read passes over each series' older pairs: what it gives must be the tail of
        // what the whole read gives, whenever both read the file.
        let since = Date(timeIntervalSince1970: 1_795_000_000)
        let tail = try? store.snapshots(for: ["octo-org/rocket", "a/b"], since: since).value
        // The head read stops once it has the repos asked for: what it gives must be as sound.
        let wanted = try? store.snapshots(for: ["octo-org/rocket", "a/b"]).value
        if let tail, let wanted {
            precondition(tail == wanted.mapValues { StarSnapshot.tail($0, since: since) }, "a history tail read disagrees with the whole series")
        }
        for snapshots in wanted?.values.map(\.self) ?? [] {
            for snapshot in snapshots {
                precondition(PlausibleCount.contains(snapshot.stars), "a history head read let an impossible count through")
                precondition(PlausibleDate.contains(snapshot.at), "a history head read let an impossible date through")
            }
        }

        let state = InMemoryStorage(LocalUserStateStore.key, body)
        if let read = try? LocalUserStateStore(storage: state, now: { now }).read().value {
            precondition(read.seen.values.allSatisfy(PlausibleDate.contains), "state let an impossible date through")
            precondition(read.hidden.values.allSatisfy { PlausibleDate.contains($0.hiddenAt) }, "state let an impossible date through")
        }
    }
}
