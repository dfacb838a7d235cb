#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// User state in one versioned JSON file, `state.json`, on a `LocalStorageClient`: every change
/// a read-modify-write under the storage's lock (see `StateFile`).
public struct LocalUserStateStore: UserStateStore {
    public static let key = "state.json"
    /// Bumped when the file's shape changes; a later release migrates older versions.
    static let formatVersion = 1

    private let file: StateFile<UserState>
    private let storage: any LocalStorageClient
    /// How much of the file `hiddenKeys()` reads first: the hidden repos come right after the
    /// version, so this holds them unless there are about a thousand.
    static let headBytes = 64 * 1024

    public init(storage: any LocalStorageClient, now: @escaping @Sendable () -> Date) {
        self.storage = storage
        file = StateFile(
            storage: storage, key: Self.key, empty: UserState(), now: now,
            decode: Self.decode, encode: { try StateFileDTO($0).orderedJSON() }
        )
    }

    public func read() throws(StateError) -> StateResult<UserState> {
        try file.read()
    }

    public func readAll() throws(StateError) -> StateResult<UserState> {
        try file.readCheckingLock()
    }

    /// The state as the file holds it, changing nothing: nil when it is absent, unreadable, of a
    /// newer format or corrupt. For shell completion, which runs on every Tab with its errors
    /// hidden: a corrupt file is moved aside by a command that can say so, never silently.
    public func peek() -> UserState? {
        guard let data = try? storage.read(Self.key), case .value(let state) = Self.decode(data) else { return nil }
        return state
    }

    /// The restricted read passes over the seen times and bookmarks of other repos; whatever
    /// it is unsure of (a newer format, a doubtful entry) is read whole, whose verdict stands.
    public func read(for keys: Set<String>) throws(StateError) -> StateResult<UserState> {
        try file.read { data in Self.decode(data, restrictedTo: keys) }
    }

    /// The hidden repos, found without reading the members before them; a file it is unsure of
    /// is read as `read(for: [])` reads it. The file's other members are checked by the read
    /// that follows on a list, `read(for:)`.
    public func hiddenKeys() throws(StateError) -> StateResult<Set<String>> {
        // As this tool writes the file, its head holds them: a big state is not read twice whole.
        // Anything unsure (a short head, a newer version, an error) is read as below.
        if let head = try? storage.read(Self.key, upTo: Self.headBytes), let state = Self.hiddenOnly(head) {
            return StateResult(Set(state.hidden.keys))
        }
        return try file.read { data in
            Self.hiddenOnly(data).map { .value($0) } ?? Self.decode(data, restrictedTo: [])
        }.map { Set($0.hidden.keys) }
    }

    /// The hidden repos skimmed from `data` (the whole file or its head), or nil when unsure.
    private static func hiddenOnly(_ data: Data) -> UserState? {
        guard let skim = StateFileReader.hidden(data), skim.version <= formatVersion else { return nil }
        return StateFileDTO(version: skim.version, bookmarks: [], hidden: skim.hidden, seen: [:], last_shown: []).state
    }

    private static func decode(_ data: Data, restrictedTo keys: Set<String>) -> Decoded<UserState> {
        if let dto = StateFileReader.read(data, keys: keys), dto.version <= Self.formatVersion, let state = dto.state {
            return .value(state)
        }
        return decode(data).map { $0.restricted(to: keys) }
    }

    @Sendable private static func decode(_ data: Data) -> Decoded<UserState> {
        if let dto = StateFileReader.read(data) {
            if dto.version > Self.formatVersion { return .newerVersion(dto.version) }
            return dto.state.map { .value($0) } ?? .corrupt
        }
        if let version = try? JSONDecoder().decode(VersionDTO.self, from: data).version, version > Self.formatVersion {
            return .newerVersion(version)
        }
        guard let state = (try? JSONDecoder().decode(StateFileDTO.self, from: data))?.state else { return .corrupt }
        return .value(state)
    }

    public func update<T>(_ change: (inout UserState) -> T) throws(StateError) -> StateResult<T> {
        try file.update(change)
    }
}

/// The state file's shape on disk.
struct StateFileDTO: Codable, Equatable {
    struct BookmarkDTO: Codable, Equatable {
        let full_name: String
        let added_at: Double
        let details: StoredRepoDTO?
    }

    struct HiddenDTO: Codable, Equatable {
        let full_name: String
        let hidden_at: Double
    }

    struct ShownDTO: Codable, Equatable {
        let full_name: String
        let url: String
    }

    // Written in this order by `orderedJSON()`: what a list reads before it loads (the version
    // and the hidden repos) first, so it stops reading early; the big members last. Read in any order.
    let version: Int
    let hidden: [HiddenDTO]
    let last_shown: [ShownDTO]
    let bookmarks: [BookmarkDTO]
    /// First-seen time by lower-cased `owner/name`.
    let seen: [String: Double]

