#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// GitHub's trending page's repo rows for a period, language and spoken language: what the
/// candidate loader needs of the page gateway (`GitHubTrendingPageLoader`).
public protocol TrendingPageRowLoading: Sendable {
    func repos(since: TrendingPeriod, language: String?, spokenLanguage: String?, mode: LoadMode) async -> TrendingPageAnswer<[TrendingPageRow]>
}

extension GitHubTrendingPageLoader: TrendingPageRowLoading {}
