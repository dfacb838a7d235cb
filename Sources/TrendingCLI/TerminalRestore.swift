#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrendingData

/// What a signal leaves on the terminal: the spinner's line cleared, the cursor shown.
enum TerminalRestore {
    /// Set once, before any handler can run.
    nonisolated(unsafe) static var enabled = false
    /// `\r`, erase the line, show the cursor: static bytes, so writing them allocates nothing.
    private static let sequence: StaticString = "\r\u{1B}[K\u{1B}[?25h"

    static func emit() {
        guard enabled else { return }
        _ = writeStandardError(sequence.utf8Start, sequence.utf8CodeUnitCount)
    }
}

private func writeStandardError(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(2, bytes, count)
}
