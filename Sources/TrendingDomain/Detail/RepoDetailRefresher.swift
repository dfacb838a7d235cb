#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One rule for asking GitHub a repo's details: revalidated with the cached ones' ETag (a 304
/// reuses them), and filed in the cache, a renamed repo under its new name and the name asked
/// for too, so both resolve offline. `show` and `history --daily`'s star count both use it.
struct RepoDetailRefresher: Sendable {
    let remote: any RepoDetailLoader
    let cache: any RepoDetailCache
    let now: @Sendable () -> Date

    func fetch(
        _ name: RepoName, revalidating cached: CachedRepoDetail?, warnings: inout [TrendingWarning]
    ) async throws(RemoteLoadError) -> RepoDetailShown {
        let fetched = try await remote.load(name, etag: cached?.etag)
        let date = now()
        let entry: CachedRepoDetail
        let source: DetailSource
        switch (fetched, cached) {
        case (.modified(let detail, let etag), _):
            entry = CachedRepoDetail(detail: detail, etag: etag, fetchedAt: date)
            source = .remote(fetchedAt: date)
        case (.notModified, let cached?):
            entry = CachedRepoDetail(detail: cached.detail, etag: cached.etag, fetchedAt: date)
            source = .revalidated(fetchedAt: date)
        case (.notModified, nil):
            // A 304 to a request that sent no ETag is GitHub misbehaving.
            throw .malformedResponse
        }
        let names = entry.detail.name.key == name.key ? [name] : [entry.detail.name, name]
        do {
            for name in names { try cache.save(entry, for: name) }
        } catch {
            warnings.append(.cacheNotSaved(error))
        }
        return RepoDetailShown(detail: entry.detail, source: source)
    }
}
