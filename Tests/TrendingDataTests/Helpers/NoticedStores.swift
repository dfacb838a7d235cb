import Foundation
@testable import TrendingData
import TrendingDomain

/// A file store's answers unwrapped, the warnings they carried kept in `notices` in order: the
/// file stores' own tests assert the value and the warnings apart.
struct NoticedUserStateStore {
    let store: LocalUserStateStore
    let notices: Recorder<StateNotice>

    func read() throws(StateError) -> UserState { noted(try store.read()) }
    func read(for keys: Set<String>) throws(StateError) -> UserState { noted(try store.read(for: keys)) }
    func hiddenKeys() throws(StateError) -> Set<String> { noted(try store.hiddenKeys()) }
    @discardableResult
    func update<T>(_ change: (inout UserState) -> T) throws(StateError) -> T { noted(try store.update(change)) }

    private func noted<T>(_ result: StateResult<T>) -> T {
        result.warnings.forEach(notices.append)
        return result.value
    }
}

/// `LocalSnapshotStore`'s answers unwrapped, as `NoticedUserStateStore` does.
struct NoticedSnapshotStore {
    let store: LocalSnapshotStore
    let notices: Recorder<StateNotice>

    init(_ store: LocalSnapshotStore, notices: Recorder<StateNotice> = Recorder()) {
        self.store = store
        self.notices = notices
    }

    func read() throws(StateError) -> SnapshotHistory { noted(try store.read()) }
    func snapshots(for keys: Set<String>) throws(StateError) -> [String: [StarSnapshot]] { noted(try store.snapshots(for: keys)) }
    func snapshots(for keys: Set<String>, since: Date) throws(StateError) -> [String: [StarSnapshot]] {
        noted(try store.snapshots(for: keys, since: since))
    }
    @discardableResult
    func update<T>(_ change: (inout SnapshotHistory) -> T) throws(StateError) -> T { noted(try store.update(change)) }

    private func noted<T>(_ result: StateResult<T>) -> T {
        result.warnings.forEach(notices.append)
        return result.value
    }
}
