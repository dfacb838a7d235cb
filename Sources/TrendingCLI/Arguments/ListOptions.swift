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
    static let since = DefaultedOption<TrendingPeriod>(
        "--since", default: .daily, help: "The period: the last 24 hours, 7 days or 30 days, ending now."
    )
    static let scope = DefaultedOption<TrendingScope>(
        "--scope", default: .new,
        help: "new: repos created in the period; all: repos of any age, ranked by stars gained in it (GitHub's star history)."
    )
    static let candidates = DefaultedOption<CandidateCount>(
        "--candidates", default: CandidateCount(checked: ListingOptions.defaultCandidates),
        help: "How many repos --scope all measures with a star-history request, 1 to 1000 (repos created in the period need none)."
    )
    static let language = Option<LanguageName>(
        "--language", defaultText: "every language",
        help: "Only repos in this language, as GitHub names it (Swift, C++, \"Jupyter Notebook\")."
    )
    static let topic = Option<TopicName>("--topic", repeatable: true, help: "Only repos with this topic; repeat for several (all must match).")
    static let minStars = Option<StarCount>("--min-stars", help: "Only repos with at least N stars.")
    static let limit = DefaultedOption<ListLimit>(
        "--limit", short: "-L", default: ListLimit(checked: 25), help: "How many repos to show, 1 to 1000 (GitHub's search cap)."
    )
    static let format = DefaultedOption<OutputFormat>(
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
    static let source = DefaultedOption<DiscoverySource>(
        "--source", default: .auto,
        help: "Where --scope all finds candidates: auto: GitHub's trending page, then search (search alone when the page cannot be read); page: the page's rows, with no discovery search, only one fetching their details (its cached copy stands in when the page cannot be read; fails with none, or when that search fails and no row was seen before); search: GitHub's search only."
    )
    static let spokenLanguage = Option<SpokenLanguageCode>(
        "--spoken-language", defaultText: "any",
        help: "With --scope all, only repos GitHub's trending page lists for this spoken language (a code: en, zh, es): the page's rows alone. Search cannot filter by it."
    )
    static let deltaWindow = DefaultedOption<TimeSpan>(
        "--delta-window", default: TimeSpan(checked: 0), defaultText: "0 (the latest snapshot an hour old)",
        help: "Measure gains from the latest snapshot at least this old: 6h, 1d."
    )

    /// The list's flags, in the order help shows them, each beside the field it fills. A new
    /// flag is a declaration above, a line here and its field below (see Architecture.md,
    /// "Adding a list flag").
    static let flags: [ListFlag] = [
        ListFlag(since) { $0.period = $1 },
        ListFlag(scope) { $0.scope = $1 },
        ListFlag(candidates) { $0.candidates = $1.value }.onlyWithScopeAll(),
        ListFlag(language) { $0.language = $1?.text },
        ListFlag(each: topic) { $0.topics = $1.map(\.text) },
        ListFlag(minStars) { $0.minStars = $1?.value },
        ListFlag(limit) { $0.limit = $1.value },
        .loadMode,
        ListFlag(SharedOptions.maxAge) { $0.maxAge = $1.seconds },
        .format,
        ListFlag(newOnly, printedOnly: true) { $0.newOnly = $1 },
        ListFlag(longStats) { $0.longStats = $1 },
        // After --scope, whose order it follows when not given.
        ListFlag(sort) { $0.sort = $1 ?? ListOptions.defaultSort(for: $0.scope) },
        ListFlag(deltaWindow) { $0.deltaWindow = $1.seconds },
        ListFlag(source) { $0.source = $1 }.onlyWithScopeAll(),
        ListFlag(spokenLanguage) { $0.spokenLanguage = $1?.code }.onlyWithScopeAll(),
    ]

    /// The list's flags' declarations, in help's order.
    static let declarations = flags.flatMap(\.declarations)

    var period = ListOptions.since.defaultValue
    var language: String?
    var topics: [String] = []
    var minStars: Int?
    var limit = ListOptions.limit.defaultValue.value
    /// `--refresh`, `--offline`, or neither.
    var mode = LoadMode.automatic
    var maxAge = SharedOptions.maxAge.defaultValue.seconds
    var format = ListOptions.format.defaultValue
    var longStats = false
    var sort = ListOptions.defaultSort(for: ListOptions.scope.defaultValue)
    var deltaWindow = ListOptions.deltaWindow.defaultValue.seconds
    /// `--new-only`: only repos no list has shown before.
    var newOnly = false
    var scope = ListOptions.scope.defaultValue
    /// How many candidates `--scope all` measures.
    var candidates = ListOptions.candidates.defaultValue.value
    /// Where `--scope all` finds candidates.
    var source = ListOptions.source.defaultValue
    /// GitHub's page's spoken language code.
    var spokenLanguage: String?
    /// Flags given on the command line that only `--scope all` reads, given without it: said in
    /// a note rather than ignored in silence. A config file's values are defaults for every
    /// scope, and are not said.
    var ignoredWithoutScopeAll: [String] = []

    var query: TrendingQuery { TrendingQuery(period: period, language: language, topics: topics, minStars: minStars, scope: scope) }

    /// A printed list's: its repos are seen once it is written (a digest that failed showed nothing).
    var listing: ListingOptions { listing(remembersShown: .afterOutput) }

    /// The one place the flags become the listing's options, for the printed list and `browse`
    /// alike: a flag added here reaches both.
    func listing(remembersShown: ShownRecording) -> ListingOptions {
        ListingOptions(
            sort: sort, deltaWindow: deltaWindow, newOnly: newOnly, candidates: candidates, remembersShown: remembersShown,
            source: source, spokenLanguage: spokenLanguage
        )
    }

    /// `--sort`'s default: what `--scope all` measures is the gain, so that is its order.
    static func defaultSort(for scope: TrendingScope) -> TrendingSort { scope == .all ? .gained : .stars }
}

extension ListOptions {
    /// Reads the list's flags, each into its field; a flag given twice keeps its last value.
    init(_ arguments: ParsedArguments) throws(ParseError) {
        self.init()
        for flag in Self.flags { try flag.fill(arguments, &self) }
        guard scope != .all else { return }
        let given = { (name: String) in arguments.position(of: name) != nil }
        ignoredWithoutScopeAll = Self.flags.filter(\.scopeAllOnly).flatMap(\.declarations).map(\.name).filter(given)
        // Only GitHub's page, read with --scope all alone, filters by it.
        spokenLanguage = nil
        if sort == .page {
            // No page is read without --scope all: the scope's own order, as if --sort were not given.
            if given(Self.sort.info.name) { ignoredWithoutScopeAll.append("--sort page") }
            sort = Self.defaultSort(for: scope)
        }
    }
}
