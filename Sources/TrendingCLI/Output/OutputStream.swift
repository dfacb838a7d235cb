#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrendingData

/// Where text goes: the process's stdout or stderr, or a test's buffer.
protocol TextOutput: Sendable {
    func write(_ text: String)
}

/// A file descriptor, written in full with one call per chunk (no interleaving within a write).
struct FileDescriptorOutput: TextOutput {
    let fd: Int32

    static let standardOutput = FileDescriptorOutput(fd: 1)
    static let standardError = FileDescriptorOutput(fd: 2)

    var isTerminal: Bool { isatty(fd) == 1 }

    /// The terminal's width in columns (`TIOCGWINSZ`), or nil when this is no terminal.
    var columns: Int? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    func write(_ text: String) {
        var text = text
        // A closed pipe (`trending | head`) ends the output; there is nobody left to tell.
        _ = text.withUTF8 { FileDescriptorIO.writeAll(UnsafeRawBufferPointer($0), to: fd) }
    }
}

/// Output nobody reads: for `__complete`, whose only words are its candidates.
struct DiscardingOutput: TextOutput {
    func write(_ text: String) {}
}
