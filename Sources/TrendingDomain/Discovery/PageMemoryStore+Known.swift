#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension PageMemoryStore {
    /// The repo as a search described it when GitHub's page last listed it: known like a cached
    /// list's row, for a page row no list's cache holds. What the read met goes to `notices`;
    /// a memory that cannot be read knows nothing.
    func summary(of name: RepoName, notices: inout [StateNotice]) -> KnownSummary? {
        guard let read = try? read() else { return nil }
        notices += read.warnings
        return read.value.sightings[name.key].map { KnownSummary(repo: $0.repo, fetchedAt: $0.at) }
    }
}

extension KnownSummary {
    /// The newer of two summaries; either may be missing.
    static func newer(_ first: KnownSummary?, _ second: KnownSummary?) -> KnownSummary? {
        guard let first, let second else { return first ?? second }
        return second.fetchedAt > first.fetchedAt ? second : first
    }
}
