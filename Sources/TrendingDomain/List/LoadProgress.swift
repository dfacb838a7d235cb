#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Progress a load reports while it runs, for a loading indicator.
public enum LoadProgress: Equatable, Sendable {
    case fetching(TrendingQuery)
    /// Paging: page `page` of `pages` is being fetched (only reported when there are several).
    case page(Int, of: Int, TrendingQuery)
    /// Measuring star gains: a candidate is done (or measuring is about to start).
    case measuring(GainProgress)
}
