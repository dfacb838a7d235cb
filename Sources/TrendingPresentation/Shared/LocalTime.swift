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

    /// When a wait ends, as the notes say it: `14:05` within a day of `now`, else with its date,
    /// `2027-11-23 14:05`, so that a reset a year away does not read as today's. A moment inside
    /// a minute is said as the minute's end, as its wait (`in 30 min`) is rounded up: a reset at
    /// 12:29:01 is `12:30`, never a time when the limit still holds.
    static func moment(_ date: Date, after now: Date, in timeZone: TimeZone?) -> String {
        let seconds = date.timeIntervalSince1970
        let date = seconds.isFinite ? Date(timeIntervalSince1970: (seconds / 60).rounded(.up) * 60) : date
        let time = clock(date, in: timeZone)
        guard date.timeIntervalSince(now) >= 86_400 else { return time }
        let offset = timeZone?.secondsFromGMT(for: date) ?? secondsFromGMT(at: date)
        let local = UTCDate(date.addingTimeInterval(TimeInterval(offset)))
        func two(_ number: Int) -> String { (number < 10 ? "0" : "") + "\(number)" }
        return "\(local.year)-\(two(local.month))-\(two(local.day)) \(time)"
    }

    /// The system's offset from UTC at `date`, daylight saving included; 0 when unknown.
    static func secondsFromGMT(at date: Date) -> Int {
        let since1970 = date.timeIntervalSince1970
        guard since1970.isFinite, abs(since1970) < 1e15 else { return 0 }
        var seconds = time_t(since1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return 0 }
        return Int(parts.tm_gmtoff)
    }
}
