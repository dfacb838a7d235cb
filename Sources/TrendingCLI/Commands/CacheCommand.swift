import TrendingDomain
import TrendingPresentation

/// `trending cache clear | path`. Never touches user state, even in the same folder.
struct CacheCommand: Command {
    static let spec = CommandSpec(
        name: "cache", arguments: "clear | path", positionalCompletion: .choices(CacheAction.allValueStrings),
        summary: "Clear the cache, or print where it is. Bookmarks, hidden and seen repos are kept.",
        examples: [("trending cache clear", "forget every cached list, repo and star history"), ("trending cache path", "")]
    )

    let action: CacheAction

    init(_ arguments: ParsedArguments) throws(ParseError) {
        let actions = CacheAction.allValueStrings
        guard let word = arguments.positionals.first else {
            throw .missingArgument(expected: "an action: \(Choices.sentence(actions))")
        }
        try arguments.noPositionals(after: 1)
        guard let action = CacheAction(argument: word) else { throw .unknownAction(word, actions: actions) }
        self.action = action
    }

    func run(_ context: CommandContext) -> ExitCode {
        let (clear, presenter, path) = CompositionRoot.makeCache(context)
        switch action {
        case .path:
            presenter.presentPath(path)
        case .clear:
            do {
                let cleared = try clear.execute()
                presenter.presentCleared(count: cleared.removed, from: path, keptFolders: cleared.keptFolders)
            } catch {
                presenter.presentClearFailed(reason: error.message, path: path)
                return .ioError
            }
        }
        return .ok
    }
}

/// `cache clear` or `cache path`.
enum CacheAction: String, CaseIterable, Equatable, Sendable {
    case clear
    case path
}
