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
    /// Whether a write went through before any failed: a reader gone before the first byte got nothing.
    var wroteAnything: Bool { get }
}

extension TextOutput {
    public var failure: Int32? { nil }
    public var wroteAnything: Bool { true }
}
