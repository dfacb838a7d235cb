#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Signals as bytes on a pipe (the self-pipe trick), so the event loop's `poll` wakes for a
/// resize, a suspend or a request to end, and handles it outside the signal handler.
public enum SignalPipe {
    /// What the browse screen listens for.
    static let signals: [Int32] = [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT]

    nonisolated(unsafe) private static var writeEnd: Int32 = -1

    /// Installs the handlers; returns the pipe's read end (non-blocking), or nil if no pipe.
    public static func install() -> Int32? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        writeEnd = ends[1]
        installHandlers()
        return ends[0]
    }

    /// (Re)installs the handlers on the existing pipe: after a suspend set SIGTSTP's default.
    public static func installHandlers() {
        for number in signals {
            _ = signal(number) { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(SignalPipe.writeEnd, &byte, 1)
            }
        }
    }

    /// Puts the default handlers back.
    public static func uninstall() {
        for number in signals { _ = signal(number, SIG_DFL) }
    }

    /// Every signal number waiting on `fd`, oldest first.
    public static func drain(_ fd: Int32) -> [Int32] {
        var buffer = [UInt8](repeating: 0, count: 64)
        var numbers: [Int32] = []
        while true {
            let count = read(fd, &buffer, buffer.count)
            guard count > 0 else { break }
            numbers += buffer[..<count].map { Int32($0) }
        }
        return numbers
    }
}
