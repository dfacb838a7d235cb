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
        let store = CompositionRoot.stateStore(context.environment, presenter: UserStatePresenter(view: silent, now: context.environment.now))
        guard let state = try? store.read() else { return .ok }
        var seen = Set<String>()
        let names = state.bookmarks.values.sorted { $0.name.description < $1.name.description }.map(\.name)
            + state.lastShown.map(\.name)
        let lines = names.filter { seen.insert($0.key).inserted }.map { TextSanitizer.singleLine($0.description) }
        if !lines.isEmpty { context.environment.stdout.write(lines.joined(separator: "\n") + "\n") }
        return .ok
    }
}

/// What `__complete` can list.
enum CompletionTopic: String, CaseIterable, ArgumentValue {
    case repos
    static let valueName = "TOPIC"
}
