#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension TrendingSort {
    /// GitHub's page order (`--sort page`): the page's rows by their rank, then the rows it did
    /// not list in the order given (by stars gained).
    public static func byPage(_ repos: [Repo], ranks: [String: Int]) -> [Repo] {
        let onPage = repos.filter { ranks[$0.repoName.key] != nil }
            .sorted { ranks[$0.repoName.key, default: 0] < ranks[$1.repoName.key, default: 0] }
        return onPage + repos.filter { ranks[$0.repoName.key] == nil }
    }
}
