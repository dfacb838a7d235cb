import Foundation
import TrendingDomain

/// Knows the summaries it was given, by key, and records each lookup.
public final class KnownReposStub: KnownRepos, @unchecked Sendable {
    private let summaries: [String: KnownSummary]
    private let recent: [Repo]
    public private(set) var lookups: [String] = []
    public private(set) var recentSince: [Date] = []

    private let renames: [String: RepoName]

    /// - Parameter renames: old names' keys, and the names their cached details answered under.
    public init(_ summaries: [KnownSummary] = [], recent: [Repo] = [], renames: [String: RepoName] = [:]) {
        self.summaries = Dictionary(summaries.map { ($0.repo.repoName.key, $0) }) { first, _ in first }
        self.recent = recent
        self.renames = renames
    }

    public func renamedTo(of name: RepoName) -> RepoName? {
        renames[name.key]
    }

    public func recentRepos(since date: Date) -> [Repo] {
        recentSince.append(date)
        return recent
    }

    public func summary(of name: RepoName) -> KnownSummary? {
        lookups.append(name.key)
        return summaries[name.key]
    }
}
