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
