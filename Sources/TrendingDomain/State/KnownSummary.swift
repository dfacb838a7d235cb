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
