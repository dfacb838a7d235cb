#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Progress of measuring star gains, once before the first repo and once after each: what a
/// screen needs to show gains filling in (`Measuring star gains 12/100…`).
public struct GainProgress: Equatable, Sendable {
    /// Candidates done so far.
    public let done: Int
    public let total: Int
    /// The repo just done, and its gain from GitHub when it has one; nil before the first.
    public let repo: RepoName?
    public let gain: StarGain?

    public init(done: Int, total: Int, repo: RepoName? = nil, gain: StarGain? = nil) {
        self.done = done
        self.total = total
        self.repo = repo
        self.gain = gain
    }
}

/// Why measuring stopped before every candidate had a history from GitHub.
public enum GainShortfall: Equatable, Sendable {
    /// The core budget reached its reserve; measuring continues after the reset.
    case rateLimited(resetsAt: Date?, authenticated: Bool)
    /// GitHub could not be reached or failed; the next run continues.
    case failed(RemoteLoadError)
}

/// What measuring produced: GitHub histories by `RepoName.key`, and how far it got.
public struct GainMeasurement: Equatable, Sendable {
    public var histories: [String: CachedStarHistory]
    /// Candidates with an answer from GitHub (a malformed one included: it is measured from snapshots).
    public var measured: Int
    public var total: Int
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
