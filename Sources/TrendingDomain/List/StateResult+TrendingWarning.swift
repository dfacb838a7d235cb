#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension StateResult {
    /// The value, its warnings added to a list's or a detail's warnings.
    func value(adding warnings: inout [TrendingWarning]) -> Value {
        warnings += self.warnings.map(TrendingWarning.state)
        return value
    }
}
