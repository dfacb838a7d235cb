#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrendingDomain
import TrendingTerminalUI

/// The exit codes, from sysexits(3) as swift-argument-parser uses them. One table for the tool.
public enum ExitCode: Int32, CaseIterable, Sendable {
    case ok = 0
    case usage = 64
    case dataError = 65
    case notFound = 66
    case unavailable = 69
    case ioError = 74
    case rateLimited = 75
    case noPermission = 77
    /// Ended by a signal: 128 + its number, as a shell reports it.
    case hungUp = 129
    case interrupted = 130
    case terminated = 143

    /// What the help text says each code means.
    var meaning: String {
        switch self {
        case .ok: "ok, including a cached list shown because GitHub could not be reached"
        case .usage: "usage: an unknown flag or a bad value"
        case .dataError: "GitHub rejected the query or sent malformed data, and nothing was cached"
        case .notFound: "not found: a repo GitHub does not know, or one with no local history"
        case .unavailable: "GitHub unreachable, timed out or failing, and nothing was cached"
        case .ioError: "local I/O error"
        case .rateLimited: "rate limited, and nothing was cached"
        case .noPermission: "bad credentials or forbidden"
        case .hungUp, .interrupted, .terminated: "ended by SIGHUP, Ctrl-C or SIGINT, or SIGTERM; in browse, the terminal restored first"
        }
    }

    /// The codes of a run a signal ended, said as one row of the table.
    static let signalled: [ExitCode] = [.hungUp, .interrupted, .terminated]

    /// SIGHUP, SIGINT and SIGTERM end a command with 128 + the signal; nil for another. Pure and
    /// allocation-free: the signal handler calls it.
    static func forSignal(_ number: Int32) -> ExitCode? {
        switch number {
        case SIGHUP: .hungUp
        case SIGINT: .interrupted
        case SIGTERM: .terminated
        default: nil
        }
    }

    /// How browse ended: `q` is 0, a signal its own code, a terminal it could not take 74.
    static func forBrowse(_ end: BrowseEnd) -> ExitCode {
        switch end {
        case .quit: .ok
        case .signal(let number): forSignal(number) ?? .interrupted
        case .terminalUnavailable: .ioError
        }
    }

    /// GitHub's trending pages (repos or developers) that could not be read: one rule for both.
    static func forPageFailure(_ failure: TrendingPageFailure) -> ExitCode {
        switch failure {
        // The page answered, but with no row that reads: data GitHub sent that we refuse.
        case .noRows: .dataError
        // GitHub's own page says it lists none for these options (developers: nothing to show).
        case .listsNone: .notFound
        // Read, but GitHub knows none of its repos (or none fit the filters).
        case .rowsUnmatched, .rowsRefused: .notFound
        // GitHub was reached; what it sent is refused, as any answer over 20 MiB is.
        case .unreadableHeaders(.libraryStopped): .unavailable
        case .tooLarge, .unreadableHeaders, .badAnswer: .dataError
        case .http(404): .notFound
        // Forbidden, as the exit-code table says of a 403 (one naming a wait is .rateLimited).
        case .http(403): .noPermission
        // A 3xx that is no redirect followed (a 304 never asked for) or a 4xx: what GitHub sent is refused.
        case .http(let status): (300...499).contains(status) ? .dataError : .unavailable
        case .rateLimited: .rateLimited
        case .network, .brokenInstallation, .offlineNothingCached, .offlineDetailsUnknown: .unavailable
        }
    }

    /// A star history that could not be had (`history --daily`): none on GitHub (or no problem,
    /// and still no history) is 66, and a request's failure is the list's rule.
    static func forStarHistory(_ problem: StarHistoryLoadError?) -> ExitCode {
        switch problem {
        case .unavailable, .notFound, nil: .notFound
        case .malformed: .dataError
        case .rateLimited: .rateLimited
        case .failed(let error): forFailure(.remote(error))
        case .deadlinePassed: forFailure(.remote(.timedOut))
        }
    }

    /// A repo `open` could not find: unreadable state is 74, no list to pick a rank from 66, a
    /// rank past the last list's end a usage error.
    static func forOpen(_ error: OpenRepoError) -> ExitCode {
        switch error {
        case .stateUnreadable: .ioError
        case .noListShown: .notFound
        case .rankOutOfRange: .usage
        }
    }

    static func forFailure(_ error: LoadTrendingError) -> ExitCode {
        switch error {
        case .offlineWithoutCache:
            return .unavailable
        case .seenUnreadable:
            return .ioError
        case .trendingPageUnavailable(let failure):
            return forPageFailure(failure)
        case .remote(let remote), .trendingPageDetailsUnavailable(let remote):
            switch remote {
            case .unreachable, .timedOut, .serverError, .brokenInstallation, .unreadableHeaders(.libraryStopped): return .unavailable
            case .invalidQuery, .malformedResponse, .badAnswer, .unreadableHeaders, .responseTooLarge: return .dataError
            case .rateLimited: return .rateLimited
            case .unauthorized, .forbidden: return .noPermission
            case .notFound: return .notFound
            // As for a trending page: a 3xx no redirect followed (a 304 never asked for) or a 4xx is refused.
            case .unexpectedStatus(let status, _): return (300...499).contains(status) ? .dataError : .unavailable
            }
        }
    }
}
