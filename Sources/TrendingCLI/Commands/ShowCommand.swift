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
        let (useCase, presenter) = try CompositionRoot.makeShow(options, context)
        let name = options.name
        let result = await useCase.show(name, mode: options.mode, maxAge: options.maxAge) {
            presenter.didStartFetching(name)
        }
        presenter.present(result, for: name)
        switch result.details.outcome {
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
