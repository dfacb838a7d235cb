/// Keeps a result alive so the optimiser cannot drop the work that made it.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// How to run each benchmark: a fixed number of iterations (none: as many as fit in a second),
/// and only those whose name contains `filter`.
struct Plan {
    var iterations: Int?
    var filter: String?
}

func measure(_ name: String, bytes: Int? = nil, _ plan: Plan, _ body: () throws -> Void) rethrows -> BenchResult? {
    if let filter = plan.filter, !name.contains(filter) { return nil }
    let fixed = plan.iterations
    let clock = ContinuousClock()
    let minimumRuns = fixed ?? 15
    let maximumRuns = fixed ?? 1000
    let budget = Duration.seconds(1)
    if fixed == nil {
        for _ in 0..<3 { try body() }
    }
    var samples: [Duration] = []
    samples.reserveCapacity(maximumRuns)
    let started = clock.now
    while samples.count < maximumRuns, samples.count < minimumRuns || started.duration(to: clock.now) < budget {
        let start = clock.now
        try body()
        samples.append(start.duration(to: clock.now))
    }
    samples.sort()
    let middle = samples.count / 2
    let median = samples.count % 2 == 1 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2
    return BenchResult(name: name, bytes: bytes, iterations: samples.count, median: median, minimum: samples[0])
}
