#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why no list could be shown at all.
public enum LoadTrendingError: Error, Equatable, Sendable {
    /// GitHub failed and nothing was cached to fall back on.
    case remote(RemoteLoadError)
    /// `--offline` was asked and nothing was cached.
    case offlineWithoutCache
    /// `--source page`: GitHub's trending page could not be read, and nothing else was asked.
    case trendingPageUnavailable(TrendingPageFailure)
    /// `--source page`: the page was read, but the search for its rows' details failed.
    case trendingPageDetailsUnavailable(RemoteLoadError)
    /// `--new-only`: what was shown before could not be read, so nothing can be told new.
    case seenUnreadable(StateError)
}
