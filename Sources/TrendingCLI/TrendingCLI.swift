import Foundation

/// The command-line front end: parses arguments, runs the command, returns the exit code.
public enum TrendingCLI {
    /// Runs `trending` with the process's arguments, environment and streams.
    public static func run(arguments: [String] = CommandLine.arguments) async -> Int32 {
        await run(arguments: Array(arguments.dropFirst()), environment: .live()).rawValue
    }

    static func run(arguments: [String], environment: AppEnvironment) async -> ExitCode {
        switch CommandLineParser.parse(arguments) {
        case .failure(let error):
            return usageFailure(error, environment)
        case .success(.help(let command)):
            environment.stdout.write(HelpRenderer.render(command))
            return .ok
        case .success(.version):
            environment.stdout.write("trending \(Version.current)\n")
            return .ok
        case .success(.list(let options)):
            do {
                return try await CompositionRoot.makeListCommand(options, environment: environment).run()
            } catch {
                return usageFailure(error, environment)
            }
        }
    }

    private static func usageFailure(_ error: UsageError, _ environment: AppEnvironment) -> ExitCode {
        environment.stderr.write("error: \(error.message)\n  Run 'trending --help' for usage.\n")
        return .usage
    }
}
