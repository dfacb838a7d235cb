#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingData

/// Output nobody reads: for `__complete`, whose only words are its candidates.
struct DiscardingOutput: TextOutput {
    func write(_ text: String) {}
}
