#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a shown list came from, so the user can be told how current it is.
public enum ListingSource: Equatable, Sendable {
    /// Just fetched from GitHub.
    case remote(fetchedAt: Date)
    /// A cached list still within its max age.
    case freshCache(fetchedAt: Date)
    /// A cached list shown because `--offline` forbade the network.
    case offlineCache(fetchedAt: Date)
    /// A cached list shown because GitHub could not be reached or refused.
    case staleFallback(fetchedAt: Date, reason: RemoteLoadError)
}
