#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What measuring produced: GitHub histories by `RepoName.key`, and how far it got.
public struct GainMeasurement: Equatable, Sendable {
    public var histories: [String: CachedStarHistory]
    /// Candidates with an answer from GitHub (a malformed one included: it is measured from snapshots).
    public var measured: Int
    public var total: Int
    /// The candidates this run would measure (`RepoName.key`), `total` of them.
    public var chosen: Set<String> = []
    public var warnings: [TrendingWarning]

    public init(histories: [String: CachedStarHistory] = [:], measured: Int = 0, total: Int = 0, warnings: [TrendingWarning] = []) {
        self.histories = histories
        self.measured = measured
        self.total = total
        self.warnings = warnings
    }

    /// Whether every candidate was measured.
    public var isComplete: Bool { measured >= total }
}
