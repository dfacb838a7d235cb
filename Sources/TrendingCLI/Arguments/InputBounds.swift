#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingData
import TrendingPresentation

/// Limits on values handed in through the environment, checked before any work: a value outside
/// them is a usage error (64), never a trap or a wait of days. (`--timeout`'s bound is part of its
/// declaration, `NetworkTimeout`.)
enum InputBounds {
    /// `TRENDING_NOW`, when set, must be a time (else it would be ignored, and the clock not
    /// pinned as asked) in 2007…2200 like every stored date.
    static func checkPinnedNow(_ environment: AppEnvironment) throws(ParseError) {
        guard let value = environment.value("TRENDING_NOW") else { return }
        guard let date = AppEnvironment.parseInstant(value), PlausibleDate.contains(date) else {
            throw .invalidEnvironment(
                variable: "TRENDING_NOW", value: value, expected: "a time from 2007-01-01 to 2200-01-01, as epoch seconds or ISO 8601"
            )
        }
    }

    /// The folders named in bytes that are not UTF-8: trending cannot name them, so it says
    /// which folder it uses instead, rather than use another in silence.
    static func folderWarnings(_ environment: AppEnvironment) -> [String] {
        [("HOME", "the account's home folder"), ("XDG_CACHE_HOME", environment.cachePath), ("XDG_STATE_HOME", environment.statePath),
         ("XDG_CONFIG_HOME", environment.configPath)]
            .filter { environment.undecodable.contains($0.0) }
            .map { "warning: \($0.0) is not UTF-8 text, so trending cannot name that folder; it uses \($0.1) instead." }
    }

    /// What a run under a system clock outside 2007…2200 is told, once: its times stand at the
    /// nearest end of the range, so what it saves reads back (and no later run moves it aside).
    static func clockWarning(_ environment: AppEnvironment) -> String? {
        guard let reading = environment.clockOutOfRange else { return nil }
        let year = reading.timeIntervalSince1970 < PlausibleDate.range.lowerBound ? "2007" : "2200"
        return "warning: the system clock reads \(ISO8601.string(reading)), outside 2007-01-01 to 2200-01-01; times are taken as \(year) until it is set right."
    }
}
