/// One benchmark's figures: the median and fastest of its timed runs.
struct BenchResult {
    let name: String
    /// Bytes processed per iteration, for a throughput; nil when bytes are not the point.
    let bytes: Int?
    let iterations: Int
    let median: Duration
    /// The fastest run: steadier than the median on a busy machine.
    let minimum: Duration

    var seconds: Double { median.seconds }
    var megabytesPerSecond: Double? { bytes.map { Double($0) / 1e6 / seconds } }
}

extension Duration {
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
