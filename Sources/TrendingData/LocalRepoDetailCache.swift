import Foundation
import TrendingDomain

/// Repo details in the cache folder, one JSON file per repo, with the ETag that revalidates them.
public struct LocalRepoDetailCache: RepoDetailCache {
    static let formatVersion = 1

    private let storage: any LocalStorageClient
    private let scope: String
    private let now: @Sendable () -> Date

    /// - Parameter scope: names the API server, as for search lists.
    public init(storage: any LocalStorageClient, scope: String = "", now: @escaping @Sendable () -> Date) {
        self.storage = storage
        self.scope = scope
        self.now = now
    }

    public func load(_ name: RepoName) throws(CacheError) -> CachedRepoDetail? {
        let key = Self.key(for: name, scope: scope)
        let data: Data?
        do {
            data = try storage.read(key)
        } catch {
            throw .io(error.reason)
        }
        guard let data else { return nil }
        guard let file = try? JSONDecoder().decode(DetailFileDTO.self, from: data) else {
            throw quarantine(key)
        }
        guard file.version == Self.formatVersion else { return nil }
        guard let entry = file.entry else { throw quarantine(key) }
        return entry
    }

    public func save(_ entry: CachedRepoDetail, for name: RepoName) throws(CacheError) {
        let data: Data
        do {
            data = try JSONEncoder().encode(DetailFileDTO(entry))
        } catch {
            throw .io("cannot encode the cache: \(error)")
        }
        do {
            try storage.write(data, to: Self.key(for: name, scope: scope))
        } catch {
            throw .io(error.reason)
        }
    }

    /// `repo-octo-org--rocket.json`: `RepoName` allows only file-safe characters, and `--` can't
    /// be confused with a name, since owners can't start or end with `-`.
    public static func key(for name: RepoName, scope: String = "") -> String {
        let prefix = scope.isEmpty ? "" : LocalTrendingCache.slug(scope.lowercased()) + "-"
        return prefix + "repo-\(name.owner.lowercased())--\(name.name.lowercased()).json"
    }

    private func quarantine(_ key: String) -> CacheError {
        do {
            return .corrupt(movedTo: try storage.moveAside(key, suffix: "corrupt-\(Int(now().timeIntervalSince1970))"))
        } catch {
            return .io("the cache file \(key) is unreadable and could not be moved aside: \(error.reason)")
        }
    }
}

private struct DetailFileDTO: Codable {
    let version: Int
    let etag: String?
    let fetched_at: Double
    let full_name: String
    let description: String?
    let stars: Int
    let forks: Int
    let watchers: Int
    let open_issues: Int
    let language: String?
    let license: String?
    let topics: [String]
    let homepage: String?
    let default_branch: String
    let created_at: Double
    let pushed_at: Double?
    let url: String
    let archived: Bool
    let fork: Bool
    let is_template: Bool
    let owner_login: String
    let owner_type: String

    init(_ entry: CachedRepoDetail) {
        let detail = entry.detail
        version = LocalRepoDetailCache.formatVersion
        etag = entry.etag
        fetched_at = entry.fetchedAt.timeIntervalSince1970
        full_name = detail.name.description
        description = detail.description
        stars = detail.stars
        forks = detail.forks
        watchers = detail.watchers
        open_issues = detail.openIssues
        language = detail.language
        license = detail.license
        topics = detail.topics
        homepage = detail.homepage
        default_branch = detail.defaultBranch
        created_at = detail.createdAt.timeIntervalSince1970
        pushed_at = detail.pushedAt?.timeIntervalSince1970
        url = detail.url.absoluteString
        archived = detail.isArchived
        fork = detail.isFork
        is_template = detail.isTemplate
        owner_login = detail.ownerLogin
        owner_type = detail.ownerType
    }

    var entry: CachedRepoDetail? {
        guard let name = RepoName(parsing: full_name), let url = URL(string: url) else { return nil }
        let detail = RepoDetail(
            name: name, description: description, stars: stars, forks: forks, watchers: watchers,
            openIssues: open_issues, language: language, license: license, topics: topics, homepage: homepage,
            defaultBranch: default_branch, createdAt: Date(timeIntervalSince1970: created_at),
            pushedAt: pushed_at.map { Date(timeIntervalSince1970: $0) }, url: url, isArchived: archived,
            isFork: fork, isTemplate: is_template, ownerLogin: owner_login, ownerType: owner_type
        )
        return CachedRepoDetail(detail: detail, etag: etag, fetchedAt: Date(timeIntervalSince1970: fetched_at))
    }
}
