#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingData

/// The command-line front end: parses arguments, runs the command, returns the exit code.
public enum TrendingCLI {
    /// Runs `trending` with the process's arguments, environment and streams.
    public static func run(arguments: [String] = CommandLine.arguments) async -> Int32 {
        // A closed pipe (`trending | head -1`) must be an EPIPE to handle, not a silent death.
        signal(SIGPIPE, SIG_IGN)
        return await run(arguments: Array(arguments.dropFirst()), environment: .live()).rawValue
    }

    static func run(arguments: [String], environment: AppEnvironment) async -> ExitCode {
        let code = await runCommand(arguments: arguments, environment: environment)
        return OutputFailure.exitCode(code, stdout: environment.stdout, stderr: environment.stderr)
    }

    private static func runCommand(arguments: [String], environment: AppEnvironment) async -> ExitCode {
        do {
            try InputBounds.checkPinnedNow(environment)
        } catch {
            return usageFailure(error, environment)
        }
        let invocation: Invocation
        switch CommandLineParser.parse(arguments) {
        case .failure(let error): return usageFailure(error, environment)
        case .success(let parsed): invocation = parsed
        }
        let command = invocation.command
        let globals = invocation.globals
        do {
            switch command {
            case .help(let spec):
                environment.stdout.write(HelpRenderer.render(spec))
                return .ok
            case .version:
                environment.stdout.write("trending \(Version.current)\n")
                return .ok
            case .list(let options):
                return try await CompositionRoot.makeListCommand(options, globals, environment: environment).run()
            case .show(let options):
                return try await CompositionRoot.makeShowCommand(options, globals, environment: environment).run()
            case .bookmark, .unbookmark, .hide, .unhide:
                return CompositionRoot.makeStateCommand(json: false, globals, environment: environment).run(command)
            case .bookmarks(let json), .hidden(let json):
                return CompositionRoot.makeStateCommand(json: json, globals, environment: environment).run(command)
            case .open(let options):
                return try CompositionRoot.makeOpenCommand(options, globals, environment: environment).run()
            case .history(let name, let json):
                return CompositionRoot.makeHistoryCommand(json: json, globals, environment: environment).run(name)
            case .completions(let shell):
                environment.stdout.write(CompletionScript.render(shell))
                return .ok
            case .cache(let action):
                return CacheCommand(action: action, storage: CompositionRoot.cacheStorage(environment), environment: environment).run()
            }
        } catch {
            return usageFailure(error, environment)
        }
    }

    private static func usageFailure(_ error: UsageError, _ environment: AppEnvironment) -> ExitCode {
        // A rejected value is echoed back; a password in a URL is not.
        environment.stderr.write("\(environment.errorLabel()) \(URLUserInfoMask.masked(error.message))\n  Run '\(error.command) --help' for usage.\n")
        return .usage
    }
}
