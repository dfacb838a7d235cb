#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where shown details came from.
public enum DetailSource: Equatable, Sendable {
    case remote(fetchedAt: Date)
    /// GitHub answered 304: the cached details are current.
    case revalidated(fetchedAt: Date)
    case freshCache(fetchedAt: Date)
    case offlineCache(fetchedAt: Date)
    case staleFallback(fetchedAt: Date, reason: RemoteLoadError)
    /// Offline with no cached details: the summary a cached list holds, fetched then.
    case listSummary(fetchedAt: Date)
}

/// What `show` produced: details or an error, plus warnings either way.
public struct RepoDetailResult: Equatable, Sendable {
    public let outcome: Result<RepoDetailShown, LoadTrendingError>
    public let warnings: [TrendingWarning]

    public init(outcome: Result<RepoDetailShown, LoadTrendingError>, warnings: [TrendingWarning] = []) {
        self.outcome = outcome
        self.warnings = warnings
    }
}

/// Details ready to show, and where they came from.
public struct RepoDetailShown: Equatable, Sendable {
    public let detail: RepoDetail
    public let source: DetailSource
    public let isBookmarked: Bool

    public init(detail: RepoDetail, source: DetailSource, isBookmarked: Bool = false) {
        self.detail = detail
        self.source = source
        self.isBookmarked = isBookmarked
    }
}
