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

    @Test("a peak or a dip in a series longer than the width is always drawn (bb38 c2-D4)")
    func keepsExtremes() {
        var spike = (0..<70).map { 100 + $0 }
        spike[6] = 1000
        var dip = (0..<70).map { 1000 + $0 }
        dip[41] = 0
        #expect(SparklineFormatter.sparkline(spike, width: 60).contains("█"))
        #expect(SparklineFormatter.sparkline(dip, width: 60).contains("▁"))
        #expect(SparklineFormatter.sparkline(spike, width: 60).count == 60)
        // The top beside a low day among high ones (the review's L1).
        var pair = Array(repeating: 900, count: 120)
        pair[50] = 200
        pair[51] = 1000
        let drawn = SparklineFormatter.sparkline(pair, width: 60)
        #expect(drawn.contains("█") && drawn.contains("▁"), "\(drawn)")
    }
}
