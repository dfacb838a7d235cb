import Testing
@testable import TrendingCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrendingDomain
import TrendingTerminalUI

@Suite("ExitCode")
struct ExitCodeTests {
    @Test("maps each failure to the code in the table", arguments: [
        (LoadTrendingError.offlineWithoutCache, ExitCode.unavailable),
        (.remote(.unreachable("x")), .unavailable), (.remote(.timedOut), .unavailable),
        (.remote(.serverError(status: 502)), .unavailable), (.remote(.invalidQuery(["x"])), .dataError),
        (.remote(.malformedResponse), .dataError), (.remote(.rateLimited(resetsAt: nil)), .rateLimited),
        (.remote(.unauthorized(tokenSent: true, message: "Bad credentials")), .noPermission), (.remote(.brokenInstallation("x")), .unavailable), (.remote(.forbidden("x")), .noPermission),
        (.remote(.unexpectedStatus(404)), .dataError), (.remote(.unexpectedStatus(304)), .dataError),
    ])
    func mapping(error: LoadTrendingError, code: ExitCode) {
        #expect(ExitCode.forFailure(error) == code)
    }

    @Test("uses the sysexits numbers")
    func numbers() {
        #expect(ExitCode.allCases.map(\.rawValue) == [0, 64, 65, 66, 69, 74, 75, 77, 129, 130, 143])
    }

    @Test("a signal ends a command with 128 + its number; another signal is not one of the table's")
    func signals() {
        #expect(ExitCode.forSignal(SIGHUP) == .hungUp)
        #expect(ExitCode.forSignal(SIGINT) == .interrupted)
        #expect(ExitCode.forSignal(SIGTERM) == .terminated)
        #expect(ExitCode.forSignal(SIGUSR1) == nil)
        #expect(ExitCode.signalled.allSatisfy { $0.rawValue > 128 })
    }

    @Test("browse: q is 0, a signal its code, the terminal gone 129, a terminal it could not take 74", arguments: [
        (BrowseEnd.quit, ExitCode.ok), (.interrupted, .interrupted), (.hungUp, .hungUp), (.signal(SIGTERM), .terminated),
        (.terminalUnavailable, .ioError),
    ])
    func browse(end: BrowseEnd, code: ExitCode) {
        #expect(ExitCode.forBrowse(end) == code)
    }

    @Test("open: unreadable state 74, no list 66, a rank past the end 64", arguments: [
        (OpenRepoError.stateUnreadable(.notChanged(file: "state.json")), ExitCode.ioError), (.noListShown(rank: 3), .notFound),
        (.rankOutOfRange(9, count: 3), .usage),
    ])
    func open(error: OpenRepoError, code: ExitCode) {
        #expect(ExitCode.forOpen(error) == code)
    }
}
