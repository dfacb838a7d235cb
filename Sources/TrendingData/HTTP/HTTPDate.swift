#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An HTTP date in any of the three forms RFC 9110 bids a recipient accept: IMF-fixdate
/// (`Sun, 06 Nov 1994 08:49:37 GMT`), the obsolete RFC 850 (`Sunday, 06-Nov-94 08:49:37 GMT`) and
/// asctime (`Sun Nov  6 08:49:37 1994`), read with plain integer arithmetic. Anything else is nil:
/// a header that is not a date is no date, never a guess.
enum HTTPDate {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let longWeekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    static func date(_ text: String) -> Date? {
        fixdate(text) ?? rfc850(text) ?? asctime(text)
    }

    private static func fixdate(_ text: String) -> Date? {
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 6, parts[0].hasSuffix(","), weekdays.contains(String(parts[0].dropLast())), parts[5] == "GMT",
              let day = number(parts[1], digits: 2), let year = number(parts[3], digits: 4)
        else { return nil }
        return date(year: year, month: parts[2], day: day, clock: parts[4])
    }

    /// `Sunday, 06-Nov-94 08:49:37 GMT`: a two-digit year is this century's unless that is over
    /// 50 years ahead (RFC 9110).
    private static func rfc850(_ text: String) -> Date? {
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0].hasSuffix(","), longWeekdays.contains(String(parts[0].dropLast())), parts[3] == "GMT" else { return nil }
        let dayMonthYear = parts[1].split(separator: "-", omittingEmptySubsequences: false)
        guard dayMonthYear.count == 3, let day = number(dayMonthYear[0], digits: 2), let short = number(dayMonthYear[2], digits: 2) else { return nil }
        let year = short + (short > 76 ? 1900 : 2000)
        return date(year: year, month: dayMonthYear[1], day: day, clock: parts[2])
    }

    /// `Sun Nov  6 08:49:37 1994`: a day under 10 padded with a space.
    private static func asctime(_ text: String) -> Date? {
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        let padded = parts.count == 6 && parts[2].isEmpty
        guard parts.count == (padded ? 6 : 5), weekdays.contains(String(parts[0])),
              let day = number(parts[padded ? 3 : 2], digits: padded ? 1 : 2), let year = number(parts[padded ? 5 : 4], digits: 4)
        else { return nil }
        return date(year: year, month: parts[1], day: day, clock: parts[padded ? 4 : 3])
    }

    private static func date(year: Int, month: Substring, day: Int, clock: Substring) -> Date? {
        guard (1...31).contains(day), let monthIndex = months.firstIndex(of: String(month)), year >= 1970 else { return nil }
        let fields = clock.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 3,
              let hour = number(fields[0], digits: 2), let minute = number(fields[1], digits: 2), let second = number(fields[2], digits: 2),
              (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        let days = daysFromCivil(year: year, month: monthIndex + 1, day: day)
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3600 + minute * 60 + second))
    }

    /// Exactly `digits` ASCII digits: no sign, no space.
    private static func number(_ text: Substring, digits: Int) -> Int? {
        guard text.utf8.count == digits, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return Int(text)
    }

    /// Howard Hinnant's days-from-civil: the days from 1970-01-01 to this proleptic Gregorian date.
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
