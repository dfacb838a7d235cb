import TrendingData

/// `trending config`: where the config file is, and the value each key has for this run: set
/// by the file (with its line) or the declared default. The output reads as a config file.
struct ConfigCommand: Command {
    static let spec = CommandSpec(
        name: "config",
        summary: "Show the config file's path and the value each of its keys has: from the file, else the default.",
        details: """
        The config file, $XDG_CONFIG_HOME/trending/config (default ~/.config/trending/config), holds
        defaults for the options that take a value: one 'key = value' a line, the key an option's name
        without its dashes (limit = 10, language = swift, scope = all). Lines starting with # and blank
        lines are skipped. Every command takes the keys it has options for and ignores the others;
        an option on the command line wins. A bad line is a warning, never an error.
        """,
        examples: [("trending config", "the path, then every key: set ones first, with their line")]
    )

    init(_ arguments: ParsedArguments) throws(ParseError) {
        try arguments.noPositionals()
    }

    func run(_ context: CommandContext) -> ExitCode {
        let config = context.config ?? .load(path: context.environment.configPath)
        context.environment.stdout.write(Self.render(
            config, apiURLVariable: context.environment.value("GITHUB_API_URL"), typedAPIURL: context.globals.typedAPIURL?.absoluteString
        ))
        return .ok
    }

    /// The path as a comment, the keys the file sets as `key = value` each after a `# line N`
    /// comment (a `#` later in a line would be part of the value), then every other key
    /// commented out with its default (`api-url`'s from `GITHUB_API_URL` when set); an `api-url`'s
    /// password, from either, masked. An `--api-url` typed with `config` is said as what wins.
    static func render(_ config: ConfigDefaults, apiURLVariable: String? = nil, typedAPIURL: String? = nil) -> String {
        var state = config.exists ? "(sets no key; every key has its default)" : "(no such file; every key has its default)"
        if let unreadable = config.unreadable {
            state = "(unreadable: \(unreadable); every key has its default)"
        } else if !config.file.entries.isEmpty || !config.file.problems.isEmpty {
            state = ""
        }
        var lines = ["# " + EchoedText.shown(config.path) + (state.isEmpty ? "" : " " + state)]
        let entries = config.entries
        var unset: [String] = []
        for option in ConfigDefaults.options {
            let key = ConfigDefaults.key(option)
            var set = entries.filter { $0.key == key }
            if !option.repeatable, let last = set.last { set = [last] }
            guard !set.isEmpty else {
                if key == "api-url", let typedAPIURL {
                    unset.append("# \(key): \(EchoedText.shown(URLUserInfoMask.masked(typedAPIURL))) (from --api-url on this command line)")
                    continue
                }
                if key == "api-url", let apiURLVariable {
                    // One a command would refuse (exit 64) is said so, never shown as if it worked.
                    let refused = APIBaseURL(argument: apiURLVariable) == nil ? "; not a valid API base URL, so commands that ask GitHub refuse it" : ""
                    unset.append("# \(key): \(EchoedText.shown(URLUserInfoMask.masked(apiURLVariable))) (from $GITHUB_API_URL\(refused))")
                    continue
                }
                unset.append("# \(key): " + (option.defaultText.map { "\($0) (default)" } ?? "no default"))
                continue
            }
            // A password in the file's api-url is masked, as GITHUB_API_URL's is: never printed.
            lines += set.flatMap { entry in
                let value = key == "api-url" ? URLUserInfoMask.masked(entry.value) : entry.value
                return ["# line \(entry.line)", "\(key) = \(Self.written(EchoedText.shown(value)))"]
            }
            // The file's line is --api-url's default of your own: it wins over the variable, said so.
            if key == "api-url", let typedAPIURL {
                lines.append("# (--api-url on this command line, \(EchoedText.shown(URLUserInfoMask.masked(typedAPIURL))), wins over the line above)")
            } else if key == "api-url", let apiURLVariable {
                lines.append("# (GITHUB_API_URL, \(EchoedText.shown(URLUserInfoMask.masked(apiURLVariable))), is not used: the line above wins)")
            }
        }
        return (lines + unset).joined(separator: "\n") + "\n"
    }

    /// A value as the file must hold it to read back the same: quoted when reading would change
    /// it otherwise (empty, blank at either end, or itself in a pair of quotes).
    static func written(_ value: String) -> String {
        let blankEdge = value.first?.isBlank == true || value.last?.isBlank == true
        let quotedAlready = value.count >= 2 && (value.first == "\"" || value.first == "'") && value.last == value.first
        return value.isEmpty || blankEdge || quotedAlready ? "\"\(value)\"" : value
    }
}
