#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How far back "trending" looks: repositories created within the period.
public enum TrendingPeriod: String, CaseIterable, Sendable {
    case daily
    case weekly
    case monthly

    public var days: Int {
        switch self {
        case .daily: 1
        case .weekly: 7
        case .monthly: 30
        }
    }

    /// The other periods whose trending pages a first `--scope all` run reads beside its own
    /// (`OtherPages`), shortest first: every other, but none for daily, whose cold run asks one
    /// page (issue 23's budget).
    public var companions: [TrendingPeriod] {
        self == .daily ? [] : Self.allCases.filter { $0 != self }
    }

    /// The instant the period starts: exactly `days` × 24 h before `now`.
    public func start(relativeTo now: Date) -> Date {
        now.addingTimeInterval(-Double(days) * 86_400)
    }

    /// The UTC calendar day the period starts on: today (UTC) minus `days`.
    public func startDay(relativeTo now: Date) -> Date {
        let secondsPerDay = 86_400.0
        let todayStart = (now.timeIntervalSince1970 / secondsPerDay).rounded(.down) * secondsPerDay
        return Date(timeIntervalSince1970: todayStart - Double(days) * secondsPerDay)
    }
}
