import TrendingDomain

/// A whole number within a range, such as `--limit`'s 1 to 1000. Conforming types name the
/// range once; parsing, the error and help all read it from there.
protocol BoundedIntegerArgument: ArgumentValue, Equatable {
    static var range: ClosedRange<Int> { get }
    /// Why the range is what it is, appended to the error: "GitHub's search cap".
    static var rangeReason: String? { get }
    var value: Int { get }
    init(checked value: Int)
}

extension BoundedIntegerArgument {
    static var valueName: String { "N" }
    static var rangeReason: String? { nil }

    init?(argument: String) {
        guard let number = Int(argument), Self.range.contains(number) else { return nil }
        self.init(checked: number)
    }

    static var expectation: String {
        let bounds = range.upperBound == Int.max
            ? "a whole number, \(range.lowerBound) or more"
            : "a whole number from \(range.lowerBound) to \(range.upperBound)"
        return bounds + (rangeReason.map { " (\($0))" } ?? "")
    }

    var argumentText: String { String(value) }
}

/// `--limit`: how many repos, up to GitHub's search cap.
struct ListLimit: BoundedIntegerArgument {
    static let range = 1...TrendingQuery.searchCap
    static let rangeReason: String? = "GitHub's search cap"
    let value: Int
    init(checked value: Int) { self.value = value }
}

/// `--min-stars`: any count from 0.
struct StarCount: BoundedIntegerArgument {
    static let range = 0...Int.max
    let value: Int
    init(checked value: Int) { self.value = value }
}

/// `--candidates`: how many repos `--scope all` measures, each with a star-history request.
struct CandidateCount: BoundedIntegerArgument {
    static let range = 1...1000
    let value: Int
    init(checked value: Int) { self.value = value }
}
