#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One repo's daily stars from GitHub's star-history API, as last fetched, with its ETag.
public struct CachedStarHistory: Equatable, Sendable {
    /// Oldest first; days after the fetch are never included.
    public let days: [DailyStars]
    public let etag: String?
    public let fetchedAt: Date
    /// How many weeks were asked for: a longer window needs a new request.
    public let weeks: Int

    public init(days: [DailyStars], etag: String?, fetchedAt: Date, weeks: Int) {
        self.days = days
        self.etag = etag
        self.fetchedAt = fetchedAt
        self.weeks = weeks
    }

    /// The same history, confirmed current at `date` (a 304).
    public func revalidated(at date: Date) -> CachedStarHistory {
        CachedStarHistory(days: days, etag: etag, fetchedAt: date, weeks: weeks)
    }
}
