import TrendingDomain
import TrendingPresentation

/// `trending show OWNER/REPO`: one repository in full.
struct ShowCommand: Command {
    static let json = Flag("--json", help: "Print a JSON object, keyed by GitHub's field names.")

    static let spec = CommandSpec(
        name: "show", arguments: "OWNER/REPO", positionalCompletion: .repos,
        summary: "Show one repository in full: stars, forks, watchers, issues, licence, topics, dates.",
        details: """
        Details are cached with GitHub's ETag. Within --max-age the cache is shown as is; after it,
        or with --refresh, GitHub is asked whether they changed, which costs no rate limit when they
        did not. A repo GitHub does not know exits 66.
        """,
        ownOptions: [json.info, SharedOptions.refresh.info, SharedOptions.offline.info, SharedOptions.maxAge.info],
        examples: [("trending show octo-org/rocket", "the repo in full"), ("trending show octo-org/rocket --json | jq .topics", "its topics")]
    )

    let options: ShowOptions

    init(_ arguments: ParsedArguments) throws(ParseError) {
        options = ShowOptions(
            name: try arguments.single(RepoName.self), json: arguments.has(Self.json), mode: try SharedOptions.mode(arguments),
            maxAge: arguments.value(SharedOptions.maxAge).seconds
        )
    }

    func run(_ context: CommandContext) async throws(ParseError) -> ExitCode {
        let (useCase, presenter, starHistory, pageMemory) = try CompositionRoot.makeShow(options, context)
        let name = options.name
        let result = await useCase.execute(name, mode: options.mode, maxAge: options.maxAge) {
            presenter.didStartFetching(name)
        }
        var history: CachedStarHistory?
        var historyProblem: StarHistoryLoadError?
        var trending: PageSighting?
        var warnings = result.warnings
        if case .success(let shown) = result.outcome {
            do {
                trending = try pageMemory.read().sightings[shown.detail.name.key]
            } catch {
                warnings.append(.stateUnreadable(error.message))
            }
            // By the name GitHub answered with: a renamed repo's history lives there.
            let gains = await starHistory.history(
                of: shown.detail.name, days: RepoStarHistoryUseCase.showDays, mode: options.mode, maxAge: options.maxAge, stars: shown.detail.stars
            )
            history = gains.history
            historyProblem = gains.problem
        }
        presenter.present(RepoDetailResult(outcome: result.outcome, warnings: warnings), for: name, starHistory: history, historyProblem: historyProblem, lastTrending: trending)
        switch result.outcome {
        case .success: return .ok
        case .failure(let error): return ExitCode.forFailure(error)
        }
    }
}

/// What `show` was asked for.
struct ShowOptions: Equatable {
    var name: RepoName
    var json = false
    var mode = LoadMode.automatic
    var maxAge = SharedOptions.maxAge.defaultValue.seconds
}
