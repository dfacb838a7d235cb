#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a load produced: a listing or an error, plus warnings either way.
public struct TrendingLoadResult: Equatable, Sendable {
    public let outcome: Result<TrendingListing, LoadTrendingError>
    public let warnings: [TrendingWarning]

    public init(outcome: Result<TrendingListing, LoadTrendingError>, warnings: [TrendingWarning] = []) {
        self.outcome = outcome
        self.warnings = warnings
    }
}
