#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The order candidates are measured in, as a list of keys: the first key that tells two
/// candidates apart decides. Pure.
public enum CandidateOrder {
    /// `true` when the first goes before the second, `false` when after, nil on a tie.
    public typealias Key = @Sendable (GainCandidate, GainCandidate) -> Bool?

    /// Failed lately last; then GitHub's page's rows, in its order, and another period's page's;
    /// then a remembered row that may be a renamed repo's old name (`mayBeRenamed`); then the rest, those measured past `--max-age` (a stale history tells their gain) after
    /// the others, longest ago first, so the run after one the rate limit cut short measures what
    /// it left; those measured and fresh (no request; any age, when GitHub is asked nothing) before
    /// the unmeasured; then by promise, stars and name.
    public static let keys: [Key] = [failedLast, pageOrder, otherPageOrder, mayBeRenamedFirst, unmeasuredFirst, measuredFirst, byPromise, byStars, byName]

    public static func sorted(_ candidates: [GainCandidate], keys: [Key] = keys) -> [Repo] {
        candidates.sorted { lhs, rhs in
            for key in keys {
                if let before = key(lhs, rhs) { return before }
            }
            return false
        }.map(\.repo)
    }

    public static let failedLast: Key = { lhs, rhs in
        switch (lhs.failedAt, rhs.failedAt) {
        case (nil, nil): nil
        case (nil, .some): true
        case (.some, nil): false
        case let (left?, right?): left == right ? nil : left < right
        }
    }

    public static let pageOrder: Key = { lhs, rhs in
        switch (lhs.pageRank, rhs.pageRank) {
        case (nil, nil): nil
        case (.some, nil): true
        case (nil, .some): false
        case let (left?, right?): left == right ? nil : left < right
        }
    }

    public static let otherPageOrder: Key = { lhs, rhs in
        switch (lhs.otherPageRank, rhs.otherPageRank) {
        case (nil, nil): nil
        case (.some, nil): true
        case (nil, .some): false
        case let (left?, right?): left == right ? nil : left < right
        }
    }

    public static let mayBeRenamedFirst: Key = { lhs, rhs in
        lhs.mayBeRenamed == rhs.mayBeRenamed ? nil : lhs.mayBeRenamed
    }

    public static let unmeasuredFirst: Key = { lhs, rhs in
        switch (lhs.measuredAt, rhs.measuredAt) {
        case (nil, nil): nil
        case (nil, .some): true
        case (.some, nil): false
        case let (left?, right?): left == right ? nil : left < right
        }
    }

    public static let measuredFirst: Key = { lhs, rhs in
        lhs.isMeasured == rhs.isMeasured ? nil : lhs.isMeasured
    }

    public static let byPromise: Key = { lhs, rhs in
        lhs.promise == rhs.promise ? nil : lhs.promise > rhs.promise
    }

    public static let byStars: Key = { lhs, rhs in
        lhs.repo.stars == rhs.repo.stars ? nil : lhs.repo.stars > rhs.repo.stars
    }

    public static let byName: Key = { lhs, rhs in
        lhs.repo.repoName.key == rhs.repo.repoName.key ? nil : lhs.repo.repoName.key < rhs.repo.repoName.key
    }
}
