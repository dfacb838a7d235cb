#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The instants a file or `TRENDING_NOW` may name: 2007-01-01 to 2200-01-01 UTC. Anything else
/// (NaN, 1e300, a negative century) is corrupt data, refused where it is read, so no date
/// arithmetic or formatting ever meets it.
public enum PlausibleDate {
    public static let range: ClosedRange<Double> = 1_167_609_600...7_258_118_400

    public static func contains(_ seconds: Double) -> Bool {
        range.contains(seconds)
    }

    public static func contains(_ date: Date) -> Bool {
        range.contains(date.timeIntervalSince1970)
    }

    /// The date, or nil when it is out of range.
    public static func date(_ seconds: Double) -> Date? {
        contains(seconds) ? Date(timeIntervalSince1970: seconds) : nil
    }
}
