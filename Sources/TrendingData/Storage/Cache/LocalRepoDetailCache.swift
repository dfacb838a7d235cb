#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Repo details in the cache folder, one JSON file per repo, with the ETag that revalidates them.
public struct LocalRepoDetailCache: RepoDetailCache {
    static let formatVersion = 1

    private let file: CacheFile
    private let scope: String

    /// - Parameter scope: names the API server, as for search lists.
    public init(storage: any LocalStorageClient, scope: String = "", now: @escaping @Sendable () -> Date) {
        self.file = CacheFile(storage: storage, now: now)
        self.scope = scope
    }

    public func load(_ name: RepoName) throws(CacheError) -> CachedRepoDetail? {
        try file.load(Self.key(for: name, scope: scope)) { data in
            .cached(DetailFileDTO.self, from: data, formatVersion: Self.formatVersion)
        }
    }

    public func save(_ entry: CachedRepoDetail, for name: RepoName) throws(CacheError) {
        try file.save({ try JSONEncoder.storedFiles().encode(DetailFileDTO(entry)) }, to: Self.key(for: name, scope: scope))
    }

    /// `repo-octo-org--rocket.json`: `RepoName` allows only file-safe characters.
    public static func key(for name: RepoName, scope: String = "") -> String {
        let prefix = CacheFileNames.prefix(scope: scope)
        return prefix + "repo-\(fileStem(name)).json"
    }

    /// `owner--name`, lower case. `--` parts them unless an old-style owner ends in `-` or holds
    /// `--`, or the name starts with `-` (`a-/b` and `a/-b` would both be `a---b`): then every `-`
    /// of the two is written `_2D`, which no lower-cased name holds.
    static func fileStem(_ name: RepoName) -> String {
        let owner = name.owner.lowercased(), repo = name.name.lowercased()
        guard owner.hasSuffix("-") || owner.contains("--") || repo.hasPrefix("-") else { return "\(owner)--\(repo)" }
        return owner.replacing("-", with: "_2D") + "--" + repo.replacing("-", with: "_2D")
    }
}

private struct DetailFileDTO: Codable, CachedEntryFile {
    let version: Int
    let etag: String?
    let fetched_at: Double
    let full_name: String
    let description: String?
    let stars: Int
    let forks: Int
    let watchers: Int?
    let open_issues: Int
    let language: String?
    /// The licence's label, as caches before the licence object kept it (read, no longer written).
    let license: String?
    /// GitHub's licence object: `key`, `name`, `spdx_id`.
    let license_object: LicenseFileDTO?
    /// Written only when false: the body said nothing of a licence (absent in older files).
    let license_known: Bool?
    let topics: [String]
    let homepage: String?
    let default_branch: String?
    let created_at: Double
    let pushed_at: Double?
    let url: String
    let archived: Bool
    let fork: Bool
    let is_template: Bool
    let owner_login: String
    let owner_type: String
    /// Missing in a file an older release wrote: unknown.
    let id: Int?

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
        license = nil
        license_object = detail.license.map { LicenseFileDTO(key: $0.key, name: $0.name, spdx_id: $0.spdxID) }
        license_known = detail.licenseKnown ? nil : false
        topics = detail.topics
        homepage = detail.homepage
        default_branch = detail.defaultBranch
        created_at = detail.createdAt.timeIntervalSince1970
        pushed_at = detail.pushedAt?.timeIntervalSince1970
        url = detail.urlText
        archived = detail.isArchived
        fork = detail.isFork
        is_template = detail.isTemplate
        owner_login = detail.ownerLogin
        owner_type = detail.ownerType
        id = detail.id > 0 ? detail.id : nil
    }

    var entry: CachedRepoDetail? {
        guard let name = RepoName(stored: full_name),
              let createdAt = PlausibleDate.date(created_at), let fetchedAt = PlausibleDate.date(fetched_at),
              pushed_at.map(PlausibleDate.contains) ?? true,
              ([stars, forks, open_issues] + (watchers.map { [$0] } ?? [])).allSatisfy(PlausibleCount.contains)
        else { return nil }
        var detail = RepoDetail(
            name: name, description: description, stars: stars, forks: forks, watchers: watchers,
            openIssues: open_issues, language: language, license: storedLicense, topics: topics, homepage: homepage,
            defaultBranch: default_branch, createdAt: createdAt,
            pushedAt: pushed_at.map { Date(timeIntervalSince1970: $0) }, urlText: url, isArchived: archived,
            isFork: fork, isTemplate: is_template, ownerLogin: owner_login, ownerType: owner_type, licenseKnown: license_known ?? true
        )
        detail.id = id.map { max(0, $0) } ?? 0
        return CachedRepoDetail(detail: detail, etag: etag, fetchedAt: fetchedAt)
    }

    /// The licence object, or what an older cache kept of it (its SPDX id or name), until the
    /// next fetch or 304 rewrites the file.
    private var storedLicense: RepoLicense? {
        if let object = license_object { return RepoLicense(key: object.key, name: object.name, spdxID: object.spdx_id) }
        return license.map { RepoLicense(key: $0.lowercased(), name: $0, spdxID: nil) }
    }
}

/// GitHub's licence object in a cached detail file.
private struct LicenseFileDTO: Codable {
    let key: String
    let name: String
    let spdx_id: String?
}
