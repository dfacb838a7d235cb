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

    /// Orders repos by velocity, fastest first; repos with no delta go last, in star order.
    /// Ties keep the incoming (star) order, so the result is stable.
    public static func byVelocity(_ repos: [Repo], deltas: [String: StarDelta]) -> [Repo] {
        let indexed = repos.enumerated().map { ($0.offset, $0.element) }
        return indexed.sorted { lhs, rhs in
            switch (deltas[lhs.1.repoName.key], deltas[rhs.1.repoName.key]) {
            case let (left?, right?):
                return left.perHour != right.perHour ? left.perHour > right.perHour : lhs.0 < rhs.0
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return lhs.1.stars != rhs.1.stars ? lhs.1.stars > rhs.1.stars : lhs.0 < rhs.0
            }
        }.map(\.1)
    }
}
