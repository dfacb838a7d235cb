import Testing
@testable import TrendingCLI
import TrendingDomain

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
        #expect(ExitCode.allCases.map(\.rawValue) == [0, 64, 65, 66, 69, 74, 75, 77])
    }
}
