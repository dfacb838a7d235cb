import TrendingData
import TrendingPresentation

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
        let report = Self.report(config, apiURLVariable: context.environment.value("GITHUB_API_URL"), typedAPIURL: context.globals.typedAPIURL?.absoluteString)
        ConfigPresenter(view: CompositionRoot.view(.list, context)).present(report)
        return .ok
    }

    /// What the file sets and each key's default, for the presenter; an `api-url`'s password,
    /// from the file, the variable or the command line, masked: never printed.
    static func report(_ config: ConfigDefaults, apiURLVariable: String? = nil, typedAPIURL: String? = nil) -> ConfigReport {
        var file = ConfigReport.FileState.setsKeys
        if let unreadable = config.unreadable {
            file = .unreadable(unreadable)
        } else if config.file.entries.isEmpty, config.file.problems.isEmpty {
            file = config.exists ? .setsNone : .missing
        }
        let entries = config.entries
        let keys = ConfigDefaults.options.map { option in
            let name = ConfigDefaults.key(option)
            let isAPIURL = option.name == GlobalOptions.apiURL.info.name
            var set = entries.filter { $0.key == name }
            if !option.repeatable, let last = set.last { set = [last] }
            let lines = set.map { entry in
                (line: entry.line, value: isAPIURL ? URLUserInfoMask.masked(entry.value) : entry.value)
            }
            return ConfigReport.Key(name: name, lines: lines, defaultText: option.defaultText, isAPIURL: isAPIURL)
        }
        return ConfigReport(
            path: config.path, file: file, keys: keys, typedAPIURL: typedAPIURL.map(URLUserInfoMask.masked),
            apiURLVariable: apiURLVariable.map { ConfigReport.Variable(value: URLUserInfoMask.masked($0), isValid: APIBaseURL(argument: $0) != nil) }
        )
    }
}
