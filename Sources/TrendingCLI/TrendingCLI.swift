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
import TrendingTerminalUI

/// The command-line front end: parses arguments, runs the command, returns the exit code.
public enum TrendingCLI {
    /// Runs `trending` with the process's arguments, environment and streams, on the calling
    /// thread (see `CallerThreadExecutor`), and returns the exit status.
    public static func main(arguments: [String] = CommandLine.arguments) -> Int32 {
        // A closed pipe (`trending | head -1`) must be an EPIPE to handle, not a silent death.
        signal(SIGPIPE, SIG_IGN)
        // A write past `ulimit -f` must be an EFBIG to handle (exit 74, the old file kept), not a death.
        signal(SIGXFSZ, SIG_IGN)
        StandardDescriptors.hold()
        let environment = AppEnvironment.live()
        TerminationSignals.install(clearsTerminal: environment.stderrIsTerminal)
        var arguments = arguments
        if !arguments.isEmpty { arguments.removeFirst() }
        return CallerThreadExecutor.run { [arguments] in
            await run(arguments: arguments, environment: environment).rawValue
        }
    }

    static func run(arguments: [String], environment: AppEnvironment) async -> ExitCode {
        let code = await runCommand(arguments: arguments, environment: environment)
        return OutputFailure.exitCode(code, stdout: environment.stdout, stderr: environment.stderr)
    }

    private static func runCommand(arguments: [String], environment: AppEnvironment) async -> ExitCode {
        do {
            try InputBounds.checkPinnedNow(environment)
        } catch {
            return usageFailure(UsageError(error: error), environment, color: UsageErrorColor.choice(arguments, config: nil))
        }
        let config = ConfigDefaults.load(path: environment.configPath)
        // Scripts' entry points (`__complete`) stay quiet about the file; every other command says it once.
        let warnings = config.warnings
        if !CommandLineParser.split(arguments).0.spec.isHidden {
            let environmentWarnings = InputBounds.folderWarnings(environment) + [InputBounds.clockWarning(environment)].compactMap { $0 }
            for warning in warnings + environmentWarnings { environment.stderr.write(warning + "\n") }
        }
        let invocation: Invocation
        do {
            invocation = try CommandLineParser.parse(arguments, defaults: config)
        } catch {
            return usageFailure(error, environment, color: UsageErrorColor.choice(arguments, config: config))
        }
        let command = invocation.command
        let context = CommandContext(environment: environment, globals: invocation.globals, config: config)
        do {
            try RepoAddress.checkSite(of: invocation.positionals, context)
            return try await command.run(context)
        } catch {
            let usage = UsageError(error: error, command: type(of: command).spec.invocation)
            return usageFailure(usage, environment, color: invocation.globals.color)
        }
    }

    /// Every usage error is printed here, the same way.
    private static func usageFailure(_ error: UsageError, _ environment: AppEnvironment, color: Toggle) -> ExitCode {
        // A rejected value is echoed back; a password in a URL is not.
        environment.stderr.write("\(environment.errorLabel(color)) \(URLUserInfoMask.masked(error.message))\n  Run '\(error.command) --help' for usage.\n")
        return .usage
    }
}
