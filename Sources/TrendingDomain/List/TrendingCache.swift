#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The local store of the last list per query.
public protocol TrendingCache: Sendable {
    func load(for query: TrendingQuery) throws(CacheError) -> CachedTrending?
    func save(_ entry: CachedTrending, for query: TrendingQuery) throws(CacheError)
}
