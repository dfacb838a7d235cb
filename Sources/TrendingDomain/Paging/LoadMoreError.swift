#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why the list could not grow.
public enum LoadMoreError: Error, Equatable, Sendable {
    case remote(RemoteLoadError)
    /// The cache, which the grown list is served from, could not be read or written.
    case cache(CacheError)
}
