import Testing
@testable import TrendingCLI

/// roff reads a `"` in a macro's arguments as quoting and drops it, so a JSON example set with
/// `.B` lost its quotes (`{at: ISO 8601, stars: N}`). Quotes that must print are `\(dq`.
@Suite("Man page quoting")
struct ManPageQuotingTests {
    @Test("no macro line sets JSON with bare double quotes, which roff would eat")
    func jsonQuotesEscaped() throws {
        let macros = try ManPage.rawLines().filter { $0.hasPrefix(".") && !$0.hasPrefix(".\\\"") }
        let eaten = macros.filter { $0.contains("{\"") || $0.contains("\": ") }
        #expect(eaten.isEmpty, "docs/trending.1: write \\(dq for these quotes: \(eaten)")
    }
}
