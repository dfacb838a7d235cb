#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A repo's star count as of now, for judging a star history that no list or `show` counted
/// within the hour (`history --daily`): its cached details when counted within the hour, else
/// GitHub's details, revalidated with their ETag and cached as `show` caches them. Nil when
/// none can be had: the history then goes unjudged, as before.
public struct RepoStarCount: Sendable {
    private let details: RepoDetailRefresher

    public init(remote: any RepoDetailLoader, cache: any RepoDetailCache, now: @escaping @Sendable () -> Date) {
        details = RepoDetailRefresher(remote: remote, cache: cache, now: now)
    }

    /// How long a count stands for the count now: an hour.
    public static let freshFor: TimeInterval = 3600

    /// Whether a count made at `countedAt` stands for the count `now`.
    public static func isCurrent(_ countedAt: Date, now: Date) -> Bool {
        now.timeIntervalSince(countedAt) < freshFor
    }

    public func stars(of name: RepoName) async -> Int? {
        try? await count(of: name).get().stars
    }

    /// The count, the repo's creation and its id (0 when unknown), or why GitHub's details gave
    /// none: `notFound` and `rateLimited` say the history need not be asked at all.
    public func count(of name: RepoName) async -> Result<(stars: Int, createdAt: Date, id: Int), RemoteLoadError> {
        let cached = try? details.cache.load(name)
        if let cached, Self.isCurrent(cached.fetchedAt, now: details.now()) {
            return .success((cached.detail.stars, cached.detail.createdAt, cached.detail.id))
        }
        var warnings: [TrendingWarning] = []
        do {
            let detail = try await details.fetch(name, revalidating: cached, warnings: &warnings).detail
            return .success((detail.stars, detail.createdAt, detail.id))
        } catch {
            return .failure(error)
        }
    }
}
