#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
