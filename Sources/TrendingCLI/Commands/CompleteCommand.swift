import TrendingDomain
import TrendingPresentation

/// `trending __complete repos`: the hidden entry point completion scripts call for OWNER/REPO.
/// Reads only local state (bookmarks, then the last list), never the network, and stays quiet
/// on any failure: a completion must never print an error into the user's command line.
struct CompleteCommand: Command {
    static let spec = CommandSpec(
        name: "__complete", arguments: "repos", positionalCompletion: .choices(CompletionTopic.allValueStrings),
        summary: "Print completion candidates, one a line, for shell completion scripts.", isHidden: true
    )

    let topic: CompletionTopic

    init(_ arguments: ParsedArguments) throws(ParseError) {
        topic = try arguments.single(CompletionTopic.self, missing: "what to complete: \(CompletionTopic.expectation)")
    }

    func run(_ context: CommandContext) -> ExitCode {
        let silent = CompositionRoot.silentView()
        let statePresenter = UserStatePresenter(view: silent, links: CompositionRoot.webLinks(context), now: context.environment.now)
        guard let state = try? CompositionRoot.stateStore(context.environment, presenter: statePresenter).read().value else { return .ok }
        CompletionPresenter(view: CompositionRoot.completionView(context)).presentRepos(in: state)
        return .ok
    }
}

/// What `__complete` can list.
enum CompletionTopic: String, CaseIterable, ArgumentValue {
    case repos
    static let valueName = "TOPIC"
}
