import TrendingDomain

/// `trending bookmark OWNER/REPO`.
struct BookmarkCommand: Command {
    static let spec = CommandSpec(
        name: "bookmark", arguments: "OWNER/REPO", positionalCompletion: .repos,
        summary: "Bookmark a repository. Works offline, even for repos no list has shown yet.",
        examples: [("trending bookmark octo-org/rocket", "")]
    )

    let name: RepoName

    init(_ arguments: ParsedArguments) throws(ParseError) {
        name = try arguments.single(RepoName.self)
    }

    func run(_ context: CommandContext) -> ExitCode {
        UserStateCommand(json: false, context).run { state throws(StateError) in
            let added = state.warned(try state.bookmarks.add(name))
            state.presenter.presentBookmarked(added.name, added: added.changed, typed: name)
        }
    }
}
