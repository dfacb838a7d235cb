#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The last resort while the terminal is raw: a handler for the fatal signals (a Swift trap is
/// SIGILL or SIGTRAP) and every other whose default ends the process and the session leaves be
/// (SIGQUIT, whose backtracer would wait on the raw terminal, SIGUSR1, SIGALRM, …). It writes the
/// leave sequence and puts the settings back (async-signal-safe calls only), then dies of the
/// same signal. Disarmed, it gives back the handlers before (a mapped file's SIGBUS guard too).
enum CrashRestore {
    static let signals: [Int32] = {
        var numbers: [Int32] = [
            SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE,
            // Not SIGXFSZ: ignored for the whole run, a write past `ulimit -f` is an error to handle.
            SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGSYS,
        ]
        #if os(Linux)
        // Linux's own, and the real-time signals, whose default ends the process too (bb33 l-D2).
        numbers += [SIGPWR, SIGSTKFLT]
        numbers += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
        #endif
        return numbers
    }()
    /// The handlers there were before `arm`, by signal number; `disarm` puts them back.
    nonisolated(unsafe) private static var previous: [sigaction] = Array(repeating: sigaction(), count: Int((signals.max() ?? 31) + 1))
    nonisolated(unsafe) private static var armed = false

    // Read by the signal handler, which can capture nothing: set before the handlers go in.
    nonisolated(unsafe) private static var fd: Int32 = -1
    nonisolated(unsafe) private static var output: Int32 = -1
    nonisolated(unsafe) private static var settings = termios()
    nonisolated(unsafe) private static var leave: UnsafeMutableBufferPointer<UInt8>?

    static func arm(fd: Int32, output: Int32, settings: termios, leave text: String) {
        if leave == nil {
            let bytes = Array(text.utf8)
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
            _ = buffer.initialize(from: bytes)
            leave = buffer
        }
        Self.fd = fd
        Self.output = output
        Self.settings = settings
        for number in signals {
            // A signal the parent chose to ignore ends nothing: left ignored (review of bb33 l-D2).
            var current = sigaction()
            _ = sigaction(number, nil, &current)
            if unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                if !armed { previous[Int(number)] = current }
                continue
            }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                CrashRestore.restoreNow()
                _ = signal(number, SIG_DFL)
                raise(number)
            }
            sigemptyset(&action.sa_mask)
            var before = sigaction()
            _ = sigaction(number, &action, &before)
            // Armed twice, the first arming's earlier handler stays the one to give back.
            if !armed { previous[Int(number)] = before }
        }
        armed = true
    }

    static func disarm() {
        fd = -1
        guard armed else { return }
        for number in signals { giveBack(number) }
        armed = false
    }

    private static func giveBack(_ number: Int32) {
        _ = sigaction(number, &previous[Int(number)], nil)
    }


    private static func restoreNow() {
        guard fd >= 0, let leave else { return }
        _ = write(output, leave.baseAddress, leave.count)
        tcsetattr(fd, TCSADRAIN, &settings)
        fd = -1
    }
}
