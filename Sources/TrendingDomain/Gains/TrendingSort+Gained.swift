#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension TrendingSort {
    /// Orders repos by stars gained (a gain over days by its share of the window), most first;
    /// unknown gains last; ties by stars, then name.
    public static func byGained(_ repos: [Repo], gains: [String: StarGain]) -> [Repo] {
        repos.sorted { lhs, rhs in
            switch (gains[lhs.repoName.key]?.windowGain, gains[rhs.repoName.key]?.windowGain) {
            case let (left?, right?) where left != right: return left > right
            case (.some, nil): return true
            case (nil, .some): return false
            default: return precedesOnTie(lhs, rhs, gains: gains)
            }
        }
    }
}
