#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `show` produced: details or an error, plus warnings either way.
public struct RepoDetailResult: Equatable, Sendable {
    public let outcome: Result<RepoDetailShown, LoadTrendingError>
    public let warnings: [TrendingWarning]

    public init(outcome: Result<RepoDetailShown, LoadTrendingError>, warnings: [TrendingWarning] = []) {
        self.outcome = outcome
        self.warnings = warnings
    }
}
