import TrendingDomain

/// `trending unhide OWNER/REPO`.
struct UnhideCommand: Command {
    static let spec = CommandSpec(
        name: "unhide", arguments: "OWNER/REPO", positionalCompletion: .repos,
        summary: "Show a hidden repository in lists again.", examples: [("trending unhide octo-org/rocket", "")]
    )

    let name: RepoName

    init(_ arguments: ParsedArguments) throws(ParseError) {
        name = try arguments.single(RepoName.self)
    }

    func run(_ context: CommandContext) -> ExitCode {
        UserStateCommand(json: false, context).run { state throws(StateError) in
            state.presenter.presentUnhidden(name, removed: try state.hidden.unhide(name))
        }
    }
}
