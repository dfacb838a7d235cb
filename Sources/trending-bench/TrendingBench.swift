import Foundation

/// The whole tool: parse the arguments, run the benchmarks, print the table (and the TSV).
/// Exits 64 on a usage error (from `parseOptions`) and 1 when a benchmark fails.
enum TrendingBench {
    static func main(_ arguments: [String]) {
        let options = parseOptions(arguments)
        do {
            try report(try run(options), tsv: options.tsv)
        } catch {
            FileHandle.standardError.write(Data("trending-bench: \(error)\n".utf8))
            exit(1)
        }
    }
}
