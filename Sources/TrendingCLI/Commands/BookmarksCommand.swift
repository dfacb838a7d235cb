import TrendingDomain

/// `trending bookmarks`: every bookmark with the last details known.
struct BookmarksCommand: Command {
    static let json = Flag("--json", help: "Print a JSON array.")

    static let spec = CommandSpec(
        name: "bookmarks", summary: "List your bookmarks with the last details known, offline.",
        ownOptions: [json.info], examples: [("trending bookmarks --json | jq -r '.[].url'", "their URLs")]
    )

    let json: Bool

    init(_ arguments: ParsedArguments) throws(ParseError) {
        try arguments.noPositionals()
        json = arguments.has(Self.json)
    }

    func run(_ context: CommandContext) -> ExitCode {
        UserStateCommand(json: json, context).run { state throws(StateError) in
            state.presenter.presentBookmarks(state.warned(try state.bookmarks.list()))
        }
    }
}
