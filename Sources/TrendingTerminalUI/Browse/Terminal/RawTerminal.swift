#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal as a full-screen program needs it: raw input (no echo, no line editing, Ctrl-C
/// and Ctrl-Z as bytes), the alternate screen, a hidden cursor and SGR mouse reports; and the
/// way back, which runs once whatever ends the program (`restore`, or a crash signal's handler).
public final class RawTerminal: @unchecked Sendable {
    /// Alternate screen, hidden cursor, mouse clicks and wheel in SGR form, screen cleared.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[2J"
    /// Mouse off, attributes reset, cursor shown, back to the main screen.
    static let leaveSequence = "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    public let input: Int32
    public let output: Int32
    /// Writes every byte to `output`, retrying short writes; never gives up for good, so the
    /// way back is written even after a frame failed.
    private let writeAll: @Sendable (String) -> Void
    private var saved: termios?

    public init(input: Int32 = 0, output: Int32 = 1, writeAll: @escaping @Sendable (String) -> Void) {
        self.input = input
        self.output = output
        self.writeAll = writeAll
    }

    /// Whether raw mode and the alternate screen are on.
    public var isActive: Bool { saved != nil }

    /// Whether this process's group has the terminal: a background one that sets it up (or
    /// reads it) is stopped by the kernel (SIGTTOU, SIGTTIN). True when `input` is no terminal.
    public var isForeground: Bool {
        let owner = tcgetpgrp(input)
        return owner < 0 || owner == getpgrp()
    }

    /// Saves the terminal's settings, then switches to raw mode and the alternate screen.
    /// False (and nothing changed) when `input` is not a terminal.
    @discardableResult
    public func enter() -> Bool {
        guard saved == nil else { return true }
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { return false }
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else { return false }
        saved = original
        CrashRestore.arm(fd: input, output: output, settings: original, leave: Self.leaveSequence)
        write(Self.enterSequence)
        return true
    }

    /// Puts the terminal back as `enter` found it. Safe to call any number of times.
    public func restore() {
        guard var original = saved else { return }
        write(Self.leaveSequence)
        // Drained, not flushed: what the user typed ahead (the next command, as the screen
        // closes) is theirs, for the shell.
        tcsetattr(input, TCSADRAIN, &original)
        saved = nil
        CrashRestore.disarm()
    }

    /// Writes `text` to the terminal in full.
    public func write(_ text: String) {
        writeAll(text)
    }

    /// The terminal's size in cells, as `TIOCGWINSZ` reports it (80 × 24 if it won't say).
    public func size() -> (columns: Int, lines: Int) {
        var size = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return (80, 24) }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
