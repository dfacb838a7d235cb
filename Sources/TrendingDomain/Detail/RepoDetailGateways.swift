#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a conditional fetch of one repo brought back.
public enum RepoDetailFetch: Equatable, Sendable {
    /// New or changed details, with the ETag to revalidate them next time.
    case modified(RepoDetail, etag: String?)
    /// The cached details are still current (304); this cost no rate limit.
    case notModified
}

/// The remote source of one repo's details: `GET /repos/{owner}/{repo}`.
public protocol RepoDetailLoader: Sendable {
    /// Fetches `name`, revalidating with `etag` when one is given.
    func load(_ name: RepoName, etag: String?) async throws(RemoteLoadError) -> RepoDetailFetch
}

/// One repo's details as last fetched, with its ETag.
public struct CachedRepoDetail: Equatable, Sendable {
    public let detail: RepoDetail
    public let etag: String?
    public let fetchedAt: Date

    public init(detail: RepoDetail, etag: String?, fetchedAt: Date) {
        self.detail = detail
        self.etag = etag
        self.fetchedAt = fetchedAt
    }
}

/// The local store of repo details, by name.
public protocol RepoDetailCache: Sendable {
    func load(_ name: RepoName) throws(CacheError) -> CachedRepoDetail?
    func save(_ entry: CachedRepoDetail, for name: RepoName) throws(CacheError)
}
