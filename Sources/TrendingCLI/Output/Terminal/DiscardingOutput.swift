#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TrendingData

/// Output nobody reads: for `__complete`, whose only words are its candidates.
struct DiscardingOutput: TextOutput {
    func write(_ text: String) {}
}
