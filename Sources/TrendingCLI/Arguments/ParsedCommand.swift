import TrendingDomain

/// A parsed command line: the command, and the flags every command shares.
struct Invocation: Equatable {
    var command: ParsedCommand
    var globals = GlobalOptions()
}

/// What the command line asked for.
enum ParsedCommand: Equatable {
    case list(ListOptions)
    /// `browse`: the list flags, a limit of 100 unless given.
    case browse(ListOptions)
    case show(ShowOptions)
    case bookmark(RepoName)
    case unbookmark(RepoName)
    case bookmarks(json: Bool)
    case hide(HideTarget)
    case unhide(RepoName)
    case hidden(json: Bool)
    case open(OpenOptions)
    case history(RepoName, json: Bool, daily: Bool)
    case cache(CacheAction)
    case completions(Shell)
    case help(CommandSpec)
    case version
}

/// `hide OWNER/REPO`, or `hide --all` for the last list shown.
enum HideTarget: Equatable {
    case repo(RepoName)
    case lastShown
}

/// `open OWNER/REPO` or `open RANK`.
enum OpenTarget: Equatable {
    case repo(RepoName)
    case rank(Int)
}

struct OpenOptions: Equatable {
    var target: OpenTarget
    var printOnly = false
}

/// The shells `completions` writes scripts for.
enum Shell: String, CaseIterable, Equatable {
    case bash, zsh, fish
}

enum CacheAction: String, Equatable {
    case clear
    case path
}

/// What `show` was asked for.
struct ShowOptions: Equatable {
    var name: RepoName
    var json = false
    var refresh = false
    var offline = false
    var maxAge = ListOptions.defaultMaxAge

    var mode: LoadMode {
        if offline { return .offline }
        return refresh ? .refresh : .automatic
    }
}

/// A command line that can't be run, with the text the user sees and where help is.
struct UsageError: Error, Equatable {
    let message: String
    /// The command whose `--help` explains the mistake: `trending`, `trending show`.
    var command = "trending"
}
