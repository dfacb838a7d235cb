import Foundation
import Testing
import TrendingPresentation

@Suite("CompactCountFormatter")
struct CompactCountFormatterTests {
    @Test("abbreviates with one decimal", arguments: [
        (0, "0"), (999, "999"), (1000, "1.0k"), (1049, "1.0k"), (1050, "1.1k"), (12_345, "12.3k"),
        (999_949, "999.9k"), (999_950, "1.0M"), (1_234_567, "1.2M"), (3_000_000_000, "3.0B"), (5_000_000_000, "5.0B"),
    ] as [(Int, String)])
    func compact(count: Int, expected: String) {
        #expect(CompactCountFormatter.string(count) == expected)
    }

    @Test("groups thousands in the long form", arguments: [
        (0, "0"), (999, "999"), (1000, "1,000"), (12_345, "12,345"), (5_000_000_000, "5,000,000,000"),
    ])
    func long(count: Int, expected: String) {
        #expect(CompactCountFormatter.long(count) == expected)
    }
}
