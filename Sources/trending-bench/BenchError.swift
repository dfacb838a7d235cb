/// A benchmark that could not run: its inputs were not what the benchmark needs.
struct BenchError: Error, CustomStringConvertible {
    let description: String
}
