#if canImport(Glibc)
import Glibc
#endif
import TrendingDomain

/// `trending browse [OPTIONS]`: the list, full-screen and interactive. It reads the list's own
/// declarations, less the output formats, and loads 100 rows at first unless `--limit` says.
struct BrowseCommand: Command {
    static let limit = Option<ListLimit>(
        "--limit", default: ListLimit(checked: BrowseRequestLimit.initial),
        help: "How many repos to load at first, 1 to 1000; more load as you scroll."
    )

    static let spec = CommandSpec(
        name: "browse",
        summary: "Browse the trending list full-screen: move, read details, bookmark, dismiss, refresh.",
        details: """
        Shows the cached list at once, then refreshes it from GitHub when it is stale. Loads more
        rows as you scroll, up to 1,000. Offline, a banner says so and the list retries on its own.
        With --scope all, star gains fill in as they are measured ("measuring 12/100").
        Needs a terminal on stdin and stdout; for pipes and scripts use 'trending'. Press ? for keys.
        """,
        ownOptions: [
            ListOptions.since.info, ListOptions.scope.info, ListOptions.candidates.info, ListOptions.language.info,
            ListOptions.topic.info, ListOptions.minStars.info, limit.info, SharedOptions.refresh.info,
            SharedOptions.offline.info, SharedOptions.maxAge.info, ListOptions.longStats.info, ListOptions.sort.info,
            ListOptions.deltaWindow.info, ListOptions.source.info, ListOptions.spokenLanguage.info,
        ],
        examples: [
            ("trending browse", "today's list, full-screen"),
            ("trending browse --since weekly --language rust", "this week's in Rust"),
            ("trending browse --scope all", "real trending, gains filling in as they are measured"),
        ]
    )

    let options: ListOptions

    init(_ arguments: ParsedArguments) throws(ParseError) {
        try arguments.noPositionals()
        var options = try ListOptions(arguments)
        options.limit = arguments.value(Self.limit)?.value ?? BrowseRequestLimit.initial
        self.options = options
    }

    /// 0 after `q`; 130, 143 or 129 after SIGINT (or Ctrl-C), SIGTERM or SIGHUP, with the
    /// terminal and state put right first; 64 without a terminal.
    func run(_ context: CommandContext) async throws(ParseError) -> ExitCode {
        if let refusal = BrowseRunner.refuse(context.environment) { return refusal }
        let code = await (try CompositionRoot.makeBrowse(options, context)).run()
        guard let known = ExitCode(rawValue: code) else { exit(code) }
        return known
    }
}
