import TrendingDomain

extension CommandLineParser {
    /// `--scope`, `--candidates` and `--sort`, whose default follows the scope: `gained` for
    /// `all`, `stars` for `new`.
    static func readScope(_ parsed: ParsedArguments, into options: inout ListOptions) throws(UsageError) {
        if let value = parsed.value("--scope") {
            guard let scope = TrendingScope(rawValue: value) else {
                throw UsageError(message: "invalid value '\(value)' for --scope; expected new or all")
            }
            options.scope = scope
        }
        if let value = parsed.value("--candidates") {
            guard let count = Int(value), ListOptions.candidatesRange.contains(count) else {
                throw UsageError(message: "invalid value '\(value)' for --candidates; expected a whole number from 1 to 1000")
            }
            options.candidates = count
        }
        options.sort = options.scope == .all ? .gained : .stars
        if let value = parsed.value("--sort") {
            guard let sort = TrendingSort(rawValue: value) else {
                throw UsageError(message: "invalid value '\(value)' for --sort; expected stars, velocity or gained")
            }
            options.sort = sort
        }
    }
}
