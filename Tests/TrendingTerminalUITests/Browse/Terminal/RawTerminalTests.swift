import Foundation
import Testing
import TrendingData
import TrendingTestSupport
@testable import TrendingTerminalUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Serialized, and exclusive of other suites' signal handlers: its tests arm and disarm the
/// process's fatal-signal handlers, which are global (a mapped file's SIGBUS guard among them).
@Suite("RawTerminal: raw mode, the alternate screen and the way back", .serialized)
struct RawTerminalTests {
    @Test("enter turns off echo, line editing and signal keys, and switches to the alternate screen with mouse reports")
    func enter() throws {
        try ProcessSignalHandlers.exclusively {
            let (sut, pty) = try makeSUT()
            defer { pty.close() }

            #expect(sut.enter())

            let settings = pty.settings()
            #expect(settings.c_lflag & tcflag_t(ECHO | ICANON | ISIG | IEXTEN) == 0)
            #expect(settings.c_iflag & tcflag_t(IXON | ICRNL) == 0)
            #expect(pty.readOutput() == RawTerminal.enterSequence)
            #expect(RawTerminal.enterSequence.contains("\u{1B}[?1049h") && RawTerminal.enterSequence.contains("\u{1B}[?1006h"))
            sut.restore()
        }
    }

    @Test("restore puts back exactly the settings enter found, leaves the alternate screen and shows the cursor, once")
    func restore() throws {
        try ProcessSignalHandlers.exclusively {
            let (sut, pty) = try makeSUT()
            defer { pty.close() }
            let before = pty.settings()
            sut.enter()
            _ = pty.readOutput()

            sut.restore()
            sut.restore()

            let after = pty.settings()
            #expect(after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag && after.c_oflag == before.c_oflag)
            #expect(pty.readOutput() == RawTerminal.leaveSequence, "written once")
            #expect(RawTerminal.leaveSequence.hasSuffix("\u{1B}[?25h\u{1B}[?1049l"))
            #expect(!sut.isActive)
        }
    }

    @Test("the crash restore gives back the handlers there were before, not the default ones")
    func crashRestoreGivesBack() {
        ProcessSignalHandlers.exclusively {
            var ignore = sigaction()
            ignore.__sigaction_handler.sa_handler = SIG_IGN
            var before = sigaction()
            _ = sigaction(SIGFPE, &ignore, &before)
            defer { _ = sigaction(SIGFPE, &before, nil) }

            CrashRestore.arm(fd: -1, output: -1, settings: termios(), leave: "")
            CrashRestore.disarm()

            var after = sigaction()
            _ = sigaction(SIGFPE, nil, &after)
            #expect(unsafeBitCast(after.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self))
        }
    }

    @Test("a signal the parent ignores is left ignored while armed and after: it ends nothing (review of bb33 l-D2)")
    func ignoredSignalLeftAlone() {
        ProcessSignalHandlers.exclusively {
            var ignore = sigaction()
            ignore.__sigaction_handler.sa_handler = SIG_IGN
            var before = sigaction()
            _ = sigaction(SIGUSR2, &ignore, &before)
            defer { _ = sigaction(SIGUSR2, &before, nil) }
            func ignored() -> Bool {
                var now = sigaction()
                _ = sigaction(SIGUSR2, nil, &now)
                return unsafeBitCast(now.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
            }

            CrashRestore.arm(fd: -1, output: -1, settings: termios(), leave: "")
            #expect(ignored())
            CrashRestore.disarm()
            #expect(ignored())
        }
    }

    @Test("enter refuses a descriptor that is no terminal and writes nothing")
    func notATerminal() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { ends.forEach { _ = close($0) } }
        let sut = RawTerminal(input: ends[0], output: ends[1], writeAll: writer(to: ends[1]))

        #expect(!sut.enter())
        #expect(!sut.isActive)
        sut.restore()
    }

    @Test("size reads the terminal's window size")
    func size() throws {
        let (sut, pty) = try makeSUT(columns: 42, rows: 11)
        defer { pty.close() }

        #expect(sut.size() == (42, 11))
    }

    // MARK: - Helpers

    private func makeSUT(columns: Int = 80, rows: Int = 24) throws -> (RawTerminal, PseudoTerminal) {
        let pty = try PseudoTerminal(columns: columns, rows: rows)
        return (RawTerminal(input: pty.slave, output: pty.slave, writeAll: writer(to: pty.slave)), pty)
    }

    /// Writes in full to `fd`, as the writer the command line passes in does.
    private func writer(to fd: Int32) -> @Sendable (String) -> Void {
        { text in
            var text = text
            _ = text.withUTF8 { FileDescriptorIO.writeAll(UnsafeRawBufferPointer($0), to: fd) }
        }
    }
}

/// A pseudo-terminal pair: the program's side (slave) and the test's (master).
struct PseudoTerminal {
    let master: Int32
    let slave: Int32

    init(columns: Int, rows: Int) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw CocoaError(.fileNoSuchFile) }
        self.master = master
        self.slave = slave
    }

    func settings() -> termios {
        var settings = termios()
        tcgetattr(slave, &settings)
        return settings
    }

    /// What the program wrote, waiting briefly for it.
    func readOutput() -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while poll(&poller, 1, 100) > 0 {
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func close() {
        _ = Glibc.close(master)
        _ = Glibc.close(slave)
    }
}
