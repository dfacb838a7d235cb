import TrendingData
import TrendingDomain
import TrendingTerminalUI

/// stdout or stderr with the token masked in everything written: a server that was sent it may
/// put it anywhere (a description, a redirect's host in a connection error, a URL in `--verbose`),
/// and no path to the terminal may show it.
struct TokenMaskingOutput: TextOutput {
    let inner: any TextOutput
    let token: String

    var failure: Int32? { inner.failure }

    var wroteAnything: Bool { inner.wroteAnything }

    func write(_ text: String) {
        inner.write(Self.masked(text, token: token))
    }

    static func masked(_ text: String, token: String) -> String {
        TokenMask.masked(text, token: token, with: LoggingNetworkClient.maskedAuthorization)
    }

    /// The token to mask in all output: one of 8 characters or more. GitHub's are 40 and longer;
    /// a shorter one (`GITHUB_TOKEN=test`) would mask every word that holds it.
    static func token(_ environment: AppEnvironment) -> String? {
        guard let token = (try? TokenVariable.token(environment)) ?? nil, token.count >= 8 else { return nil }
        return token
    }
}
