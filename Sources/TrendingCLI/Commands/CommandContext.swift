/// What a command runs with: the process's environment and the global options.
struct CommandContext {
    let environment: AppEnvironment
    let globals: GlobalOptions
    /// The config file as read for this run, for `trending config`.
    var config: ConfigDefaults?
}
