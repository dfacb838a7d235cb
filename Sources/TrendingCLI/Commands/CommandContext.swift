import TrendingData
import TrendingPresentation

/// What a command runs with: the process's environment and the global options.
struct CommandContext {
    let environment: AppEnvironment
    let globals: GlobalOptions
    /// The config file as read for this run, for `trending config`.
    var config: ConfigDefaults?
}

extension RepeatedFlags {
    /// The flags a hint's command repeats from this command line: `--api-url` when typed, a
    /// password in it masked, as everywhere it is printed.
    init(_ context: CommandContext) {
        self.init(apiURL: context.globals.typedAPIURL.map { URLUserInfoMask.masked($0.absoluteString) })
    }
}
