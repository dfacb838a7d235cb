import Foundation
import TrendingDomain

/// Everything the list command was asked for, parsed and validated.
struct ListOptions: Equatable {
    static let defaultLimit = 25
    static let limitRange = 1...100
    static let defaultMaxAge: TimeInterval = 3600

    var period: TrendingPeriod = .daily
    var language: String?
    var limit = defaultLimit
    var refresh = false
    var offline = false
    var maxAge = defaultMaxAge
    var json = false
    var apiURL: URL?

    var query: TrendingQuery { TrendingQuery(period: period, language: language) }

    var mode: LoadMode {
        if offline { return .offline }
        return refresh ? .refresh : .automatic
    }
}
