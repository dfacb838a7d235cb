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
    private let remote: any RepoDetailLoader
    private let cache: any RepoDetailCache
    private let now: @Sendable () -> Date

    public init(remote: any RepoDetailLoader, cache: any RepoDetailCache, now: @escaping @Sendable () -> Date) {
        self.remote = remote
        self.cache = cache
        self.now = now
    }

    public func stars(of name: RepoName) async -> Int? {
        let cached = try? cache.load(name)
        if let cached, now().timeIntervalSince(cached.fetchedAt) < 3600 { return cached.detail.stars }
        let fetch: RepoDetailFetch
        do {
            fetch = try await remote.load(name, etag: cached?.etag)
        } catch {
            return nil
        }
        let entry: CachedRepoDetail
        switch fetch {
        case .modified(let detail, let etag): entry = CachedRepoDetail(detail: detail, etag: etag, fetchedAt: now())
        case .notModified:
            guard let cached else { return nil }
            entry = CachedRepoDetail(detail: cached.detail, etag: cached.etag, fetchedAt: now())
        }
        try? cache.save(entry, for: name)
        return entry.detail.stars
    }
}
