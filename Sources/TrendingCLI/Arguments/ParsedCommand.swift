/// What the command line asked for.
enum ParsedCommand: Equatable {
    case list(ListOptions)
    case help(CommandSpec)
    case version
}

/// A command line that can't be run, with the text the user sees.
struct UsageError: Error, Equatable {
    let message: String
}
