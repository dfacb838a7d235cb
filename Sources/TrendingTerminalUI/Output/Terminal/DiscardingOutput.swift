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

/// Output nobody reads: for `__complete`, whose only words are its candidates.
public struct DiscardingOutput: TextOutput {
    public init() {}

    public func write(_ text: String) {}
}
