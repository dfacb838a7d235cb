import Foundation
import Testing
import TrendingDomain
import TrendingPresentation

@Suite("SparklineFormatter")
struct SparklineFormatterTests {
    @Test("scales from the series' minimum to its maximum")
    func scales() {
        #expect(SparklineFormatter.sparkline([0, 1, 2, 3, 4, 5, 6, 7]) == "▁▂▃▄▅▆▇█")
        #expect(SparklineFormatter.sparkline([100, 900, 500]) == "▁█▅")
    }

    @Test("draws a flat series as a level line, and one point as one mark")
    func flatAndSingle() {
        #expect(SparklineFormatter.sparkline([42, 42, 42]) == "▄▄▄")
        #expect(SparklineFormatter.sparkline([7]) == "▄")
        #expect(SparklineFormatter.sparkline([]) == "")
    }

    @Test("copes with huge ranges without overflow")
    func hugeRange() {
        #expect(SparklineFormatter.sparkline([0, Int.max / 2, Int.max]) == "▁▅█")
        #expect(SparklineFormatter.sparkline([5_000_000_000, 5_000_000_001]) == "▁█")
    }

    @Test("samples long series down to the width, keeping both ends")
    func samples() {
        let line = SparklineFormatter.sparkline(Array(0..<1000), width: 10)
        #expect(line.count == 10)
        #expect(line.first == "▁" && line.last == "█")
    }
}
