#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingData

/// Limits on values a user or script hands in, checked before any work: a value outside them
/// is a usage error (64), never a trap or a wait of days.
enum InputBounds {
    /// An hour: longer is a mistake, not a slow network.
    static let maxTimeout: TimeInterval = 3600

    /// `--timeout`'s seconds (`10`, `2.5`, `1m`): above 0, at most an hour.
    static func timeout(_ value: String) throws(UsageError) -> TimeInterval {
        guard let seconds = TimeInterval(value) ?? DurationParser.seconds(value), seconds > 0, seconds <= maxTimeout else {
            throw UsageError(message: "invalid value '\(value)' for --timeout; expected seconds greater than 0 and at most 3600, such as 10 or 2.5")
        }
        return seconds
    }

    /// `TRENDING_NOW`, when set and readable, must lie in 2007…2200 like every stored date.
    static func checkPinnedNow(_ environment: AppEnvironment) throws(UsageError) {
        guard let value = environment.value("TRENDING_NOW"), let date = AppEnvironment.parseInstant(value) else { return }
        guard PlausibleDate.contains(date) else {
            throw UsageError(message: "invalid TRENDING_NOW '\(value)'; expected a time from 2007 to 2200, as epoch seconds or ISO 8601")
        }
    }
}
