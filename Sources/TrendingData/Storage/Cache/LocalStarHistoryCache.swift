#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// GitHub star histories in the cache folder, one small file per repo with its ETag, and the
/// endpoint's status (unavailable on this server, budget spent, repos that failed) in one more.
public struct LocalStarHistoryCache: StarHistoryCache {
    static let formatVersion = 1

    private let file: CacheFile
    private let prefix: String

    /// - Parameter scope: names the API server, as for lists, so servers never share histories.
    public init(storage: any LocalStorageClient, scope: String = "", now: @escaping @Sendable () -> Date) {
        file = CacheFile(storage: storage, now: now)
        prefix = CacheFileNames.prefix(scope: scope)
    }

    public func load(_ name: RepoName) throws(CacheError) -> CachedStarHistory? {
        try file.load(key(for: name)) { data in
            .cached(StarHistoryFileDTO.self, from: data, formatVersion: Self.formatVersion)
        }
    }

    public func save(_ entry: CachedStarHistory, for name: RepoName) throws(CacheError) {
        try file.save({ try JSONEncoder.storedFiles().encode(StarHistoryFileDTO(entry)) }, to: key(for: name))
    }

    public func status() throws(CacheError) -> StarHistoryEndpointStatus {
        let stored = try file.load(statusKey) { data -> Decoded<StarHistoryEndpointStatus> in
            guard let dto = try? JSONDecoder().decode(StatusFileDTO.self, from: data),
                  [dto.unavailable_until, dto.budget_resets_at, dto.paused_until].allSatisfy({ $0.map(PlausibleDate.contains) ?? true }),
                  (dto.failed ?? [:]).values.allSatisfy(PlausibleDate.contains),
                  (dto.failed ?? [:]).count <= StarHistoryEndpointStatus.maxFailures,
                  (dto.suspects ?? [:]).values.allSatisfy(PlausibleDate.contains),
                  (dto.suspects ?? [:]).count <= StarHistoryEndpointStatus.maxFailures,
                  (dto.not_found ?? []).count <= StarHistoryEndpointStatus.maxFailures
            else { return .corrupt }
            return .value(StarHistoryEndpointStatus(
                unavailableUntil: dto.unavailable_until.map(Date.init(timeIntervalSince1970:)),
                budgetResetsAt: dto.budget_resets_at.map(Date.init(timeIntervalSince1970:)),
                budgetAuthenticated: dto.budget_authenticated ?? false,
                budgetAtReserve: dto.budget_at_reserve ?? false,
                hasAnswered: dto.answered ?? false,
                notFound: Set(dto.not_found ?? []),
                failures: (dto.failed ?? [:]).mapValues(Date.init(timeIntervalSince1970:)),
                suspects: (dto.suspects ?? [:]).mapValues(Date.init(timeIntervalSince1970:)),
                pausedUntil: dto.paused_until.map(Date.init(timeIntervalSince1970:))
            ))
        }
        return stored ?? StarHistoryEndpointStatus()
    }

    public func saveStatus(_ status: StarHistoryEndpointStatus) throws(CacheError) {
        let dto = StatusFileDTO(
            unavailable_until: status.unavailableUntil?.timeIntervalSince1970,
            budget_resets_at: status.budgetResetsAt?.timeIntervalSince1970,
            budget_authenticated: status.budgetAuthenticated,
            budget_at_reserve: status.budgetAtReserve ? true : nil,
            answered: status.hasAnswered,
            not_found: status.notFound.sorted(),
            failed: status.failures.mapValues(\.timeIntervalSince1970),
            suspects: status.suspects.isEmpty ? nil : status.suspects.mapValues(\.timeIntervalSince1970),
            paused_until: status.pausedUntil?.timeIntervalSince1970
        )
        try file.save({ try JSONEncoder().encode(dto) }, to: statusKey)
    }

    /// `stars-octo-org--rocket.json`, named like the repo-detail files.
    func key(for name: RepoName) -> String {
        prefix + "stars-\(LocalRepoDetailCache.fileStem(name)).json"
    }

    var statusKey: String { prefix + "star-history-status.json" }
}

private struct StarHistoryFileDTO: Codable, CachedEntryFile {
    let version: Int
    let etag: String?
    let fetched_at: Double
    let weeks: Int
    /// `[[unix day start, stars], …]`, oldest first.
    let days: [[Int]]
    /// The repo ID GitHub redirected the name to, when it did.
    let moved_to: Int?

    init(_ entry: CachedStarHistory) {
        version = LocalStarHistoryCache.formatVersion
        etag = entry.etag
        fetched_at = entry.fetchedAt.timeIntervalSince1970
        weeks = entry.weeks
        days = entry.days.map { [Int($0.day.timeIntervalSince1970), $0.stars] }
        moved_to = entry.movedTo
    }

    var entry: CachedStarHistory? {
        // Impossible counts or dates make the file corrupt (moved aside), as in every other file.
        guard PlausibleDate.contains(fetched_at), weeks > 0,
              days.allSatisfy({ $0.count == 2 && PlausibleDate.contains(Double($0[0])) && PlausibleCount.contains($0[1]) }),
              (moved_to ?? 1) > 0
        else { return nil }
        return CachedStarHistory(
            days: days.map { DailyStars(day: Date(timeIntervalSince1970: TimeInterval($0[0])), stars: $0[1]) },
            etag: etag, fetchedAt: Date(timeIntervalSince1970: fetched_at), weeks: weeks, movedTo: moved_to
        )
    }
}

private struct StatusFileDTO: Codable {
    let unavailable_until: Double?
    let budget_resets_at: Double?
    let budget_authenticated: Bool?
    /// Whether measuring stopped at its reserve (GitHub had requests left): other requests may go.
    let budget_at_reserve: Bool?
    /// Whether the endpoint ever answered on this server.
    let answered: Bool?
    /// Repos that answered 404 or 410 while it never had.
    let not_found: [String]?
    /// Repos whose last history request failed, with when (Unix seconds).
    let failed: [String: Double]?
    /// Repos of a streak of failures from a run's first request on, with when (Unix seconds).
    let suspects: [String: Double]?
    /// A secondary limit's wait: no history request before it (Unix seconds).
    let paused_until: Double?
}
