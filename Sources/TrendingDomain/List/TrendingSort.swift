#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How to order a list: GitHub's star order, stars gained per hour (from snapshots), or stars
/// gained in the period's window.
public enum TrendingSort: String, CaseIterable, Equatable, Sendable {
    case stars
    case velocity
    case gained
    /// GitHub's trending page order (`--scope all`), then the rows it did not list by stars gained.
    case page

    /// Orders repos by velocity, fastest first; repos with no delta go last. Ties break by
    /// `precedesOnTie`: stars gained, then stars, then name.
    public static func byVelocity(_ repos: [Repo], deltas: [String: StarDelta], gains: [String: StarGain] = [:]) -> [Repo] {
        repos.sorted { lhs, rhs in
            switch (deltas[lhs.repoName.key]?.perHour, deltas[rhs.repoName.key]?.perHour) {
            case let (left?, right?) where left != right: return left > right
            case (.some, nil): return true
            case (nil, .some): return false
            default: return precedesOnTie(lhs, rhs, gains: gains)
            }
        }
    }
}
