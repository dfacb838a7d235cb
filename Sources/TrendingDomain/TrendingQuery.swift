#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What to list: the period and filters. Two equal queries share one cache entry.
public struct TrendingQuery: Equatable, Hashable, Sendable {
    public let period: TrendingPeriod
    /// A GitHub language name such as `Swift` or `C++`; nil means every language.
    public let language: String?

    public init(period: TrendingPeriod = .daily, language: String? = nil) {
        self.period = period
        self.language = language
    }
}
