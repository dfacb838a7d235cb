import Foundation

/// The command-line front end: parses arguments, runs the command, returns the exit code.
public enum TrendingCLI {
    /// Runs `trending` with the process's arguments, environment and streams.
    public static func run(arguments: [String] = CommandLine.arguments) async -> Int32 {
        await run(arguments: Array(arguments.dropFirst()), environment: .live()).rawValue
    }

    static func run(arguments: [String], environment: AppEnvironment) async -> ExitCode {
        let invocation: Invocation
        do {
            invocation = try CommandLineParser.parse(arguments)
        } catch {
            return usageFailure(error, environment)
        }
        let command = invocation.command
        do {
            return try await command.run(CommandContext(environment: environment, globals: invocation.globals))
        } catch {
            return usageFailure(UsageError(error: error, command: type(of: command).spec.invocation), environment)
        }
    }

    /// Every usage error is printed here, the same way.
    private static func usageFailure(_ error: UsageError, _ environment: AppEnvironment) -> ExitCode {
        environment.stderr.write("error: \(error.message)\n  Run '\(error.command) --help' for usage.\n")
        return .usage
    }
}
