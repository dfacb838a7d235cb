#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What measuring produced: GitHub histories by `RepoName.key`, and how far it got.
public struct GainMeasurement: Equatable, Sendable {
    public var histories: [String: CachedStarHistory]
    /// Candidates whose gain a star history tells: GitHub's answer, or a cached one standing in (a
    /// malformed answer is no measure, and a list read from the cache counts the same).
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

extension GainMeasurement {
    /// Its warnings as the list says them beside `plan`'s cached histories: a malformed answer
    /// whose repo a cached history still measures says so, and the partial note counts the
    /// candidates past the run's share whose cached history tells their gain as measured.
    func warnings(beside plan: GainBatch) -> [TrendingWarning] {
        let toldBefore = plan.candidates.count { !chosen.contains($0.repoName.key) && plan.known[$0.repoName.key] != nil }
        return warnings.map { warning in
            switch warning {
            case .starHistoryMalformed(let name, let defect) where histories[name.key] == nil:
                guard let cached = plan.known[name.key] else { return warning }
                return .starHistoryMalformedCachedStands(name, defect, fetchedAt: cached.fetchedAt)
            case .starHistoryFailed(let name, let problem):
                // The request failed: a cached history covering the window still gives its gain.
                guard let cached = plan.known[name.key] else { return warning }
                return .starHistoryFailedCachedStands(name, problem, fetchedAt: cached.fetchedAt)
            case .gainsPartial(let measured, let total, let shortfall):
                return .gainsPartial(measured: measured + toldBefore, of: total + toldBefore, shortfall)
            default:
                return warning
            }
        }
    }
}
