#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain
import TrendingTerminalUI

/// Everything the list was asked for, parsed and validated; also the declarations of the list's
/// flags, so any command that lists (the list itself, later ones) reads them the same way.
struct ListOptions: Equatable {
    static let since = Option<TrendingPeriod>(
        "--since", default: .daily, help: "The period: the last 24 hours, 7 days or 30 days, ending now."
    )
    static let scope = Option<TrendingScope>(
        "--scope", default: .new,
        help: "new: repos created in the period; all: repos of any age, ranked by stars gained in it (GitHub's star history)."
    )
    static let candidates = Option<CandidateCount>(
        "--candidates", default: CandidateCount(checked: defaultCandidates),
        help: "How many repos --scope all measures with a star-history request, 1 to 1000 (repos created in the period need none)."
    )
    static let language = Option<LanguageName>(
        "--language", defaultText: "every language",
        help: "Only repos in this language, as GitHub names it (Swift, C++, \"Jupyter Notebook\")."
    )
    static let topic = Option<TopicName>("--topic", repeatable: true, help: "Only repos with this topic; repeat for several (all must match).")
    static let minStars = Option<StarCount>("--min-stars", help: "Only repos with at least N stars.")
    static let limit = Option<ListLimit>(
        "--limit", short: "-L", default: ListLimit(checked: defaultLimit), help: "How many repos to show, 1 to 1000 (GitHub's search cap)."
    )
    static let format = Option<OutputFormat>(
        "--format", default: .list,
        help: "list: fitted to the terminal; table: aligned columns; tsv: a header row and exact values for cut and awk; json: an array; markdown: a GitHub-flavoured list for mail and chat digests; atom: an Atom 1.0 feed for feed readers."
    )
    static let json = Flag("--json", help: "Short for --format json.")
    static let newOnly = Flag(
        "--new-only",
        help: "Only repos no list has shown before, the list filled past the seen ones. With nothing new, prints nothing (json: an empty array; atom: a feed with no entries) and exits 0."
    )
    static let longStats = Flag("--long-stats", help: "Exact counts with thousands separators (12,345) instead of 12.3k.")
    /// No declared default: it follows `--scope` (see `defaultSort(for:)`), which help says in words.
    static let sort = Option<TrendingSort>(
        "--sort", defaultText: "stars; gained with --scope all",
        help: "stars: most stars; velocity: stars gained per hour, from this machine's own snapshots; gained: stars gained in the period (unknown last, ties by stars, then name); page: GitHub's trending page order (--scope all), then the rest by stars gained."
    )
    static let source = Option<DiscoverySource>(
        "--source", default: .auto,
        help: "Where --scope all finds candidates: auto: GitHub's trending page, then search (search alone when the page cannot be read); page: the page and no search (fails when it cannot be read); search: GitHub's search only."
    )
    static let spokenLanguage = Option<SpokenLanguageCode>(
        "--spoken-language", defaultText: "any",
        help: "With --scope all, only repos GitHub's trending page lists for this spoken language (a code: en, zh, es). Search cannot filter by it."
    )
    static let deltaWindow = Option<TimeSpan>(
        "--delta-window", default: TimeSpan(checked: 0), defaultText: "0 (the latest snapshot an hour old)",
        help: "Measure gains from the latest snapshot at least this old: 6h, 1d."
    )

    /// The list's flags, in the order help shows them.
    static let declarations = [
        since.info, scope.info, candidates.info, language.info, topic.info, minStars.info, limit.info, SharedOptions.refresh.info,
        SharedOptions.offline.info, SharedOptions.maxAge.info, format.info, json.info, newOnly.info, longStats.info,
        sort.info, deltaWindow.info, source.info, spokenLanguage.info,
    ]

    static let defaultLimit = 25
    static let defaultMaxAge = SharedOptions.defaultMaxAge
    static let defaultCandidates = BrowseOptions.defaultCandidates

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
    var scope = TrendingScope.new
    /// How many candidates `--scope all` measures.
    var candidates = defaultCandidates
    /// Where `--scope all` finds candidates.
    var source = DiscoverySource.auto
    /// GitHub's page's spoken language code.
    var spokenLanguage: String?

    var query: TrendingQuery { TrendingQuery(period: period, language: language, topics: topics, minStars: minStars, scope: scope) }

    var browse: BrowseOptions { BrowseOptions(
        sort: sort, deltaWindow: deltaWindow, newOnly: newOnly, candidates: candidates, source: source, spokenLanguage: spokenLanguage
    ) }

    /// `--sort`'s default: what `--scope all` measures is the gain, so that is its order.
    static func defaultSort(for scope: TrendingScope) -> TrendingSort { scope == .all ? .gained : .stars }

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
        newOnly = arguments.has(Self.newOnly)
        scope = arguments.value(Self.scope) ?? .new
        candidates = arguments.value(Self.candidates)?.value ?? Self.defaultCandidates
        sort = arguments.value(Self.sort) ?? Self.defaultSort(for: scope)
        source = arguments.value(Self.source) ?? .auto
        spokenLanguage = arguments.value(Self.spokenLanguage)?.code
        deltaWindow = arguments.value(Self.deltaWindow)?.seconds ?? 0
        format = arguments.value(Self.format) ?? .list
        // --json is --format json: whichever of the two came last wins.
        if let json = arguments.position(of: Self.json.info.name),
           json > (arguments.position(of: Self.format.info.name) ?? 0) {
            format = .json
        }
    }
}
