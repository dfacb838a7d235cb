#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// A trending page's rows in the cache folder, one file per page address, with the validators
/// (ETag, Last-Modified) that revalidate them. Read back through the reader's own rules: names
/// validated, text cleaned (its entities were decoded once, when the page was read), counts plausible.
struct TrendingPageCache: Sendable {
    static let formatVersion = 1

    private let file: CacheFile
    private let scope: String

    init(storage: any LocalStorageClient, scope: String, now: @escaping @Sendable () -> Date) {
        file = CacheFile(storage: storage, now: now)
        self.scope = scope
    }

    struct Entry: Equatable {
        var repos: [TrendingPageRow] = []
        var developers: [TrendingDeveloperRow] = []
        var etag: String?
        var lastModified: String?
        var fetchedAt: Date
    }

    /// The cached page; nil when there is none, or it can't be used: a cache is only a copy, and
    /// the page can be fetched again. An unreadable file is moved aside, as every cache does, and
    /// `onProblem` is told, so it is never dropped without a word.
    func load(_ address: TrendingPageAddress, onProblem: (CacheError) -> Void) -> Entry? {
        do {
            return try file.load(key(for: address)) { data in
                .cached(PageFileDTO.self, from: data, formatVersion: Self.formatVersion)
            }
        } catch {
            onProblem(error)
            return nil
        }
    }

    /// A cache that cannot be written costs only the next run a request, and is said (bb33 m-D3).
    func save(_ entry: Entry, for address: TrendingPageAddress, onProblem: (CacheError) -> Void) {
        do {
            try file.save({ try JSONEncoder.storedFiles().encode(PageFileDTO(entry, url: address.url)) }, to: key(for: address))
        } catch {
            onProblem(error)
        }
    }

    /// `[SCOPE-]page-_2Ftrending_3Fsince_3Ddaily.json`: the page's path and query made file-safe.
    func key(for address: TrendingPageAddress) -> String {
        Self.key(for: address, scope: scope)
    }

    /// A validator goes back into a request header: printable ASCII only, and short.
    static func validator(_ text: String) -> String? {
        guard !text.isEmpty, text.utf8.count <= 256, text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
        return text
    }

    static func key(for address: TrendingPageAddress, scope: String) -> String {
        let prefix = CacheFileNames.prefix(scope: scope)
        // A long `--language` is named by its hash, as a list's is.
        return LocalTrendingCache.fileName(prefix + "page-" + LocalTrendingCache.slug(address.cacheName.lowercased()))
    }
}

private struct PageFileDTO: Codable, CachedEntryFile {
    struct RepoRowDTO: Codable {
        let rank: Int
        let owner: String
        let name: String
        let description: String?
        let language: String?
        let stars: Int?
        let forks: Int?
        let period_stars: Int?
    }

    struct DeveloperRowDTO: Codable {
        let rank: Int
        let login: String
        let name: String?
        let popular_repo: String?
        let popular_repo_description: String?
    }

    let version: Int
    let url: String
    let etag: String?
    let last_modified: String?
    let fetched_at: Double
    let repos: [RepoRowDTO]
    let developers: [DeveloperRowDTO]

    init(_ entry: TrendingPageCache.Entry, url: URL) {
        version = TrendingPageCache.formatVersion
        self.url = url.absoluteString
        etag = entry.etag
        last_modified = entry.lastModified
        fetched_at = entry.fetchedAt.timeIntervalSince1970
        repos = entry.repos.map {
            RepoRowDTO(rank: $0.rank, owner: $0.owner, name: $0.name, description: $0.description, language: $0.language,
                       stars: $0.stars, forks: $0.forks, period_stars: $0.periodStars)
        }
        developers = entry.developers.map {
            DeveloperRowDTO(rank: $0.rank, login: $0.login, name: $0.displayName, popular_repo: $0.popularRepo,
                            popular_repo_description: $0.popularRepoDescription)
        }
    }

    var entry: TrendingPageCache.Entry? {
        guard let fetchedAt = PlausibleDate.date(fetched_at) else { return nil }
        // The file holds the page's text decoded: cleaned again, never decoded again.
        func clean(_ text: String?, _ limit: Int) -> String? {
            text.flatMap { PageText.line(Array($0.utf8)[...], limit: limit, decodingEntities: false) }
        }
        func count(_ value: Int?) -> Int?? { value.map { PlausibleCount.contains($0) ? $0 : nil } ?? .some(nil) }
        // Ranks are the rows' places on the page, gaps for the rows the reader dropped kept: they
        // must only rise, as the reader made them.
        var repoRows: [TrendingPageRow] = []
        for row in repos {
            // A row whose name held the token was masked when written: left out, not the file.
            if StoredSecretScrub.isMasked(row.owner) || StoredSecretScrub.isMasked(row.name) { continue }
            guard row.rank > (repoRows.last?.rank ?? 0),
                  let repo = PageLink.validRepo(Substring(row.owner), Substring(row.name)),
                  case .some(let stars) = count(row.stars), case .some(let forks) = count(row.forks),
                  case .some(let period) = count(row.period_stars)
            else { return nil }
            repoRows.append(TrendingPageRow(
                rank: row.rank, owner: repo.owner, name: repo.name, description: clean(row.description, 1000),
                language: clean(row.language, 100), stars: stars, forks: forks, periodStars: period
            ))
        }
        var developerRows: [TrendingDeveloperRow] = []
        for row in developers {
            if StoredSecretScrub.isMasked(row.login) { continue }
            guard row.rank > (developerRows.last?.rank ?? 0), let login = PageLink.login(Substring(row.login)) else { return nil }
            var popular: String?
            if let text = row.popular_repo, !StoredSecretScrub.isMasked(text) {
                let parts = text.split(separator: "/", omittingEmptySubsequences: false)
                guard parts.count == 2, let repo = PageLink.validRepo(parts[0], parts[1]) else { return nil }
                popular = "\(repo.owner)/\(repo.name)"
            }
            developerRows.append(TrendingDeveloperRow(
                rank: row.rank, login: login, displayName: clean(row.name, 200), popularRepo: popular,
                popularRepoDescription: popular == nil ? nil : clean(row.popular_repo_description, 1000)
            ))
        }
        return TrendingPageCache.Entry(
            repos: repoRows, developers: developerRows, etag: etag.flatMap(TrendingPageCache.validator),
            lastModified: last_modified.flatMap(TrendingPageCache.validator), fetchedAt: fetchedAt
        )
    }
}
