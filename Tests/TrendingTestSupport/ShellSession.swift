#if canImport(Glibc)
import Foundation
import Glibc

/// An interactive program on a pseudo-terminal: type into it, then read what the terminal shows.
/// For driving real shells through completion (type, press Tab, read the screen).
public final class ShellSession {
    private let pid: pid_t
    private let master: Int32
    private var received: [UInt8] = []

    /// Starts `path` with `arguments` and exactly `environment` on a `columns` x `rows` terminal.
    public init(path: String, arguments: [String], environment: [String: String], columns: Int = 100, rows: Int = 40) throws {
        let child = try PTYRunner.spawn(
            path: path, arguments: arguments, environment: environment, ttyStreams: Set(PTYRunner.Stream.allCases),
            size: winsize(ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: columns), ws_xpixel: 0, ws_ypixel: 0)
        )
        pid = child.pid
        master = child.descriptors[0]
    }

    deinit {
        kill(-pid, SIGKILL)
        _ = PTYRunner.waitForExit(pid, before: nil)
        close(master)
    }

    /// Everything received so far, escape sequences removed: roughly what the screen shows.
    public var screen: String {
        PTYResult.strippingEscapes(String(decoding: received, as: UTF8.self)).replacingOccurrences(of: "\r", with: "")
    }

    /// Everything received since `mark`, escapes removed.
    public func screen(since mark: Int) -> String {
        PTYResult.strippingEscapes(String(decoding: received[min(mark, received.count)...], as: UTF8.self))
            .replacingOccurrences(of: "\r", with: "")
    }

    /// A position in the output, for reading only what comes after it.
    public var mark: Int { received.count }

    /// Types `text` as keys: "\t" is Tab, "\u{15}" (Ctrl-U) clears the line.
    public func type(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeMutableBufferPointer { write(master, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            offset += written
        }
        bytes.removeAll()
    }

    /// Reads until `condition` holds for the text since `mark`, or `timeout` passes; true if it held.
    @discardableResult
    public func wait(since mark: Int = 0, timeout: Duration = .seconds(30), until condition: (String) -> Bool) -> Bool {
        let deadline = ContinuousClock.now + timeout
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            if condition(screen(since: mark)) { return true }
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return false }
            var polled = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
            guard poll(&polled, 1, 50) > 0 else { continue }
            let count = read(master, &buffer, buffer.count)
            if count > 0 {
                received.append(contentsOf: buffer[..<count])
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                return condition(screen(since: mark))
            }
        }
    }

    /// Lets output settle: reads whatever arrives for `quiet`.
    public func drain(for quiet: Duration = .milliseconds(300)) {
        _ = wait(timeout: quiet) { _ in false }
    }
}
#endif
