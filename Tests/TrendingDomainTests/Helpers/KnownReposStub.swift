import Foundation
import TrendingDomain

/// Knows the summaries it was given, by key, and records each lookup.
final class KnownReposStub: KnownRepos, @unchecked Sendable {
    private let summaries: [String: KnownSummary]
    private(set) var lookups: [String] = []

    init(_ summaries: [KnownSummary] = []) {
        self.summaries = Dictionary(summaries.map { ($0.repo.repoName.key, $0) }) { first, _ in first }
    }

    func summary(of name: RepoName) -> KnownSummary? {
        lookups.append(name.key)
        return summaries[name.key]
    }
}
