import TrendingDomain
import TrendingPresentation

/// `trending __complete repos|hidden|bookmarks`: the hidden entry point completion scripts call
/// for OWNER/REPO. Reads only local state (bookmarks, then the last list; or the hidden or
/// bookmarked repos), never the network, changes no file (a corrupt state is left where it is),
/// and stays quiet on any failure: a completion must never print an error into the user's
/// command line.
struct CompleteCommand: Command {
    static let spec = CommandSpec(
        name: "__complete", arguments: "repos | hidden | bookmarks", positionalCompletion: .choices(CompletionTopic.allValueStrings),
        summary: "Print completion candidates, one a line, for shell completion scripts.", isHidden: true
    )

    let topic: CompletionTopic

    init(_ arguments: ParsedArguments) throws(ParseError) {
        topic = try arguments.single(CompletionTopic.self, missing: "what to complete: \(CompletionTopic.expectation)")
    }

    func run(_ context: CommandContext) -> ExitCode {
        let silent = CompositionRoot.silentView()
        let statePresenter = UserStatePresenter(view: silent, links: CompositionRoot.webLinks(context), now: context.environment.now)
        // Only a look: a corrupt file stays where it is, for a command that can say so to move aside.
        guard let state = StateStores.user(context.environment, presenter: statePresenter, lockWait: StateStores.stateChangeWait).peek() else { return .ok }
        let presenter = CompletionPresenter(view: CompositionRoot.completionView(context))
        switch topic {
        case .repos: presenter.presentRepos(in: state)
        case .hidden: presenter.presentHidden(in: state)
        case .bookmarks: presenter.presentBookmarks(in: state)
        }
        return .ok
    }
}

/// What `__complete` can list.
enum CompletionTopic: String, CaseIterable, ArgumentValue {
    /// Bookmarks, then the last list: any repo a command may take.
    case repos
    /// The hidden repos, for `unhide`.
    case hidden
    /// The bookmarked repos, for `unbookmark`.
    case bookmarks
    static let valueName = "TOPIC"
}
