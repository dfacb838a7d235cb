#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// GitHub's trending page's repo rows for a period, language and spoken language: the page
/// gateway, as the candidate loader needs it.
public protocol TrendingPageRowLoading: Sendable {
    func pageRows(since: TrendingPeriod, language: String?, spokenLanguage: String?, mode: LoadMode) async -> TrendingPageRows
}

/// The page's rows, or why there are none.
public enum TrendingPageRows: Equatable, Sendable {
    case rows([TrendingPageRow], fetchedAt: Date, fromCache: Bool)
    /// The page failed (`reason`), or nothing usable was there (nil).
    case unavailable(RemoteLoadError?)
}
