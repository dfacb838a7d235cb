/// What a command runs with: the process's environment and the global options.
struct CommandContext {
    let environment: AppEnvironment
    let globals: GlobalOptions
}
