#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One repo to measure, with everything its place in the measuring order depends on.
public struct GainCandidate: Equatable, Sendable {
    public let repo: Repo
    /// Stars it may gain in the window (`GainRule.promise`).
    public let promise: Double
    /// Its place on GitHub's trending page (1 first), when the page listed it.
    public let pageRank: Int?
    /// When measuring it last failed, if recently: it goes after every other.
    public let failedAt: Date?
    /// Its place on another period's page read in this run (the daily page of a weekly list),
    /// when that page listed it and the period's own did not.
    public let otherPageRank: Int?
    /// Whether an earlier run measured it and its cached history still serves this window
    /// without a request (fresh within `--max-age`, or any age for a read asking GitHub nothing).
    public let isMeasured: Bool
    /// When the cached history an earlier run measured it by was fetched, if that history still
    /// tells this window's gain but is past `--max-age` (asked again unless the budget runs out
    /// first, then shown as it is); nil when none does, it is fresh, `--refresh` asks all, or the
    /// read asks GitHub nothing (`--offline`, a list standing in for a failed refresh).
    public let measuredAt: Date?
    /// Whether it is remembered (not found by this run) under a name other than that of the one
    /// row found now with its id: a renamed repo's old name, maybe, which its history's redirect
    /// tells (`TrendingListing.dropRenamed`), so it is measured before the other remembered ones.
    public let mayBeRenamed: Bool

    public init(
        repo: Repo, promise: Double, pageRank: Int? = nil, failedAt: Date? = nil, otherPageRank: Int? = nil, isMeasured: Bool = false,
        measuredAt: Date? = nil, mayBeRenamed: Bool = false
    ) {
        self.mayBeRenamed = mayBeRenamed
        self.repo = repo
        self.isMeasured = isMeasured
        self.measuredAt = measuredAt
        self.promise = promise
        self.pageRank = pageRank
        self.failedAt = failedAt
        self.otherPageRank = otherPageRank
    }
}
