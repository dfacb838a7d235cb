#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain
import TrendingPresentation
import TrendingTerminalUI

/// `trending developers`: GitHub's trending developers page, each with their popular repo.
struct DevelopersCommand: Command {
    static let format = DefaultedOption<DevelopersFormat>(
        "--format", default: .list,
        help: "list: fitted to the terminal; table: aligned columns; tsv: a header row and exact values; json: an array."
    )
    static let json = Flag("--json", help: "Short for --format json.")
    static let since = DefaultedOption<TrendingPeriod>(
        "--since", default: .daily, help: "GitHub's period: trending today, this week or this month."
    )
    static let language = Option<LanguageName>(
        "--language", defaultText: "every language",
        help: "Developers trending in this language, as GitHub names it (Rust, C++, \"Jupyter Notebook\")."
    )
    static let spokenLanguage = Option<SpokenLanguageCode>(
        "--spoken-language", defaultText: "any", help: "Only developers GitHub's page lists for this spoken language (a code: en, zh, es)."
    )

    static let spec = CommandSpec(
        name: "developers",
        summary: "Show GitHub's trending developers, each with their popular repo, from GitHub's trending page.",
        details: """
        Read from GitHub's trending developers page (https://github.com/trending/developers, on the
        web host of --api-url), which has no API: its order is GitHub's own. The page is asked
        without the token, cached like a list (fresh within --max-age, then revalidated) and read
        by its structure; when it can't be read, the cached copy is shown with a warning. With
        nothing cached, an unreachable, timed-out or failing (5xx) page exits 69, a rate limit 75,
        a 404 (no such language page) or a page that lists no developer for these options 66, a
        403 77, and a page trending can't read, larger than
        20 MiB or answering another 4xx 65.
        """,
        ownOptions: [
            since.info, language.info, spokenLanguage.info, SharedOptions.refresh.info, SharedOptions.offline.info,
            SharedOptions.maxAge.info, format.info, json.info,
        ],
        examples: [
            ("trending developers", "today's trending developers"),
            ("trending developers --since weekly --language rust", "this week's, in Rust"),
            ("trending developers --json | jq -r '.[].popular_repo'", "their popular repos"),
        ]
    )

    let options: DevelopersOptions

    init(_ arguments: ParsedArguments) throws(ParseError) {
        try arguments.noPositionals()
        options = DevelopersOptions(
            since: arguments.value(Self.since), language: arguments.value(Self.language)?.text,
            spokenLanguage: arguments.value(Self.spokenLanguage)?.code, mode: try SharedOptions.mode(arguments),
            maxAge: arguments.value(SharedOptions.maxAge).seconds,
            format: SharedOptions.format(arguments, Self.format, json: Self.json, jsonFormat: .json)
        )
    }

    func run(_ context: CommandContext) async throws(ParseError) -> ExitCode {
        let (useCase, presenter) = try CompositionRoot.makeDevelopers(options, context)
        if options.mode != .offline { presenter.presentLoading() }
        let result = await useCase.load(
            since: options.since, language: options.language, spokenLanguage: options.spokenLanguage, mode: options.mode
        )
        presenter.present(result, offline: options.mode == .offline, filtered: options.language != nil || options.spokenLanguage != nil)
        switch result {
        case .failed(let reason): return ExitCode.forPageFailure(reason)
        case .stale(let developers, _, _) where developers.isEmpty: return ExitCode.forPageFailure(.listsNone)
        case .developers, .stale: return .ok
        }
    }
}

/// What `developers` was asked for.
struct DevelopersOptions: Equatable {
    var since = DevelopersCommand.since.defaultValue
    var language: String?
    var spokenLanguage: String?
    var mode = LoadMode.automatic
    var maxAge = SharedOptions.maxAge.defaultValue.seconds
    var format = DevelopersCommand.format.defaultValue
}

/// The formats `developers` prints.
enum DevelopersFormat: String, CaseIterable, Equatable, Sendable, ArgumentValue {
    case list, table, tsv, json

    static let valueName = "FORMAT"
    /// The list's words for the formats both print.
    static let valueSummaries = OutputFormat.valueSummaries.filter { DevelopersFormat(rawValue: $0.key) != nil }

    var output: OutputFormat {
        switch self {
        case .list: .list
        case .table: .table
        case .tsv: .tsv
        case .json: .json
        }
    }
}
