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

/// Where text goes: the process's stdout or stderr, or a test's buffer.
public protocol TextOutput: Sendable {
    func write(_ text: String)
    /// The `errno` of the first write that failed, if any: the command's end turns it into an
    /// exit code.
    var failure: Int32? { get }
}

extension TextOutput {
    public var failure: Int32? { nil }
}
