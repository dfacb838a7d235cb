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
    /// `--scope all`: the list as loaded, in star order, before its gains are measured: what a
    /// screen can show while they fill in (`measuring` names each as it is done).
    case listed(TrendingListing)
}
