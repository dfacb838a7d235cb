#if canImport(Glibc)
import Foundation
import Glibc

/// An interactive run on a pseudo-terminal: start the binary, send keys, resize, signal, and
/// wait for what it draws; for full-screen programs such as `trending browse`.
public final class PTYSession: @unchecked Sendable {
    public let pid: pid_t
    private let master: Int32
    private var bytes: [UInt8] = []
    private var exitStatus: Int32?

    /// Starts `name` (a product beside the tests, or a path if it contains "/") with all three
    /// streams on a new terminal.
    public init(
        _ name: String = "trending", arguments: [String], environment: [String: String], columns: Int = 80, rows: Int = 24
    ) throws {
        let path = name.contains("/") ? name : BinaryRunner.executableURL(named: name).path
        var environment = environment
        if environment["PATH"] == nil { environment["PATH"] = "/usr/bin:/bin" }
        let child = try PTYRunner.spawn(
            path: path, arguments: arguments, environment: environment, ttyStreams: Set(PTYRunner.Stream.allCases),
            size: winsize(ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: columns), ws_xpixel: 0, ws_ypixel: 0)
        )
        pid = child.pid
        master = child.descriptors[0]
        self.columns = columns
        self.rows = rows
    }

    deinit {
        if exitStatus == nil {
            kill(-pid, SIGKILL)
            _ = reap(blocking: true)
        }
        close(master)
    }

    /// Everything the program wrote so far, as UTF-8.
    public var output: String { String(decoding: bytes, as: UTF8.self) }

    /// The screen as a terminal would show it now.
    public var screen: VirtualScreen {
        var screen = VirtualScreen(columns: columns, rows: rows)
        screen.apply(output)
        return screen
    }

    public private(set) var columns = 0
    public private(set) var rows = 0

    /// Types `text` (keys as their bytes: "\u{1B}[A" for ↑).
    public func send(_ text: String) {
        var text = text
        _ = text.withUTF8 { write(master, $0.baseAddress, $0.count) }
    }

    /// Changes the terminal's size (TIOCSWINSZ) and tells the program (SIGWINCH).
    public func resize(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        kill(pid, SIGWINCH)
    }

    public func signal(_ number: Int32) {
        kill(pid, number)
    }

    /// The terminal's settings as the program left them.
    public func settings() -> termios {
        var settings = termios()
        tcgetattr(master, &settings)
        return settings
    }

    /// Reads until `condition` holds for the output so far, or `timeout` passes; true if it held.
    @discardableResult
    public func waitUntil(timeout: Duration = .seconds(30), _ condition: (PTYSession) -> Bool) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            if condition(self) { return true }
            if ContinuousClock.now >= deadline { return false }
            readSome(milliseconds: 50)
        }
    }

    /// Waits until the screen shows `text`.
    @discardableResult
    public func waitFor(_ text: String, timeout: Duration = .seconds(30)) -> Bool {
        waitUntil(timeout: timeout) { $0.screen.text.contains(text) }
    }

    /// Waits for the program to end, reading what it writes; its status (128 + signal if
    /// signalled), or nil after `timeout`.
    public func waitForExit(timeout: Duration = .seconds(30)) -> Int32? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            _ = readSome(milliseconds: 20)
            if let status = reap(blocking: false) {
                while readSome(milliseconds: 20) {}
                return status
            }
        }
        return nil
    }

    /// Reads what is there within `milliseconds`; false when nothing came.
    @discardableResult
    private func readSome(milliseconds: Int32) -> Bool {
        var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, milliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = read(master, &buffer, buffer.count)
        guard count > 0 else { return false }
        bytes += buffer[..<count]
        return true
    }

    private func reap(blocking: Bool) -> Int32? {
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        let waited = waitpid(pid, &status, blocking ? 0 : WNOHANG)
        guard waited == pid else { return nil }
        let signal = status & 0x7F
        exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        return exitStatus
    }
}
#endif
