#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// GitHub's own timestamp form, `2026-11-22T13:00:00Z`, read by arithmetic. Anything else (a
/// fraction, an offset, an impossible day, a year before 1583) is nil, for `JSONDecoder`'s ISO
/// 8601 parser to judge.
public enum GitHubTimestamp {
    static func date(_ text: String) -> Date? {
        text.utf8.withContiguousStorageIfAvailable(date) ?? Array(text.utf8).withUnsafeBufferPointer(date)
    }

    /// Any ISO 8601 time in the extended form (`2026-11-22T13:00:00.5+01:00` too), whose fields
    /// are a real date and time: Foundation's parser rolls `02-30` or `T25:00` over to a later
    /// day, which is no time at all (bb38 c2-D1).
    public static func strict(_ text: String) -> Date? {
        if let date = date(text) { return date }
        let real = Array(text.utf8).withUnsafeBufferPointer { b -> Bool in
            guard b.count >= 20, fields(b) != nil else { return false }
            // Then a fraction, and `Z` or an offset of real hours and minutes, and nothing more.
            var at = 19
            if b[at] == UInt8(ascii: ".") {
                at += 1
                let first = at
                while at < b.count, b[at] >= 0x30, b[at] <= 0x39 { at += 1 }
                guard at > first else { return false }
            }
            guard at < b.count else { return false }
            if b[at] == UInt8(ascii: "Z") || b[at] == UInt8(ascii: "z") { return at + 1 == b.count }
            guard b[at] == UInt8(ascii: "+") || b[at] == UInt8(ascii: "-"), at + 6 == b.count, b[at + 3] == UInt8(ascii: ":"),
                  let hours = number(b, at + 1, 2), let minutes = number(b, at + 4, 2)
            else { return false }
            return hours < 24 && minutes < 60
        }
        return real ? try? Date(text, strategy: .iso8601) : nil
    }

    /// `JSONDecoder`'s strategy for GitHub's dates: `strict`, an impossible one being unreadable.
    static let decoding = JSONDecoder.DateDecodingStrategy.custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = strict(text) else { throw DecodingError.dataCorruptedError(in: container, debugDescription: "no real time: \(text)") }
        return date
    }

    private static func date(_ b: UnsafeBufferPointer<UInt8>) -> Date? {
        guard b.count == 20, b[19] == UInt8(ascii: "Z"), let f = fields(b),
              // Before the Gregorian reform JSONDecoder's ISO 8601 parser counts Julian days:
              // an old year is left to it, and then refused as implausible anyway.
              f.year >= 1583
        else { return nil }
        let seconds = daysSinceEpoch(year: f.year, month: f.month, day: f.day) * 86_400 + f.hour * 3600 + f.minute * 60 + f.second
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// `YYYY-MM-DDThh:mm:ss` at the start of `b`, when its fields name a real date and time.
    private static func fields(_ b: UnsafeBufferPointer<UInt8>) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int)? {
        guard b.count >= 19, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"), b[10] == UInt8(ascii: "T"),
              b[13] == UInt8(ascii: ":"), b[16] == UInt8(ascii: ":"),
              let year = number(b, 0, 4), let month = number(b, 5, 2), let day = number(b, 8, 2),
              let hour = number(b, 11, 2), let minute = number(b, 14, 2), let second = number(b, 17, 2),
              (1...12).contains(month), day >= 1, day <= daysIn(month, of: year), hour < 24, minute < 60, second < 60
        else { return nil }
        return (year, month, day, hour, minute, second)
    }

    /// The decimal number of `count` digits at `start`, or nil when one is no digit.
    private static func number(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        var value = 0
        for index in start..<(start + count) {
            guard b[index] >= 0x30, b[index] <= 0x39 else { return nil }
            value = value * 10 + Int(b[index] - 0x30)
        }
        return value
    }

    private static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Howard Hinnant's days-from-civil, the inverse of `UTCDate`'s.
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
