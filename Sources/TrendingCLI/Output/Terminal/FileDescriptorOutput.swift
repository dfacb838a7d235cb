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
import TrendingTerminalUI

/// A file descriptor, written in full with one call per chunk (no interleaving within a write).
/// After a failed write nothing more is written: the failure is remembered instead.
struct FileDescriptorOutput: TextOutput {
    let fd: Int32
    private let state = FailureState()

    init(fd: Int32) {
        self.fd = fd
    }

    static let standardOutput = FileDescriptorOutput(fd: 1)
    static let standardError = FileDescriptorOutput(fd: 2)

    var isTerminal: Bool { isatty(fd) == 1 }

    /// The terminal's width in columns (`TIOCGWINSZ`), or nil when this is no terminal.
    var columns: Int? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    var failure: Int32? { state.errno }

    var wroteAnything: Bool { state.wrote }

    func write(_ text: String) {
        guard state.errno == nil else { return }
        var text = text
        let failed = text.withUTF8 { FileDescriptorIO.writeAllReturningErrno(UnsafeRawBufferPointer($0), to: fd) }
        if let failed { state.record(failed) } else if !text.isEmpty { state.recordWritten() }
    }
}

/// The first failed write's `errno`, shared by every copy of one output.
private final class FailureState: @unchecked Sendable {
    private let lock = ThreadLock()
    private var value: Int32?

    private var wroteOnce = false

    var errno: Int32? {
        lock.withLock { value }
    }

    var wrote: Bool {
        lock.withLock { wroteOnce }
    }

    func recordWritten() {
        lock.withLock { wroteOnce = true }
    }

    func record(_ code: Int32) {
        lock.withLock { if value == nil { value = code } }
    }
}
