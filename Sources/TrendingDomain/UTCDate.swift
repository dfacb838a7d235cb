#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A date's UTC calendar fields, computed with plain integer arithmetic: exact for the proleptic
/// Gregorian calendar, and much cheaper than Calendar or a format style, which matters when a
/// list of 1,000 repos formats 2,000 dates.
public struct UTCDate: Equatable, Sendable {
    public let year: Int
    public let month: Int
    public let day: Int
    public let hour: Int
    public let minute: Int
    public let second: Int

    public init(_ date: Date) {
        // Any date reads, however far off (a span of 10^18 s before now): never a trap converting it.
        let seconds = date.timeIntervalSince1970
        let total = Int((seconds.isFinite ? min(max(seconds, -1e15), 1e15) : 0).rounded(.down))
        var days = total / 86_400
        var secondsOfDay = total % 86_400
        if secondsOfDay < 0 {
            secondsOfDay += 86_400
            days -= 1
        }
        // Howard Hinnant's days-to-civil algorithm.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        day = doy - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        hour = secondsOfDay / 3600
        minute = secondsOfDay % 3600 / 60
        second = secondsOfDay % 60
    }

    /// `2026-11-22`.
    public var dayString: String {
        "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))"
    }

    /// `2026-11-22T14:03:11Z`, the form GitHub uses.
    public var iso8601: String {
        "\(dayString)T\(Self.pad(hour, 2)):\(Self.pad(minute, 2)):\(Self.pad(second, 2))Z"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
