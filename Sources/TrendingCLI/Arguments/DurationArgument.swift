#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A span of time typed as `90`, `45s`, `30m`, `1h`, `2d` or `1h30m`, within a range.
protocol DurationArgument: ArgumentValue, Equatable {
    static var range: ClosedRange<TimeInterval> { get }
    var seconds: TimeInterval { get }
    init(checked seconds: TimeInterval)
}

extension DurationArgument {
    static var valueName: String { "DURATION" }
    static var range: ClosedRange<TimeInterval> { 0...TimeInterval.greatestFiniteMagnitude }

    init?(argument: String) {
        guard let seconds = DurationParser.seconds(argument), Self.range.contains(seconds) else { return nil }
        self.init(checked: seconds)
    }

    static var expectation: String { "a duration such as 30m, 1h or 2d" }

    var argumentText: String { Self.text(seconds) }

    /// `3600` → `1h`, `5400` → `1h30m`, `0` → `0`.
    static func text(_ seconds: TimeInterval) -> String {
        var rest = Int(seconds)
        guard rest > 0 else { return "0" }
        var text = ""
        for (unit, size) in [("d", 86_400), ("h", 3600), ("m", 60), ("s", 1)] where rest >= size {
            text += "\(rest / size)\(unit)"
            rest %= size
        }
        return text
    }
}

/// `--max-age`, `--delta-window`: any duration from 0.
struct TimeSpan: DurationArgument {
    /// At most a hundred years: a longer span names no date a clock can tell (bb36 w-D3).
    static var range: ClosedRange<TimeInterval> { 0...(100 * 365.25 * 86_400) }
    static var expectation: String { "a duration such as 30m, 1h or 2d, at most 100 years" }

    let seconds: TimeInterval
    init(checked seconds: TimeInterval) { self.seconds = seconds }
}

/// `--timeout`: seconds greater than 0 and at most an hour, also with a fraction (`2.5`) or a
/// unit (`1m`). Longer is a mistake, not a slow network: a usage error, never a wait of days.
struct NetworkTimeout: ArgumentValue, Equatable {
    static let valueName = "SECONDS"
    /// An hour.
    static let maxSeconds: TimeInterval = 3600
    static let expectation = "seconds greater than 0 and at most 3600, such as 10 or 2.5"
    let seconds: TimeInterval

    init(checked seconds: TimeInterval) { self.seconds = seconds }

    init?(argument: String) {
        guard let seconds = TimeInterval(argument) ?? DurationParser.seconds(argument), seconds > 0, seconds <= Self.maxSeconds
        else { return nil }
        self.seconds = seconds
    }

    var argumentText: String { seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds) }
}
