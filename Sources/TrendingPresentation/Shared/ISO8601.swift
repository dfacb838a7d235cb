#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// UTC timestamps in the form GitHub uses: `2026-11-22T14:03:11Z`.
public enum ISO8601 {
    public static func string(_ date: Date) -> String {
        UTCDate(date).iso8601
    }
}
