#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where shown details came from.
public enum DetailSource: Equatable, Sendable {
    case remote(fetchedAt: Date)
    /// GitHub answered 304: the cached details are current.
    case revalidated(fetchedAt: Date)
    case freshCache(fetchedAt: Date)
    case offlineCache(fetchedAt: Date)
    case staleFallback(fetchedAt: Date, reason: RemoteLoadError)
    /// No cached details, offline or when GitHub could not answer (`reason`): the summary a
    /// cached list (or the page memory) holds, fetched then.
    case listSummary(fetchedAt: Date, reason: RemoteLoadError? = nil)
}
