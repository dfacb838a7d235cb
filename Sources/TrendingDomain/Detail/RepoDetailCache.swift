#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The local store of repo details, by name.
public protocol RepoDetailCache: Sendable {
    func load(_ name: RepoName) throws(CacheError) -> CachedRepoDetail?
    func save(_ entry: CachedRepoDetail, for name: RepoName) throws(CacheError)
}
