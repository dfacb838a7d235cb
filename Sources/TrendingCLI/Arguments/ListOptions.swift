import Foundation
import TrendingDomain

/// How any command that reaches GitHub should do it.
struct NetworkOptions: Equatable {
    static let defaultTimeout: TimeInterval = 30

    var apiURL: URL?
    var timeout = defaultTimeout
    var verbose = false
}

/// Everything the list command was asked for, parsed and validated.
struct ListOptions: Equatable {
    static let defaultLimit = 25
    /// GitHub's search returns at most 1,000 results.
    static let limitRange = 1...1000
    static let defaultMaxAge: TimeInterval = 3600

    var period: TrendingPeriod = .daily
    var language: String?
    var topics: [String] = []
    var minStars: Int?
    var limit = defaultLimit
    var refresh = false
    var offline = false
    var maxAge = defaultMaxAge
    var json = false
    var network = NetworkOptions()

    var query: TrendingQuery { TrendingQuery(period: period, language: language, topics: topics, minStars: minStars) }

    var mode: LoadMode {
        if offline { return .offline }
        return refresh ? .refresh : .automatic
    }
}
