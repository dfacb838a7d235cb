import TrendingDomain

/// `trending unbookmark OWNER/REPO`.
struct UnbookmarkCommand: Command {
    static let spec = CommandSpec(
        name: "unbookmark", arguments: "OWNER/REPO", positionalCompletion: .bookmarkedRepos, summary: "Remove a bookmark.",
        examples: [("trending unbookmark octo-org/rocket", "")]
    )

    let name: RepoName

    init(_ arguments: ParsedArguments) throws(ParseError) {
        name = try arguments.single(RepoName.self)
    }

    func run(_ context: CommandContext) -> ExitCode {
        UserStateCommand(json: false, context).run { state throws(StateError) in
            let removed = state.warned(try state.bookmarks.remove(name))
            state.presenter.presentUnbookmarked(removed.name, removed: removed.changed, typed: name)
        }
    }
}
