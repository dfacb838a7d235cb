/// What a command declares about itself: its name, positional argument, prose, options and
/// examples. Help, usage errors, completions and the man page's drift test read only this.
struct CommandSpec: Sendable {
    /// Empty for the default command, the list.
    let name: String
    /// The usage line's arguments: `OWNER/REPO`, `OWNER/REPO | --all`.
    var arguments = ""
    /// How shells complete the positional argument.
    var positionalCompletion = ValueCompletion.none
    let summary: String
    /// Longer prose for `--help`, or empty.
    var details = ""
    /// The command's own options; `options` adds the global ones.
    var ownOptions: [OptionInfo] = []
    var examples: [(command: String, meaning: String)] = []
    /// True for entry points meant for scripts, such as `__complete`: left out of help and docs.
    var isHidden = false

    /// Every option the command accepts: its own, then the global ones.
    var options: [OptionInfo] { ownOptions + GlobalOptions.declarations }
    /// How many arguments it takes at most: none, one, or any number (`OWNER/REPO...`, nil).
    var mostArguments: Int? {
        if arguments.isEmpty { return 0 }
        return arguments.hasSuffix("...") ? nil : 1
    }

    /// The options that stand in for the argument (`--all` of `OWNER/REPO | --all`): given one,
    /// the command takes no argument; given the argument, none of them. Completions offer neither
    /// beside the other.
    var argumentStandIns: [String] {
        arguments.split(separator: " ").filter { $0.hasPrefix("--") }.map(String.init)
    }

    /// `trending show`, or `trending` for the list.
    var invocation: String { name.isEmpty ? "trending" : "trending \(name)" }
}
