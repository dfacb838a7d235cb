#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrendingData
import TrendingTerminalUI

/// Ends the command at once on SIGINT, SIGTERM or SIGHUP, the way a shell expects: no
/// `trending-fetch` left behind, a terminal's spinner line cleared and its cursor shown, and the
/// exit status 128 + the signal (130, 143, 129). Architecture.md, Decisions: "Signals end the
/// command from a handler".
enum TerminationSignals {
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handler; `clearsTerminal` when stderr is a terminal a spinner may draw on.
    static func install(clearsTerminal: Bool) {
        HelperProcessRegistry.prepareForSignals()
        TemporaryFilesInFlight.prepareForSignals()
        TerminalRestore.enabled = clearsTerminal
        // A parent may have started us with these blocked (the mask survives exec); a command
        // that promises to act on them makes sure they arrive.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signalNumber in handled { sigaddset(&unblocked, signalNumber) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        for signalNumber in handled {
            signal(signalNumber) { received in
                HelperProcessRegistry.killAll()
                TemporaryFilesInFlight.removeAll()
                TerminalRestore.emit()
                _exit(ExitCode.forSignal(received)?.rawValue ?? 128 + received)
            }
        }
    }
}
