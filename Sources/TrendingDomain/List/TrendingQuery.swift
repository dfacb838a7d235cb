#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What to list: the period and filters. Two queries GitHub answers alike (topics in another case
/// or order, or given twice: `normalizedTopics`) share one cache entry.
public struct TrendingQuery: Equatable, Hashable, Sendable {
    public let period: TrendingPeriod
    /// A GitHub language name such as `Swift` or `C++`; nil means every language.
    public let language: String?
    /// Topics every repo must carry (`topic:cli`), kept in the order given.
    public let topics: [String]
    /// The topics as GitHub matches them, without regard to case or order: lower case, each
    /// once, sorted. What names a query's files and feeds.
    public var normalizedTopics: [String] { Set(topics.map { $0.lowercased() }).sorted() }
    /// GitHub's search returns at most this many results for one query: the most any list holds.
    public static let searchCap = 1000
    /// The fewest stars a repo may have (`stars:>=N`); nil means no floor, and a floor of 0 or
    /// less is none: the same list, cache, feed and page use as without one (bb43 t2).
    public let minStars: Int?
    /// New repos only, or repos of any age (candidates for ranking by stars gained).
    public let scope: TrendingScope

    public init(
        period: TrendingPeriod = .daily, language: String? = nil, topics: [String] = [], minStars: Int? = nil,
        scope: TrendingScope = .new
    ) {
        self.period = period
        self.scope = scope
        self.language = language
        self.topics = topics
        self.minStars = minStars.flatMap { $0 > 0 ? $0 : nil }
    }
}

extension TrendingQuery {
    /// Whether a repo known from elsewhere (a bookmark) fits this query's filters. Topics are
    /// not known for such repos, so a query with topics admits none of them.
    public func admits(_ repo: Repo) -> Bool {
        if !topics.isEmpty { return false }
        if let language, repo.language?.lowercased() != language.lowercased() { return false }
        if let minStars, repo.stars < minStars { return false }
        return true
    }
}
