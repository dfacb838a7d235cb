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

    /// Whether its days reach the day it was fetched (or the one before: GitHub's days need not
    /// be UTC's). GitHub always sends the current week, so one holding no week, or ending weeks
    /// before its fetch, says nothing of the days since, and no gain over them: never "+0".
    public var reachesItsFetch: Bool {
        guard let last = days.last?.day else { return false }
        return last >= GainWindow.dayStart(of: fetchedAt).addingTimeInterval(-GainWindow.secondsPerDay)
    }

    /// The same history, confirmed current at `date` (a 304).
    public func revalidated(at date: Date) -> CachedStarHistory {
        CachedStarHistory(days: days, etag: etag, fetchedAt: date, weeks: weeks)
    }
}
