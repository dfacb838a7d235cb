import TrendingDomain
import TrendingPresentation

/// `trending history OWNER/REPO`: offline, from local snapshots.
struct HistoryCommand: Command {
    static let json = Flag("--json", help: "Print an array of {\"at\", \"stars\"}, oldest first.")

    static let spec = CommandSpec(
        name: "history", arguments: "OWNER/REPO", positionalCompletion: .repos,
        summary: "Show a repo's star counts over time, from this machine's snapshots, as a sparkline.",
        details: """
        Every list fetched from GitHub records each repo's stars. History is kept for 90 days, at
        most 100 snapshots a repo. Works offline; a repo with no history exits 66.
        """,
        ownOptions: [json.info],
        examples: [("trending history octo-org/rocket", ""), ("trending history octo-org/rocket --json | jq '.[-1].stars'", "the latest count")]
    )

    let name: RepoName
    let json: Bool

    init(_ arguments: ParsedArguments) throws(ParseError) {
        name = try arguments.single(RepoName.self)
        json = arguments.has(Self.json)
    }

    func run(_ context: CommandContext) -> ExitCode {
        let view = CompositionRoot.view(json ? .json : .list, context)
        let store = CompositionRoot.historyStore(context.environment, presenter: UserStatePresenter(view: view, now: context.environment.now))
        let presenter = StarHistoryPresenter(view: view)
        do {
            let snapshots = try StarHistoryUseCase(store: store).history(of: name)
            presenter.present(snapshots, for: name)
            return snapshots.isEmpty ? .notFound : .ok
        } catch {
            presenter.present(error)
            return .ioError
        }
    }
}
