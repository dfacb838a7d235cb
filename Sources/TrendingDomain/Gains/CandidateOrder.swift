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

    /// Recently failed repos last (among them, the longest ago first); then those on GitHub's
    /// trending page, in its order; then those on another period's page read in this run, in
    /// theirs; then those an earlier run measured, still fresh (a run within `--max-age` asks
    /// nothing new); then by promise, stars and name.
    public static let keys: [Key] = [failedLast, pageOrder, otherPageOrder, measuredFirst, byPromise, byStars, byName]

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
