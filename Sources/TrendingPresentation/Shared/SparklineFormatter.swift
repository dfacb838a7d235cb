/// Star counts as a sparkline: `▁▂▃▅▇`, scaled from the series' own minimum to its maximum.
public enum SparklineFormatter {
    static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// One character per value; a flat series sits on the middle level. At most `width`
    /// characters: a longer series is cut into `width` runs, each drawn by its lowest or highest
    /// value, whichever stands out more from its neighbours, so a peak or dip shows (bb38 c2-D4).
    /// - Parameter baseline: the value of the lowest level (0 for gains, so a quiet day reads
    ///   low); nil scales from the series' own minimum.
    public static func sparkline(_ values: [Int], width: Int = 60, baseline: Int? = nil) -> String {
        guard let smallest = values.min(), let high = values.max() else { return "" }
        let low = baseline.map { min($0, smallest) } ?? smallest
        if baseline != nil, high == low { return String(repeating: levels[0], count: sample(values, to: max(1, width)).count) }
        let sampled = sample(values, to: max(1, width))
        guard high > low else { return String(repeating: levels[levels.count / 2 - 1], count: sampled.count) }
        // Doubles keep huge ranges (billions of stars) from overflowing the arithmetic.
        let span = Double(high) - Double(low)
        return String(sampled.map { value in
            let position = (Double(value) - Double(low)) / span
            return levels[min(levels.count - 1, Int((position * Double(levels.count - 1)).rounded()))]
        })
    }

    private static func sample(_ values: [Int], to width: Int) -> [Int] {
        guard values.count > width else { return values }
        let runs = (0..<width).map { values[($0 * values.count / width)..<(($0 + 1) * values.count / width)] }
        var drawn = runs.indices.map { index in
            // Its neighbours' mean is what the run stands out from: a rising count's first run
            // shows its lowest value, its last its highest, and a spike or a dip itself.
            let around = (index > 0 ? Array(runs[index - 1]) : []) + (index + 1 < runs.count ? Array(runs[index + 1]) : [])
            let mean = around.reduce(0.0) { $0 + Double($1) } / Double(max(1, around.count))
            let low = runs[index].min() ?? 0, high = runs[index].max() ?? 0
            return abs(Double(low) - mean) > abs(Double(high) - mean) ? low : high
        }
        // The series' own top and bottom, which the scale is drawn from, always show: in their
        // run, or beside it when that run draws the other.
        let highest = values.max() ?? 0, lowest = values.min() ?? 0
        for (extreme, other) in [(highest, lowest), (lowest, highest)] where !drawn.contains(extreme) {
            guard let run = runs.firstIndex(where: { $0.contains(extreme) }) else { continue }
            let place = [run, run + 1, run - 1].first { drawn.indices.contains($0) && drawn[$0] != other }
            if let place { drawn[place] = extreme }
        }
        return drawn
    }
}
