#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrendingDomain
import TrendingPresentation

/// `trending [OPTIONS]`: the trending list, the command that runs when no other is named.
struct ListCommand: Command {
    static let version = Flag("--version", short: "-V", help: "Print the version.")

    static let spec = CommandSpec(
        name: "",
        summary: "List the repositories trending now: created in the period, most stars first; with --scope all, of any age, most stars gained first.",
        details: """
        The last list is cached and shown at once on the next run while it is younger than
        --max-age. A stale list is refreshed from GitHub; if GitHub can't be reached, the cached
        list is shown with a notice. --refresh always asks GitHub; --offline never does.
        """,
        ownOptions: ListOptions.declarations + [version.info],
        examples: [
            ("trending", "today's trending repositories"),
            ("trending --since weekly --language rust", "this week's in Rust"),
            ("trending --topic cli --min-stars 100 --limit 50", "filtered, 50 of them"),
            ("trending --scope all --since weekly", "real trending: most stars gained this week, any age"),
            ("trending --offline --json | jq -r '.[].full_name'", "names only, from the cache"),
        ]
    )

    let options: ListOptions
    let printsVersion: Bool

    init(_ arguments: ParsedArguments) throws(ParseError) {
        if let word = arguments.positionals.first {
            // The list takes no words: a stray one is most likely a mistyped command, or one of
            // its switches without the dashes (`trending version`).
            if let flag = Self.spec.options.first(where: { !$0.takesValue && $0.name == "--" + word }) {
                throw .unknownCommand(word, suggestion: "trending \(flag.name)")
            }
            if let guess = Suggestion.closest(to: word, in: CommandRegistry.visibleNames) {
                throw .unknownCommand(word, suggestion: guess)
            }
            throw .listTakesNoArguments(word)
        }
        options = try ListOptions(arguments)
        printsVersion = arguments.has(Self.version)
    }

    func run(_ context: CommandContext) async throws(ParseError) -> ExitCode {
        if printsVersion {
            context.environment.stdout.write("trending \(Version.current)\n")
            return .ok
        }
        let (useCase, presenter) = try CompositionRoot.makeList(options, context)
        // Digests take turns, each listing what the last one did not.
        let digest = options.newOnly ? StateStores.digestTurn(options.format, context) : nil
        defer { digest?.release() }
        // A digest that could record nothing would list the same repos on every run.
        if case .cannotRecord? = digest { return .ioError }
        let request = LoadTrendingRequest(query: options.query, limit: options.limit, mode: options.mode, maxAge: options.maxAge)
        var result = await useCase.execute(request, options: options.listing, progress: presenter.didProgress)
        if !options.ignoredWithoutScopeAll.isEmpty {
            result = result.with(warnings: result.warnings + [.scopeAllOptionsIgnored(options.ignoredWithoutScopeAll)])
        }
        presenter.present(result, for: options.query, newOnly: options.newOnly, spokenLanguage: options.spokenLanguage)
        // Seen once written: a digest to a full disk or a closed stdout showed nothing. A reader
        // that stopped early (`| head -1`) had what it wanted; one gone before the first byte, nothing.
        let stdout = context.environment.stdout
        if let shown = result.shown, stdout.failure.map({ $0 == EPIPE && stdout.wroteAnything }) ?? true {
            let recorded = useCase.record(shown)
            // A digest that could not record what it listed lists it again next time: an error,
            // said as one (bb33 m-D4), with the exit code, so a cron job hears of it (bb27 a-D6).
            let notRecorded = options.newOnly ? recorded.lazy.compactMap { if case .stateNotSaved(let error) = $0 { error } else { nil } }.first : nil
            presenter.presentWarnings(notRecorded == nil ? recorded : recorded.filter { if case .stateNotSaved = $0 { false } else { true } }, saidBefore: result.warnings)
            if let notRecorded {
                StateStores.presentDigestNotRecorded(notRecorded, options.format, context)
                return .ioError
            }
        }
        switch result.outcome {
        case .success: return .ok
        case .failure(let error): return ExitCode.forFailure(error)
        }
    }
}
