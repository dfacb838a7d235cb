#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// The JSON-file cache: one file per query, holding the last list GitHub sent for it.
public struct LocalTrendingCache: TrendingCache {
    /// Bumped when the file's shape changes; files of another version are ignored.
    static let formatVersion = 1

    let file: CacheFile
    let scope: String

    /// - Parameter scope: names the API server; lists from different servers never mix.
    public init(storage: any LocalStorageClient, scope: String = "", now: @escaping @Sendable () -> Date) {
        self.file = CacheFile(storage: storage, now: now)
        self.scope = scope
    }

    public func load(for query: TrendingQuery) throws(CacheError) -> CachedTrending? {
        try file.load(Self.key(for: query, scope: scope), decode: Self.decode)
    }

    /// Every list cached for this scope, whatever its query; unreadable ones are skipped.
    public func allLists(onProblem: (CacheError) -> Void = { _ in }) -> [CachedTrending] {
        let prefix = CacheFileNames.prefix(scope: scope) + "search-"
        let keys = (try? file.storage.keys()) ?? []
        return keys.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.compactMap { key -> CachedTrending? in
            do throws(CacheError) {
                return try file.load(key, decode: Self.decode)
            } catch {
                // A corrupt list is moved aside as it is read: said, never in silence.
                onProblem(error)
                return nil
            }
        }
    }

    private static func decode(_ data: Data) -> Decoded<CachedTrending> {
        // Read on every cached list: the purpose-built reader first, JSONDecoder when it declines.
        .cached(CacheFileDTO.self, from: data, formatVersion: formatVersion, fastReader: CacheFileReader.read)
    }

    public func save(_ entry: CachedTrending, for query: TrendingQuery) throws(CacheError) {
        try file.save({ try JSONEncoder.storedFiles().encode(CacheFileDTO(entry: entry, query: query)) }, to: Self.key(for: query, scope: scope))
    }

    /// The file name for a query, readable and safe on any file system:
    /// `search-daily-all.json`, `search-weekly-lang-c_2B_2B.json`, `ghe.example.com-api-v3-search-daily-all.json`.
    public static func key(for query: TrendingQuery, scope: String = "") -> String {
        var key = CacheFileNames.prefix(scope: scope)
        key += "search-\(query.period.rawValue)"
        // `--scope all` lists repos of any age: another list, another file.
        if query.scope == .all { key += "-any-age" }
        if let language = query.language {
            key += "-lang-" + valueSlug(language.lowercased())
        } else {
            key += "-all"
        }
        for topic in query.normalizedTopics {
            key += "-topic-" + valueSlug(topic)
        }
        if let minStars = query.minStars {
            key += "-stars-\(minStars)"
        }
        return fileName(key)
    }

    /// `stem.json`, or, past 200 bytes (file names stop at 255), its first 100 bytes and its hash:
    /// a long filter list or `--language` still names a file of its own.
    static func fileName(_ stem: String) -> String {
        guard stem.utf8.count > 200 else { return stem + ".json" }
        return String(decoding: stem.utf8.prefix(100), as: UTF8.self) + "-" + String(fnv1a(stem), radix: 16) + ".json"
    }

    /// FNV-1a, 64-bit: stable across runs and platforms, unlike `Hasher`.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// A filter's value in a key: `slug`, with `-` escaped too, so that no value reads as the
    /// key's next part (`--topic cli-stars-100` is not `--topic cli --min-stars 100`).
    static func valueSlug(_ value: String) -> String {
        slug(value).replacing("-", with: "_2D")
    }

    static func slug(_ value: String) -> String {
        var result = ""
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
                result.append(Character(UnicodeScalar(byte)))
            default:
                result += "_" + byte.uppercaseHex
            }
        }
        return result
    }
}

extension StorageError {
    /// What failed, whatever the kind of failure.
    public var failure: StorageFailure {
        switch self {
        case .io(let failure), .lockTimeout(let failure), .refused(let failure): failure
        }
    }
}

/// The cache file's shape on disk. Internal to Data (`CacheFileReader` builds it): the domain never sees Codable.
struct CacheFileDTO: Codable, Equatable, CachedEntryFile {
    let version: Int
    let period: String?
    let language: String?
    let topics: [String]?
    let min_stars: Int?
    let fetched_at: Double
    let requested_limit: Int
    /// Added later: absent in older files, which still read.
    let total_count: Int?
    /// Written only when true (GitHub's search timed out); absent in older files.
    let incomplete_results: Bool?
    /// Written only when true (`CachedTrending.pageUnread`); absent in older files.
    let page_unread: Bool?
    let repos: [StoredRepoDTO]
    /// Written only when not empty (`CachedTrending.recent`), with `recent_held_at`, one date
    /// each, in the same order; absent in older files.
    let recent: [StoredRepoDTO]?
    let recent_held_at: [Double]?

    init(
        version: Int, period: String?, language: String?, topics: [String]?, min_stars: Int?, fetched_at: Double,
        requested_limit: Int, total_count: Int?, incomplete_results: Bool? = nil, page_unread: Bool? = nil, repos: [StoredRepoDTO],
        recent: [StoredRepoDTO]? = nil, recent_held_at: [Double]? = nil
    ) {
        self.version = version
        self.period = period
        self.language = language
        self.topics = topics
        self.min_stars = min_stars
        self.fetched_at = fetched_at
        self.requested_limit = requested_limit
        self.total_count = total_count
        self.incomplete_results = incomplete_results
        self.page_unread = page_unread
        self.repos = repos
        self.recent = recent
        self.recent_held_at = recent_held_at
    }

    init(entry: CachedTrending, query: TrendingQuery) {
        version = LocalTrendingCache.formatVersion
        period = query.period.rawValue
        language = query.language
        topics = query.topics
        min_stars = query.minStars
        fetched_at = entry.fetchedAt.timeIntervalSince1970
        requested_limit = entry.requestedLimit
        total_count = entry.totalCount
        incomplete_results = entry.isIncomplete ? true : nil
        page_unread = entry.pageUnread ? true : nil
        repos = entry.repos.map(StoredRepoDTO.init)
        recent = entry.recent.isEmpty ? nil : entry.recent.map { StoredRepoDTO($0.repo) }
        recent_held_at = entry.recent.isEmpty ? nil : entry.recent.map(\.heldAt.timeIntervalSince1970)
    }

    var entry: CachedTrending? {
        guard let fetchedAt = PlausibleDate.date(fetched_at) else { return nil }
        var mapped: [Repo] = []
        mapped.reserveCapacity(repos.count)
        for dto in repos {
            guard let repo = dto.repo else { return nil }
            mapped.append(repo)
        }
        // One date each, or the file is not one this code wrote.
        guard (recent?.count ?? 0) == (recent_held_at?.count ?? 0) else { return nil }
        var recentRepos: [HeldRepo] = []
        for (dto, heldAt) in zip(recent ?? [], recent_held_at ?? []) {
            guard let repo = dto.repo, let date = PlausibleDate.date(heldAt) else { return nil }
            recentRepos.append(HeldRepo(repo: repo, heldAt: date))
        }
        return CachedTrending(
            repos: mapped, fetchedAt: fetchedAt, requestedLimit: requested_limit, totalCount: total_count,
            isIncomplete: incomplete_results ?? false, pageUnread: page_unread ?? false, recent: recentRepos
        )
    }
}
