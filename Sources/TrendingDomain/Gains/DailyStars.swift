#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Stars given on one UTC day that still exist (an unstar lowers the day it was given).
public struct DailyStars: Equatable, Sendable {
    /// The day's start, UTC midnight.
    public let day: Date
    public let stars: Int

    public init(day: Date, stars: Int) {
        self.day = day
        self.stars = stars
    }
}
