import Foundation
import Testing
import TrendingData
@testable import TrendingCLI
import TrendingTestSupport

@Suite("TokenVariable")
struct TokenVariableTests {
    @Test("surrounding whitespace is trimmed; GITHUB_TOKEN wins; one of only whitespace counts as unset", arguments: [
        (["GITHUB_TOKEN": "ghp_a\r\n"], "ghp_a"), (["GH_TOKEN": "\t ghp_b \n"], "ghp_b"),
        (["GITHUB_TOKEN": "ghp_a", "GH_TOKEN": "ghp_b"], "ghp_a"), (["GITHUB_TOKEN": " \r\n", "GH_TOKEN": "ghp_b"], "ghp_b"),
        ([:], nil), (["GITHUB_TOKEN": "\r\n"], nil),
    ] as [([String: String], String?)])
    func trims(variables: [String: String], expected: String?) throws {
        #expect(try TokenVariable.token(environment(variables)) == expected)
    }

    @Test("a control character, space or non-ASCII character inside is refused, naming the variable", arguments: [
        ("GITHUB_TOKEN", "ghp\r\nX-Injected: 1"), ("GH_TOKEN", "ghp\u{0}x"), ("GITHUB_TOKEN", "ghp x"), ("GH_TOKEN", "ghp\u{85}x"), ("GITHUB_TOKEN", "ghpé"),
    ])
    func refuses(variable: String, token: String) {
        #expect(throws: ParseError.invalidToken(variable: variable)) { try TokenVariable.token(environment([variable: token])) }
    }

    // MARK: - Helpers

    private func environment(_ variables: [String: String]) -> AppEnvironment {
        AppEnvironment(
            variables: variables, stdout: OutputSpy(), stderr: OutputSpy(), stdoutIsTerminal: false, stderrIsTerminal: false,
            now: { Date() }, clock: { 0 }, sleep: { _ in }, retryPolicy: RetryPolicy(), terminalColumns: nil
        )
    }
}
