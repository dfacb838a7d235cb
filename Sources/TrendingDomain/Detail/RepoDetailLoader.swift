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
