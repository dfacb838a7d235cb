#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One answer from the remote search: the repos, best first.
public struct TrendingSearchResult: Equatable, Sendable {
    public let repos: [Repo]
    /// GitHub timed out part of the search, so the list may miss repos.
    public let isIncomplete: Bool

    public init(repos: [Repo], isIncomplete: Bool = false) {
        self.repos = repos
        self.isIncomplete = isIncomplete
    }
}
