import TrendingDomain
import TrendingTerminalUI

/// `trending browse [OPTIONS]`: the list, full-screen and interactive. It reads the list's own
/// declarations, less the output formats, and loads 100 rows at first unless `--limit` says.
struct BrowseCommand: Command {
    static let limit = DefaultedOption<ListLimit>(
        "--limit", short: "-L", default: ListLimit(checked: BrowseRequestLimit.initial),
        help: "How many repos to load at first, 1 to 1000; more load as you scroll."
    )

    static let spec = CommandSpec(
        name: "browse",
        summary: "Browse the trending list full-screen: move, read details, bookmark, dismiss, refresh.",
        details: """
        Shows the cached list at once, then refreshes it from GitHub when it is stale. Loads more
        rows as you scroll, up to 1,000. Offline, a banner says so and the list retries on its own.
        With --scope all, star gains fill in as they are measured ("measuring 12/60").
        Needs a terminal on stdin and stdout; for pipes and scripts use 'trending'. Press ? for keys.
        """,
        ownOptions: browseDeclarations,
        examples: [
            ("trending browse", "today's list, full-screen"),
            ("trending browse --since weekly --language rust", "this week's in Rust"),
            ("trending browse --scope all", "real trending, gains filling in as they are measured"),
        ]
    )

    /// The list's flags less what only a printed list has, with `--limit` as browse counts it.
    private static var browseDeclarations: [OptionInfo] {
        ListOptions.flags.filter { !$0.printedOnly }.flatMap(\.declarations).map { $0.name == limit.info.name ? limit.info : $0 }
    }

    let options: ListOptions

    init(_ arguments: ParsedArguments) throws(ParseError) {
        try arguments.noPositionals()
        var options = try ListOptions(arguments)
        options.limit = arguments.value(Self.limit).value
        // A printed digest's filter (`printedOnly`), whatever a config file says: a screen shows every repo.
        options.newOnly = false
        self.options = options
    }

    /// 0 after `q`; 130, 143 or 129 after SIGINT (or Ctrl-C), SIGTERM or SIGHUP, with the
    /// terminal and state put right first; 64 without a terminal.
    func run(_ context: CommandContext) async throws(ParseError) -> ExitCode {
        if let refusal = BrowseRunner.refuse(context.environment) { return refusal }
        let runner = try CompositionRoot.makeBrowse(options, context)
        try CompositionRoot.noteIgnoredOptions(options, context)
        return ExitCode.forBrowse(await runner.run())
    }
}
