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
}

/// What a load produced: a listing or an error, plus warnings either way.
public struct TrendingLoadResult: Equatable, Sendable {
    public let outcome: Result<TrendingListing, LoadTrendingError>
    public let warnings: [TrendingWarning]

    public init(outcome: Result<TrendingListing, LoadTrendingError>, warnings: [TrendingWarning] = []) {
        self.outcome = outcome
        self.warnings = warnings
    }
}
