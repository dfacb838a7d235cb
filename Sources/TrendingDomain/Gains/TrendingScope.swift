#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which repos a list considers: `new` ones created in the period, or `all` of any age,
/// ranked by stars gained in it (real trending).
public enum TrendingScope: String, CaseIterable, Sendable {
    case new
    case all
}
