#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How eagerly a load may use the network.
public enum LoadMode: Equatable, Sendable {
    /// A fresh cache is shown as is; otherwise ask GitHub, falling back to the cache.
    case automatic
    /// Pull-to-refresh: always ask GitHub, falling back to the cache.
    case refresh
    /// Never touch the network.
    case offline
}
