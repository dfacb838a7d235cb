#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrendingData
import TrendingTerminalUI

/// Runs the browse screen: refuses without a terminal, else runs the screen's event loop on a
/// thread of its own (it blocks in `poll`, which Swift's small cooperative pool must not).
struct BrowseRunner {
    let dependencies: BrowseDependencies
    let mailbox: Mailbox<BrowseMessage>
    let environment: AppEnvironment

    /// Without a terminal to draw on: says to use `trending` and returns 64; else nil.
    /// Checked before anything is built, so a refusal starts no network helper.
    static func refuse(_ environment: AppEnvironment) -> ExitCode? {
        guard isatty(0) != 1 || !TerminalSettings.takesEscapes(variables: environment.variables, isTerminal: environment.stdoutIsTerminal) else {
            return nil
        }
        environment.stderr.write(
            "error: trending browse needs a terminal on stdin and stdout, and a TERM other than dumb\n"
                + "  Use 'trending' instead: it prints the list, for pipes and scripts.\n"
        )
        return .usage
    }

    /// How the session ended: `q`, SIGINT (or Ctrl-C), SIGTERM or SIGHUP. `refuse` is asked first.
    func run() async -> BrowseEnd {
        let output: Int32 = 1
        // As on stdout and stderr (`TokenMaskingOutput`): the token is never drawn.
        let token = TokenMaskingOutput.token(environment)
        let terminal = RawTerminal(input: 0, output: output) { text in
            var text = token.map { TokenMaskingOutput.masked(text, token: $0) } ?? text
            _ = text.withUTF8 { FileDescriptorIO.writeAll(UnsafeRawBufferPointer($0), to: output) }
        }
        let session = BrowseSession(dependencies: dependencies, terminal: terminal, mailbox: mailbox)
        return await withCheckedContinuation { continuation in
            DetachedThread.start { continuation.resume(returning: session.run()) }
        }
    }
}
