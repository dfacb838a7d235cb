import Testing
@testable import TrendingCLI

@Suite("DurationParser")
struct DurationParserTests {
    @Test("reads seconds and unit suffixes", arguments: [
        ("0", 0.0), ("90", 90), ("45s", 45), ("15m", 900), ("1h", 3600), ("2d", 172_800), ("1h30m", 5400),
    ] as [(String, Double)])
    func valid(text: String, seconds: Double) {
        #expect(DurationParser.seconds(text) == seconds)
    }

    @Test("rejects anything else", arguments: ["", "h", "1x", "-5", "1h30", "1.5h", "one"])
    func invalid(text: String) {
        #expect(DurationParser.seconds(text) == nil)
    }
}
