#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingData

/// Limits on values handed in through the environment, checked before any work: a value outside
/// them is a usage error (64), never a trap or a wait of days. (`--timeout`'s bound is part of its
/// declaration, `NetworkTimeout`.)
enum InputBounds {
    /// `TRENDING_NOW`, when set and readable, must lie in 2007…2200 like every stored date.
    static func checkPinnedNow(_ environment: AppEnvironment) throws(ParseError) {
        guard let value = environment.value("TRENDING_NOW"), let date = AppEnvironment.parseInstant(value) else { return }
        guard PlausibleDate.contains(date) else {
            throw .invalidEnvironment(
                variable: "TRENDING_NOW", value: value, expected: "a time from 2007 to 2200, as epoch seconds or ISO 8601"
            )
        }
    }
}
