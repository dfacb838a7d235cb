import Foundation
import TrendingDomain

/// User state in one versioned JSON file on a `LocalStorageClient`.
///
/// Reads need no lock: writes replace the file atomically, so a reader sees a whole old or new
/// state. Every change is a read-modify-write inside the storage's exclusive lock.
public struct LocalUserStateStore: UserStateStore {
    public static let key = "state.json"
    /// Bumped when the file's shape changes; a later release migrates older versions.
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

    public func read() throws(StateError) -> UserState {
        try load()
    }

    public func update<T>(_ change: (inout UserState) -> T) throws(StateError) -> T {
        var outcome: Result<T, StateError> = .failure(.io("the state was not changed"))
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

    private func applyHoldingLock<T>(_ change: (inout UserState) -> T) -> Result<T, StateError> {
        do {
            let before = try load()
            var state = before
            let result = change(&state)
            // A list that shows nothing new changes nothing: skipping the write (and its fsync)
            // keeps the cached path as cheap as a read.
            if state != before { try save(state) }
            return .success(result)
        } catch {
            return .failure(error)
        }
    }

    private func save(_ state: UserState) throws(StateError) {
        let data: Data
        do {
            data = try JSONEncoder().encode(StateFileDTO(state))
        } catch {
            throw .io("cannot encode the state: \(error)")
        }
        do {
            try storage.write(data, to: Self.key)
        } catch {
            throw .io(error.reason)
        }
    }

    /// The current state; an unreadable file is moved aside (never lost) and state starts empty.
    private func load() throws(StateError) -> UserState {
        let data: Data?
        do {
            data = try storage.read(Self.key)
        } catch {
            throw .io(error.reason)
        }
        guard let data else { return UserState() }
        if let version = try? JSONDecoder().decode(VersionDTO.self, from: data).version, version > Self.formatVersion {
            // Overwriting a newer release's file would lose what it knows; refuse instead.
            throw .io("the state file was written by a newer trending (format \(version)); upgrade trending to use it")
        }
        guard let file = try? JSONDecoder().decode(StateFileDTO.self, from: data), let state = file.state else {
            let stamp = Int(now().timeIntervalSince1970)
            do {
                let movedTo = try storage.moveAside(Self.key, suffix: "corrupt-\(stamp)")
                onNotice(.corruptMovedAside(movedTo: movedTo))
            } catch {
                throw .io("the state file is unreadable and could not be moved aside: \(error.reason)")
            }
            return UserState()
        }
        return state
    }
}

private struct VersionDTO: Decodable {
    let version: Int
}

/// The state file's shape on disk.
private struct StateFileDTO: Codable {
    struct BookmarkDTO: Codable {
        let full_name: String
        let added_at: Double
        let details: StoredRepoDTO?
    }

    struct HiddenDTO: Codable {
        let full_name: String
        let hidden_at: Double
    }

    struct ShownDTO: Codable {
        let full_name: String
        let url: String
    }

    let version: Int
    let bookmarks: [BookmarkDTO]
    let hidden: [HiddenDTO]
    /// First-seen time by lower-cased `owner/name`.
    let seen: [String: Double]
    let last_shown: [ShownDTO]

    init(_ state: UserState) {
        version = LocalUserStateStore.formatVersion
        bookmarks = state.bookmarks.values.sorted { $0.name.key < $1.name.key }.map {
            BookmarkDTO(full_name: $0.name.description, added_at: $0.addedAt.timeIntervalSince1970, details: $0.details.map(StoredRepoDTO.init))
        }
        hidden = state.hidden.values.sorted { $0.name.key < $1.name.key }.map {
            HiddenDTO(full_name: $0.name.description, hidden_at: $0.hiddenAt.timeIntervalSince1970)
        }
        seen = state.seen.mapValues(\.timeIntervalSince1970)
        last_shown = state.lastShown.map { ShownDTO(full_name: $0.name.description, url: $0.url.absoluteString) }
    }

    /// Nil when anything in the file fails to parse: the whole file is then treated as corrupt.
    var state: UserState? {
        var result = UserState()
        for dto in bookmarks {
            guard let name = RepoName(parsing: dto.full_name) else { return nil }
            let details = dto.details?.repo
            result.bookmarks[name.key] = Bookmark(name: name, addedAt: Date(timeIntervalSince1970: dto.added_at), details: details)
        }
        for dto in hidden {
            guard let name = RepoName(parsing: dto.full_name) else { return nil }
            result.hidden[name.key] = HiddenRepo(name: name, hiddenAt: Date(timeIntervalSince1970: dto.hidden_at))
        }
        result.seen = seen.mapValues { Date(timeIntervalSince1970: $0) }
        for dto in last_shown {
            guard let name = RepoName(parsing: dto.full_name), let url = URL(string: dto.url) else { return nil }
            result.lastShown.append(ShownRepo(name: name, url: url))
        }
        return result
    }
}
