import TrendingDomain

/// `trending hide OWNER/REPO`, or `hide --all` for the last list shown.
struct HideCommand: Command {
    static let all = Flag("--all", help: "Hide every repo of the last list shown, except bookmarked ones.")

    static let spec = CommandSpec(
        name: "hide", arguments: "OWNER/REPO | --all", positionalCompletion: .repos,
        summary: "Hide a repository from every list, or --all of the last list shown.",
        ownOptions: [all.info],
        examples: [("trending hide octo-org/rocket", ""), ("trending hide --all", "dismiss everything you just saw")]
    )

    let target: HideTarget

    init(_ arguments: ParsedArguments) throws(ParseError) {
        if arguments.has(Self.all) {
            try arguments.noPositionals()
            target = .lastShown
        } else {
            target = .repo(try arguments.single(RepoName.self, missing: "OWNER/REPO, or --all for every repo of the last list shown"))
        }
    }

    func run(_ context: CommandContext) -> ExitCode {
        UserStateCommand(json: false, context).run { state throws(StateError) in
            switch target {
            case .repo(let name):
                let current = state.hidden.currentName(of: name)
                state.presenter.presentHidden(state.warned(try state.hidden.hide(name)) ? [current] : [], requested: current, typed: name)
            case .lastShown: state.presenter.presentHiddenAll(state.warned(try state.hidden.hideLastShown()))
            }
        }
    }
}

/// `hide OWNER/REPO`, or `hide --all` for the last list shown.
enum HideTarget: Equatable {
    case repo(RepoName)
    case lastShown
}