    /// A file missing a collection (edited by hand: `jq 'del(.seen)'`) has none of it, rather
    /// than being unreadable and moved aside with every bookmark in it (bb35 u-D3); but one
    /// with a key of no collection beside it (a misspelt `Bookmarks`) is unreadable, as ever,
    /// so no collection is dropped by the next write.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let collections: [CodingKeys] = [.hidden, .last_shown, .bookmarks, .seen]
        if !collections.allSatisfy(container.contains) {
            let known = Set(["version"] + collections.map(\.stringValue))
            let keys = try decoder.container(keyedBy: AnyStateKey.self).allKeys
            if let unknown = keys.first(where: { !known.contains($0.stringValue) }) {
                throw DecodingError.dataCorruptedError(forKey: unknown, in: try decoder.container(keyedBy: AnyStateKey.self),
                                                       debugDescription: "a key of no collection beside a missing one")
            }
        }
        version = try container.decode(Int.self, forKey: .version)
        hidden = try container.decodeIfPresent([HiddenDTO].self, forKey: .hidden) ?? []
        last_shown = try container.decodeIfPresent([ShownDTO].self, forKey: .last_shown) ?? []
        bookmarks = try container.decodeIfPresent([BookmarkDTO].self, forKey: .bookmarks) ?? []
        seen = try container.decodeIfPresent([String: Double].self, forKey: .seen) ?? [:]
    }

    init(version: Int, bookmarks: [BookmarkDTO], hidden: [HiddenDTO], seen: [String: Double], last_shown: [ShownDTO]) {
        self.version = version
        self.bookmarks = bookmarks
        self.hidden = hidden
        self.seen = seen
        self.last_shown = last_shown
    }

    /// Only names that read back are written (`RepoName.isStorable`): one that did not would
    /// make the next run move the whole file aside.
    init(_ state: UserState) {
        version = LocalUserStateStore.formatVersion
        bookmarks = state.bookmarks.values.filter(\.name.isStorable).sorted { $0.name.key < $1.name.key }.map {
            BookmarkDTO(full_name: $0.name.description, added_at: $0.addedAt.timeIntervalSince1970, details: $0.details.map(StoredRepoDTO.init))
        }
        hidden = state.hidden.values.filter(\.name.isStorable).sorted { $0.name.key < $1.name.key }.map {
            HiddenDTO(full_name: $0.name.description, hidden_at: $0.hiddenAt.timeIntervalSince1970)
        }
        seen = state.seen.mapValues(\.timeIntervalSince1970)
        last_shown = state.lastShown.filter(\.name.isStorable).map { ShownDTO(full_name: $0.name.description, url: $0.urlText) }
    }

    /// The file's bytes in the member order the restricted read relies on (`JSONEncoder`'s varies
    /// by run): `version`, `hidden` (a list stops reading after it), `last_shown`, `bookmarks`
    /// (`full_name` before `details`, so an unlisted bookmark's details are passed over), `seen`.
    func orderedJSON() throws -> Data {
        let encoder = JSONEncoder.storedFiles()
        var out = Data()
        out.reserveCapacity(1024 + seen.count * 48 + bookmarks.count * 512)
        func append(_ text: String) { out.append(contentsOf: text.utf8) }
        append(#"{"version":"#)
        out.append(try encoder.encode(version))
        append(#","hidden":"#)
        out.append(try encoder.encode(hidden))
        append(#","last_shown":"#)
        out.append(try encoder.encode(last_shown))
        append(#","bookmarks":["#)
        for (index, bookmark) in bookmarks.enumerated() {
            append(index == 0 ? #"{"full_name":"# : #",{"full_name":"#)
            out.append(try encoder.encode(bookmark.full_name))
            append(#","added_at":"#)
            out.append(try encoder.encode(bookmark.added_at))
            if let details = bookmark.details {
                append(#","details":"#)
                out.append(try encoder.encode(details))
            }
            append("}")
        }
        append(#"],"seen":"#)
        out.append(try encoder.encode(seen))
        append("}")
        return out
    }

    /// Nil when anything in the file fails to parse: the whole file is then treated as corrupt.
    var state: UserState? {
        var result = UserState()
        for dto in bookmarks {
            guard let name = RepoName(stored: dto.full_name) else { return nil }
            guard let addedAt = PlausibleDate.date(dto.added_at) else { return nil }
            let details = dto.details?.repo
            result.bookmarks[name.key] = Bookmark(name: name, addedAt: addedAt, details: details)
        }
        for dto in hidden {
            guard let name = RepoName(stored: dto.full_name), let hiddenAt = PlausibleDate.date(dto.hidden_at) else { return nil }
            result.hidden[name.key] = HiddenRepo(name: name, hiddenAt: hiddenAt)
        }
        guard seen.values.allSatisfy(PlausibleDate.contains) else { return nil }
        result.seen = seen.mapValues { Date(timeIntervalSince1970: $0) }
        for dto in last_shown {
            // Names here came from GitHub, not from a user's typing: read them as stored.
            guard let name = RepoName(stored: dto.full_name) else { return nil }
            result.lastShown.append(ShownRepo(name: name, urlText: dto.url))
        }
        return result
    }
}

/// Any key of the state file's top level, to tell a misspelt collection from a missing one.
private struct AnyStateKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
