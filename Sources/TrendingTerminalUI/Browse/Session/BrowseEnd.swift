#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a browse session ended; the CLI's exit-code table turns it into a status.
public enum BrowseEnd: Equatable, Sendable {
    /// `q`.
    case quit
    /// SIGINT (Ctrl-C too), SIGTERM or SIGHUP (the terminal gone too) ended it.
    case signal(Int32)
    /// The terminal could not be taken (raw mode refused, no signal pipe).
    case terminalUnavailable

    /// Ctrl-C, in raw mode a key, ends the session as SIGINT does.
    public static let interrupted = BrowseEnd.signal(SIGINT)
    /// The terminal went away: as for SIGHUP.
    public static let hungUp = BrowseEnd.signal(SIGHUP)
}
