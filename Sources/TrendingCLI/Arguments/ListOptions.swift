import Foundation
import TrendingDomain

/// Everything the list was asked for, parsed and validated; also the declarations of the list's
/// flags, so any command that lists (the list itself, later ones) reads them the same way.
struct ListOptions: Equatable {
    static let since = Option<TrendingPeriod>("--since", default: .daily, help: "Repos created since 1, 7 or 30 days ago (UTC).")
    static let language = Option<LanguageName>(
        "--language", defaultText: "every language",
        help: "Only repos in this language, as GitHub names it (Swift, C++, \"Jupyter Notebook\")."
    )
    static let topic = Option<TopicName>("--topic", repeatable: true, help: "Only repos with this topic; repeat for several (all must match).")
    static let minStars = Option<StarCount>("--min-stars", help: "Only repos with at least N stars.")
    static let limit = Option<ListLimit>(
        "--limit", default: ListLimit(checked: defaultLimit), help: "How many repos to show, 1 to 1000 (GitHub's search cap)."
    )
    static let format = Option<OutputFormat>(
        "--format", default: .list,
        help: "list: fitted to the terminal; table: aligned columns; tsv: a header row and exact values for cut and awk; json: an array."
    )
    static let json = Flag("--json", help: "Short for --format json.")
    static let longStats = Flag("--long-stats", help: "Exact counts with thousands separators (12,345) instead of 12.3k.")
    static let sort = Option<TrendingSort>(
        "--sort", default: .stars,
        help: "stars: GitHub's order; velocity: stars gained per hour, from this machine's own snapshots (repos without history last)."
    )
    static let deltaWindow = Option<TimeSpan>(
        "--delta-window", default: TimeSpan(checked: 0), defaultText: "0 (the previous snapshot)",
        help: "Measure gains from the latest snapshot at least this old: 6h, 1d."
    )

    /// The list's flags, in the order help shows them.
    static let declarations = [
        since.info, language.info, topic.info, minStars.info, limit.info, SharedOptions.refresh.info,
        SharedOptions.offline.info, SharedOptions.maxAge.info, format.info, json.info, longStats.info,
        sort.info, deltaWindow.info,
    ]

    static let defaultLimit = 25
    static let defaultMaxAge = SharedOptions.defaultMaxAge

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

    var query: TrendingQuery { TrendingQuery(period: period, language: language, topics: topics, minStars: minStars) }

    var browse: BrowseOptions { BrowseOptions(sort: sort, deltaWindow: deltaWindow) }

    var mode: LoadMode {
        if offline { return .offline }
        return refresh ? .refresh : .automatic
    }
}

extension ListOptions {
    /// Reads the list's flags; a flag given twice keeps its last value.
    init(_ arguments: ParsedArguments) throws(ParseError) {
        period = arguments.value(Self.since) ?? .daily
        language = arguments.value(Self.language)?.text
        topics = arguments.values(Self.topic).map(\.text)
        minStars = arguments.value(Self.minStars)?.value
        limit = arguments.value(Self.limit)?.value ?? Self.defaultLimit
        let mode = try SharedOptions.mode(arguments)
        refresh = mode.refresh
        offline = mode.offline
        maxAge = arguments.value(SharedOptions.maxAge)?.seconds ?? Self.defaultMaxAge
        longStats = arguments.has(Self.longStats)
        sort = arguments.value(Self.sort) ?? .stars
        deltaWindow = arguments.value(Self.deltaWindow)?.seconds ?? 0
        format = arguments.value(Self.format) ?? .list
        // --json is --format json: whichever of the two came last wins.
        if let json = arguments.position(of: Self.json.info.name),
           json > (arguments.position(of: Self.format.info.name) ?? 0) {
            format = .json
        }
    }
}
