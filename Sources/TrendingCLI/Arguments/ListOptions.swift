#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// The flags every command takes: how to reach GitHub and how to draw on the terminal.
struct GlobalOptions: Equatable {
    static let defaultTimeout: TimeInterval = 30

    var apiURL: URL?
    var timeout = defaultTimeout
    var verbose = false
    var color = Toggle.auto
    var hyperlinks = Toggle.auto
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
    var format = OutputFormat.list
    var longStats = false
    var sort = TrendingSort.stars
    var deltaWindow: TimeInterval = 0
    /// `--new-only`: only repos no list has shown before.
    var newOnly = false

    var query: TrendingQuery { TrendingQuery(period: period, language: language, topics: topics, minStars: minStars) }

    var browse: BrowseOptions { BrowseOptions(sort: sort, deltaWindow: deltaWindow, newOnly: newOnly) }

    var mode: LoadMode {
        if offline { return .offline }
        return refresh ? .refresh : .automatic
    }
}
