import TrendingDomain

/// `trending unhide OWNER/REPO…`: one name, or the several `hide --all` names in its undo.
struct UnhideCommand: Command {
    static let spec = CommandSpec(
        name: "unhide", arguments: "OWNER/REPO...", positionalCompletion: .hiddenRepos,
        summary: "Show hidden repositories in lists again.",
        examples: [("trending unhide octo-org/rocket", ""), ("trending unhide octo-org/rocket lowtide/vortex-flow", "undo a hide --all")]
    )

    let names: [RepoName]

    init(_ arguments: ParsedArguments) throws(ParseError) {
        guard arguments.positionals.count > 1 else {
            names = [try arguments.single(RepoName.self)]
            return
        }
        var names: [RepoName] = []
        for argument in arguments.positionals {
            guard let name = RepoName(argument: argument) else { throw .invalidArgument(argument, expected: RepoName.expectation) }
            if !names.contains(where: { $0.key == name.key }) { names.append(name) }
        }
        self.names = names
    }

    func run(_ context: CommandContext) -> ExitCode {
        UserStateCommand(json: false, context).run { state throws(StateError) in
            if names.count == 1 {
                let removed = state.warned(try state.hidden.unhide(names[0]))
                state.presenter.presentUnhidden(state.hidden.currentName(of: names[0]), removed: removed, typed: names[0])
            } else {
                state.presenter.presentUnhidden(names, restored: state.warned(try state.hidden.unhide(names)))
            }
        }
    }
}
