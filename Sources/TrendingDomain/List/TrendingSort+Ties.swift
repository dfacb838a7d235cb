#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension TrendingSort {
    /// The one rule every order ends with when its own key ties: stars gained in the period (`windowGain`)
    /// (unknown last), then stars, then the name, case-insensitively. Never the order GitHub's
    /// searches or bands happened to return.
    public static func precedesOnTie(_ lhs: Repo, _ rhs: Repo, gains: [String: StarGain]) -> Bool {
        switch (gains[lhs.repoName.key]?.windowGain, gains[rhs.repoName.key]?.windowGain) {
        case let (left?, right?) where left != right: return left > right
        case (.some, nil): return true
        case (nil, .some): return false
        default:
            if lhs.stars != rhs.stars { return lhs.stars > rhs.stars }
            return lhs.repoName.key < rhs.repoName.key
        }
    }

    /// Orders repos by stars, most first; ties by the common rule. A list already in that order
    /// (a cached search's, mostly) is returned as it is: the sort's first use costs a cached list
    /// a runtime type lookup.
    public static func byStars(_ repos: [Repo], gains: [String: StarGain]) -> [Repo] {
        let before = { (lhs: Repo, rhs: Repo) in lhs.stars != rhs.stars ? lhs.stars > rhs.stars : precedesOnTie(lhs, rhs, gains: gains) }
        if zip(repos, repos.dropFirst()).allSatisfy({ !before($1, $0) }) { return repos }
        return repos.sorted(by: before)
    }
}
