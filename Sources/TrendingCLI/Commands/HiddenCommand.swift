import TrendingDomain

/// `trending hidden`: the hidden repos.
struct HiddenCommand: Command {
    static let json = Flag("--json", help: "Print a JSON array.")

    static let spec = CommandSpec(
        name: "hidden", summary: "List hidden repositories.", ownOptions: [json.info], examples: [("trending hidden", "")]
    )

    let json: Bool

    init(_ arguments: ParsedArguments) throws(ParseError) {
        try arguments.noPositionals()
        json = arguments.has(Self.json)
    }

    func run(_ context: CommandContext) -> ExitCode {
        UserStateCommand(json: json, context).run { state throws(StateError) in
            state.presenter.presentHiddenRepos(state.warned(try state.hidden.list()))
        }
    }
}
