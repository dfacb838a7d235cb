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

    /// `.BR` sets its arguments side by side, alternating fonts with no space between them, so an
    /// option's value given as its own argument ran into it (`-L, --limitN`).
    @Test("no alternating-font option header glues the option to its value")
    func optionValueSpaced() throws {
        let glued = try ManPage.rawLines().filter { line in
            [".BR ", ".RB ", ".BI ", ".IB "].contains { line.hasPrefix($0) }
                && line.contains(/\\-\\-[A-Za-z-]+ +\\fI/)
        }
        #expect(glued.isEmpty, "docs/trending.1: put the space inside the value's quotes, as in .BI \\-\\-since \" PERIOD\": \(glued)")
    }
}
