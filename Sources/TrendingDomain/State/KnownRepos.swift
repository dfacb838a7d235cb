#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The last summary of a repo that this machine holds, and when it was fetched.
public struct KnownSummary: Equatable, Sendable {
    public let repo: Repo
    public let fetchedAt: Date

    public init(repo: Repo, fetchedAt: Date) {
        self.repo = repo
        self.fetchedAt = fetchedAt
    }
}

/// What is already known of a repo from cached details or lists, without the network: lets a new
/// bookmark show its details at once, and `show --offline` fall back to a list's summary.
public protocol KnownRepos: Sendable {
    /// The newest summary of `name` in any cached detail or list, or nil when none has it.
    func summary(of name: RepoName) -> KnownSummary?
}
