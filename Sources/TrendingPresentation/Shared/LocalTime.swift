#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import TrendingDomain

/// The local wall-clock time of a date, from the C library's `localtime_r` (`TZ`, else
/// /etc/localtime), so that local times need no ICU: FoundationEssentials' `TimeZone.current`
/// knows only UTC when full Foundation is not loaded.
enum LocalTime {
    /// `14:05` in `timeZone`, or in the system's local time when it is nil.
    static func clock(_ date: Date, in timeZone: TimeZone?) -> String {
        let offset = timeZone?.secondsFromGMT(for: date) ?? secondsFromGMT(at: date)
        let local = UTCDate(date.addingTimeInterval(TimeInterval(offset)))
        return (local.hour < 10 ? "0" : "") + "\(local.hour):" + (local.minute < 10 ? "0" : "") + "\(local.minute)"
    }

    /// The system's offset from UTC at `date`, daylight saving included; 0 when unknown.
    static func secondsFromGMT(at date: Date) -> Int {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return 0 }
        return Int(parts.tm_gmtoff)
    }
}
