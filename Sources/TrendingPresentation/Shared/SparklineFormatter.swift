/// Star counts as a sparkline: `▁▂▃▅▇`, scaled from the series' own minimum to its maximum.
public enum SparklineFormatter {
    static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// One character per value. A flat series sits on the middle level, so "no change" reads
    /// as a line rather than as nothing. At most `width` characters: longer series are sampled
    /// evenly, always keeping the first and last.
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
        guard width > 1 else { return [values[values.count - 1]] }
        return (0..<width).map { index in values[index * (values.count - 1) / (width - 1)] }
    }
}
