#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process started with `posix_spawn`: what `trending` needs of Foundation's `Process`
/// (which only full Foundation has) and no more. The child gets every signal's default action and
/// an empty signal mask, so a SIGPIPE this process ignores is not ignored by a browser or the
/// network helper. File descriptors this process opened stay out of the child: the project opens
/// them all with `O_CLOEXEC`, and so does this type.
public final class Subprocess {
    /// What one of the child's standard streams is connected to.
    public enum Stream: Sendable {
        /// This process's own stream.
        case inherit
        /// `/dev/null`.
        case nullDevice
        /// A pipe, whose other end this process holds (`standardInput`, `standardOutput`, …).
        case pipe
    }

    /// How the child ended.
    public enum Termination: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
    }

    public let processIdentifier: pid_t
    /// This process's end of the child's standard input, when it is a pipe: the write end.
    public private(set) var standardInput: Int32?
    /// This process's end of the child's standard output, when it is a pipe: the read end.
    public private(set) var standardOutput: Int32?
    /// This process's end of the child's standard error, when it is a pipe: the read end.
    public private(set) var standardError: Int32?
    private var termination: Termination?

    /// Starts `executable` (a path: no `PATH` search, no shell) with `arguments` after its name.
    /// - Parameter newSession: the child leads a session of its own (a window browser started
    ///   from browse): closing this terminal does not end it.
    /// - Throws: the `errno` of the failure, when a pipe can't be made or the program can't start.
    public init(
        executable: String, arguments: [String] = [], environment: [String: String],
        standardInput: Stream = .inherit, standardOutput: Stream = .inherit, standardError: Stream = .inherit,
        newSession: Bool = false
    ) throws(SubprocessError) {
        var pipes = SpawnPipes()
        defer { pipes.closeChildEnds() }
        var actions = SpawnFileActions()
        defer { actions.destroy() }
        for (fd, stream) in [(Int32(0), standardInput), (1, standardOutput), (2, standardError)] {
            switch stream {
            case .inherit:
                break
            case .nullDevice:
                try actions.open("/dev/null", as: fd, flags: fd == 0 ? O_RDONLY : O_WRONLY)
            case .pipe:
                let childEnd = try pipes.make(for: fd)
                try actions.duplicate(childEnd, as: fd)
            }
        }
        var attributes = SpawnAttributes()
        defer { attributes.destroy() }
        try attributes.resetSignals(newSession: newSession)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        var status: Int32 = 0
        // ETXTBSY: a program that was just written (a user's browser script, a freshly installed
        // helper) can still be open for writing in a process that forked meanwhile and has not yet
        // exec'd or closed its descriptors. That passes in milliseconds, so wait a little, bounded.
        for pause in Self.busyTextPauses {
            status = actions.withPointer { actionsPointer in
                attributes.withPointer { attributesPointer in
                    posix_spawn(&pid, executable, actionsPointer, attributesPointer, argv, envp)
                }
            }
            guard status == ETXTBSY, let pause else { break }
            usleep(pause)
        }
        guard status == 0 else {
            pipes.closeParentEnds()
            throw SubprocessError(code: status)
        }
        processIdentifier = pid
        self.standardInput = pipes.parentEnd[0]
        self.standardOutput = pipes.parentEnd[1]
        self.standardError = pipes.parentEnd[2]
    }

    /// True until the child has ended (and been reaped, by this check or by `waitForExit`).
    public var isRunning: Bool {
        if termination != nil { return false }
        var status: Int32 = 0
        let reaped = waitpid(processIdentifier, &status, WNOHANG)
        if reaped == processIdentifier {
            termination = Self.termination(status)
            return false
        }
        return reaped == 0
    }

    /// Sends `signal` to the child, unless it has already been reaped (its id may be reused).
    /// - Returns: false when the child has ended or the signal could not be sent.
    @discardableResult
    public func send(_ signal: Int32) -> Bool {
        guard termination == nil else { return false }
        return kill(processIdentifier, signal) == 0
    }

    /// Blocks until the child ends, and says how.
    @discardableResult
    public func waitForExit() -> Termination {
        if let termination { return termination }
        var status: Int32 = 0
        while waitpid(processIdentifier, &status, 0) < 0 {
            // Reaped elsewhere (ECHILD) or unknowable: report it as gone rather than wait forever.
            guard errno == EINTR else {
                termination = .exited(-1)
                return .exited(-1)
            }
        }
        let ended = Self.termination(status)
        termination = ended
        return ended
    }

    /// Closes this process's end of the child's standard input: the child reads end-of-file.
    public func closeStandardInput() {
        if let fd = standardInput { close(fd) }
        standardInput = nil
    }

    /// Closes this process's ends of the child's standard output and error.
    public func closeOutputs() {
        if let fd = standardOutput { close(fd) }
        if let fd = standardError { close(fd) }
        standardOutput = nil
        standardError = nil
    }

    deinit {
        closeStandardInput()
        closeOutputs()
    }

    /// The pauses (µs) between attempts to start a program that is busy being written: about
    /// two seconds in all (a loaded machine can be slow to let a forked child exec), then the
    /// last attempt (`nil`: no pause after it).
    static let busyTextPauses: [useconds_t?] = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 500_000, 1_000_000, nil]

    /// The `wait` status decoded (the WIFEXITED/WTERMSIG macros don't reach Swift).
    private static func termination(_ status: Int32) -> Termination {
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }
}

/// Why a `Subprocess` could not start: an `errno` value.
public struct SubprocessError: Error, Equatable, CustomStringConvertible {
    public let code: Int32

    public init(code: Int32) {
        self.code = code
    }

    public var description: String {
        String(cString: strerror(code))
    }
}
