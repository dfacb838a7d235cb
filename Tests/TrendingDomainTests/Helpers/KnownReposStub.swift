import Foundation
import TrendingDomain

/// Knows the summaries it was given, by key, and records each lookup.
final class KnownReposStub: KnownRepos, @unchecked Sendable {
    private let summaries: [String: KnownSummary]
    private let recent: [Repo]
    private(set) var lookups: [String] = []
    private(set) var recentSince: [Date] = []

    init(_ summaries: [KnownSummary] = [], recent: [Repo] = []) {
        self.summaries = Dictionary(summaries.map { ($0.repo.repoName.key, $0) }) { first, _ in first }
        self.recent = recent
    }

    func recentRepos(since date: Date) -> [Repo] {
        recentSince.append(date)
        return recent
    }

    func summary(of name: RepoName) -> KnownSummary? {
        lookups.append(name.key)
        return summaries[name.key]
    }
}
