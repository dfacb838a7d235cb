#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrendingData
import TrendingTerminalUI

/// Ends the command at once on SIGINT, SIGTERM or SIGHUP, the way a shell expects: no
/// `trending-fetch` left behind, a terminal's spinner line cleared and its cursor shown, and the
/// exit status 128 + the signal (130, 143, 129).
///
/// The handler does only what is async-signal-safe: `kill(2)` on the helpers' table, one
/// `write(2)` of a fixed sequence, `_exit(2)`. Being a handler rather than `SIG_IGN` plus a
/// dispatch source, it is reset by `exec`, so children (the helper, a browser) start with the
/// default dispositions.
enum TerminationSignals {
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handler; `clearsTerminal` when stderr is a terminal a spinner may draw on.
    static func install(clearsTerminal: Bool) {
        HelperProcessRegistry.prepareForSignals()
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
                TerminalRestore.emit()
                _exit(128 + received)
            }
        }
    }
}
