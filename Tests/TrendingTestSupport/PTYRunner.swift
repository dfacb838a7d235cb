#if canImport(Glibc)
import Foundation
import Glibc

/// The outcome of one run of an executable on a pseudo-terminal.
public struct PTYResult: Sendable {
    /// Exit code, or 128 + signal number if a signal ended the process (137 after a timeout's SIGKILL).
    public let status: Int32
    /// Everything the terminal received (stdout and stderr interleaved, as a terminal shows them),
    /// decoded as UTF-8. Raw: the line discipline turned each "\n" into "\r\n", and escape
    /// sequences, lone "\r" and backspaces are left as written.
    public let output: String
    /// Wall-clock time from launch until the process ended (or was killed).
    public let duration: Duration
    /// True if the process outlived `timeout` and was killed with SIGKILL.
    public let timedOut: Bool

    /// `output` split at "\n" with a trailing "\r" removed from each line; no empty last line for
    /// output that ends in a newline. A lone "\r" inside a line (a spinner redrawing) stays.
    public var lines: [String] {
        var lines = output.unicodeScalars
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in String(String.UnicodeScalarView(line.last == "\r" ? line.dropLast() : line)) }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// `lines` without ANSI escape sequences (CSI `ESC [ … final`, OSC `ESC ] … BEL or ESC \`
    /// and two-character escapes), for measuring how wide each line shows.
    public var visibleLines: [String] {
        lines.map(PTYResult.strippingEscapes)
    }

    /// `text` without ANSI CSI, OSC and other ESC sequences. An unterminated sequence runs to the end.
    public static func strippingEscapes(_ text: String) -> String {
        var visible = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                visible.append(scalar)
                continue
            }
            guard let introducer = scalars.next() else { break }
            switch introducer {
            case "[":  // CSI: parameter and intermediate bytes, then one final byte in 0x40...0x7E.
                while let byte = scalars.next(), !(0x40...0x7E).contains(byte.value) {}
            case "]", "P", "_", "^", "X":  // OSC, DCS, APC, PM, SOS: up to BEL or ST (ESC \).
                var previous: Unicode.Scalar = " "
                while let byte = scalars.next() {
                    if byte == "\u{07}" && introducer == "]" { break }
                    if previous == "\u{1B}" && byte == "\\" { break }
                    previous = byte
                }
            default:
                // nF escapes (ESC ( B …): intermediates 0x20...0x2F, then a final byte; else ESC + one.
                var byte = introducer
                while (0x20...0x2F).contains(byte.value), let next = scalars.next() { byte = next }
            }
        }
        return String(visible)
    }
}

/// Runs executables with their standard streams on a new pseudo-terminal, so that `isatty`,
/// `TIOCGWINSZ`, `/dev/tty` and the terminal's output processing behave as for a user.
public enum PTYRunner {
    /// A standard stream of the child.
    public enum Stream: Sendable, Hashable, CaseIterable {
        case stdin, stdout, stderr
    }

    /// Why a run could not start.
    public enum Failure: Error, CustomStringConvertible {
        case executableNotFound(path: String)
        case systemCall(String, errno: Int32)

        public var description: String {
            switch self {
            case let .executableNotFound(path):
                "executable '\(path)' not found or not executable; was it built (swift build)?"
            case let .systemCall(name, code):
                "\(name) failed: \(String(cString: strerror(code))) (errno \(code))"
            }
        }
    }

    /// Runs `name` (a product beside the tests, or a path if it contains "/") with stdin, stdout and
    /// stderr all on a new `columns` x `rows` pseudo-terminal that is its controlling terminal, with
    /// exactly `environment` (+ PATH if absent); SIGKILLs its process group after `timeout`.
    public static func run(
        _ name: String = "trending",
        arguments: [String],
        environment: [String: String],
        columns: Int = 80,
        rows: Int = 24,
        timeout: Duration = .seconds(60)
    ) throws -> PTYResult {
        try run(
            name, arguments: arguments, environment: environment, ttyStreams: Set(Stream.allCases),
            columns: columns, rows: rows, timeout: timeout
        ).result
    }

    /// Like `run(_:arguments:environment:columns:rows:timeout:)`, but only the streams in
    /// `ttyStreams` are on the terminal: stdout and stderr not in it go to pipes (returned as
    /// `pipedStdout` / `pipedStderr`, "" for a TTY stream), stdin not in it reads /dev/null.
    /// The terminal is the child's controlling terminal whichever streams use it. `typing` is
    /// written to the terminal that long after the start, as a user's keys (`[3]` is Ctrl-C).
    public static func run(
        _ name: String = "trending",
        arguments: [String],
        environment: [String: String],
        ttyStreams: Set<Stream>,
        columns: Int = 80,
        rows: Int = 24,
        timeout: Duration = .seconds(20),
        typing: (after: Duration, keys: [UInt8])? = nil,
        typingOnce ready: (@Sendable () -> Bool)? = nil
    ) throws -> (result: PTYResult, pipedStdout: String, pipedStderr: String) {
        let path = name.contains("/") ? name : BinaryRunner.executableURL(named: name).path
        guard access(path, X_OK) == 0 else { throw Failure.executableNotFound(path: path) }
        var environment = environment
        if environment["PATH"] == nil {
            environment["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        }

        let child = try spawn(
            path: path, arguments: arguments, environment: environment, ttyStreams: ttyStreams,
            size: winsize(ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: columns), ws_xpixel: 0, ws_ypixel: 0)
        )
        defer { child.descriptors.filter { $0 >= 0 }.forEach { _ = close($0) } }

        let deadline = child.start + timeout
        let typed = DispatchSemaphore(value: 0)
        defer { if typing != nil { typed.wait() } }  // the terminal stays open until the keys are written
        if let typing {
            let master = child.descriptors[0]
            Thread {
                // `ready` first (polled until the deadline), then `after`: a loaded machine may
                // take seconds to reach the state the keys are for.
                while let ready, !ready(), ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.02) }
                Thread.sleep(forTimeInterval: Double(typing.after.components.seconds) + Double(typing.after.components.attoseconds) / 1e18)
                _ = typing.keys.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
                typed.signal()
            }.start()
        }
        // The terminal and the pipes are read in one poll loop, so a child filling one can't deadlock us.
        var reader = DescriptorReader(child.descriptors)
        var timedOut = !reader.readToEnd(before: deadline)
        var status = timedOut ? nil : waitForExit(child.pid, before: deadline)
        if status == nil {
            // Its group, as SETSID made it a group leader: a shell's children go too.
            timedOut = true
            kill(-child.pid, SIGKILL)
            // Collect what it wrote before dying; bounded, as an escaped descendant may hold the terminal.
            _ = reader.readToEnd(before: ContinuousClock.now + .seconds(2))
            status = waitForExit(child.pid, before: nil)
        }
        let duration = child.start.duration(to: ContinuousClock.now)
        let text = reader.collected.map { String(decoding: $0, as: UTF8.self) }
        return (
            PTYResult(status: status ?? 137, output: text[0], duration: duration, timedOut: timedOut),
            pipedStdout: text[1],
            pipedStderr: text[2]
        )
    }

    // MARK: - Spawning

    /// A started child: its pid, when it started, and the parent's ends (terminal master, stdout pipe,
    /// stderr pipe; -1 where unused), all close-on-exec.
    struct Child {
        let pid: pid_t
        let start: ContinuousClock.Instant
        let descriptors: [Int32]
    }

    /// Held from creating descriptors until they are close-on-exec, and while spawning: `openpty`
    /// and `pipe` can't set O_CLOEXEC atomically (Glibc's module exports neither `posix_openpt` nor
    /// `pipe2`). Our children close inherited descriptors anyway; this keeps a concurrent run's
    /// terminal or pipe (tests run in parallel) from reaching a child spawned by anything else.
    private static let spawnLock = NSLock()

    /// `POSIX_SPAWN_SETSID` (glibc ≥ 2.26): the child starts a new session. Glibc's module imports
    /// it only under _GNU_SOURCE, so its (ABI-stable) value is spelled out.
    private static let spawnSetSID: Int32 = 0x80

    static func spawn(
        path: String, arguments: [String], environment: [String: String], ttyStreams: Set<Stream>, size: winsize
    ) throws -> Child {
        spawnLock.lock()
        defer { spawnLock.unlock() }

        var master: Int32 = -1
        var slave: Int32 = -1
        var size = size
        // The size is set on the terminal before the child exists, so its first TIOCGWINSZ sees it.
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw Failure.systemCall("openpty", errno: errno) }
        var opened = [master, slave]
        var parentEnds = [master, -1, -1]
        var childEnds: [Int32] = []
        var childStdio: [Int32] = [0, 0, 0]  // What the child dups onto 1 and 2: 0 (the terminal) or a pipe.
        defer {
            // The slave and the pipes' write ends belong to the child now (or nobody, on failure).
            (childEnds + [slave]).forEach { _ = close($0) }
        }
        do {
            for (index, stream) in [(1, Stream.stdout), (2, Stream.stderr)] where !ttyStreams.contains(stream) {
                var ends: [Int32] = [-1, -1]
                guard pipe(&ends) == 0 else { throw Failure.systemCall("pipe", errno: errno) }
                opened += ends
                parentEnds[index] = ends[0]
                childEnds.append(ends[1])
                childStdio[index] = ends[1]
            }
            for descriptor in opened where fcntl(descriptor, F_SETFD, FD_CLOEXEC) != 0 {
                throw Failure.systemCall("fcntl(FD_CLOEXEC)", errno: errno)
            }
        } catch {
            parentEnds.filter { $0 >= 0 }.forEach { _ = close($0) }
            throw error
        }

        var name = [CChar](repeating: 0, count: 256)
        let nameStatus = ttyname_r(slave, &name, name.count)
        guard nameStatus == 0 else {
            parentEnds.filter { $0 >= 0 }.forEach { _ = close($0) }
            throw Failure.systemCall("ttyname_r", errno: nameStatus)
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opening the terminal by name (without O_NOCTTY) after setsid makes it the controlling
        // terminal, which a dup2 of `slave` would not: /dev/tty and job-control signals then work.
        posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, childStdio[1], 1)
        posix_spawn_file_actions_adddup2(&actions, childStdio[2], 2)
        if !ttyStreams.contains(.stdin) {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        // Ours are close-on-exec, but the test process inherits descriptors that are not (from
        // `swift test`, a CI runner or a shell): close every one above 2 in the child.
        closeInheritedDescriptors(&actions)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Default handlers and an empty mask: the test process's ignored signals (SIGPIPE) and
        // blocked ones would otherwise be inherited through exec.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(spawnSetSID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        var pid: pid_t = 0
        let start = ContinuousClock.now
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            parentEnds.filter { $0 >= 0 }.forEach { _ = close($0) }
            throw Failure.systemCall("posix_spawn(\(path))", errno: spawned)
        }
        return Child(pid: pid, start: start, descriptors: parentEnds)
    }

    /// Adds actions closing every descriptor above 2: `posix_spawn_file_actions_addclosefrom_np`
    /// (glibc ≥ 2.34, looked up at run time as Glibc's module hides it behind _GNU_SOURCE), else a
    /// close for each descriptor now in /proc/self/fd (closing one that is gone is not an error).
    private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let program = dlopen(nil, RTLD_NOW) {
            defer { dlclose(program) }
            if let symbol = dlsym(program, "posix_spawn_file_actions_addclosefrom_np"),
               unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3) == 0 {
                return
            }
        }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap(Int32.init) where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }

    // MARK: - Waiting

    /// The child's status once it ends (128 + signal if signalled), or nil if `deadline` passes first.
    static func waitForExit(_ pid: pid_t, before deadline: ContinuousClock.Instant?) -> Int32? {
        var status: Int32 = 0
        while true {
            let waited = waitpid(pid, &status, deadline == nil ? 0 : WNOHANG)
            if waited == pid { break }
            if waited < 0 && errno != EINTR { return 255 }  // ECHILD: someone else reaped it.
            if waited == 0 {
                guard let deadline, ContinuousClock.now < deadline else { return nil }
                usleep(1_000)
            }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}

/// Reads a terminal master and pipes at once with poll(2) until each reaches EOF (or, for the
/// master, EIO: Linux's answer once every slave descriptor has closed).
private struct DescriptorReader {
    private let descriptors: [Int32]
    private var open: [Bool]
    private(set) var collected: [[UInt8]]

    /// `descriptors` may hold -1 for unused slots; their `collected` stays empty.
    init(_ descriptors: [Int32]) {
        self.descriptors = descriptors
        open = descriptors.map { $0 >= 0 }
        collected = descriptors.map { _ in [] }
    }

    /// Reads until every descriptor is at its end (true) or `deadline` passes (false).
    mutating func readToEnd(before deadline: ContinuousClock.Instant) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while open.contains(true) {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return false }
            let (seconds, attoseconds) = left.components
            let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            var polled = descriptors.indices.map {
                pollfd(fd: open[$0] ? descriptors[$0] : -1, events: Int16(POLLIN), revents: 0)
            }
            guard poll(&polled, nfds_t(polled.count), milliseconds) > 0 else { continue }  // timeout or EINTR
            for index in polled.indices where polled[index].revents != 0 {
                let count = read(descriptors[index], &buffer, buffer.count)
                if count > 0 {
                    collected[index].append(contentsOf: buffer[..<count])
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    open[index] = false  // EOF, or EIO from the master: nothing more will come.
                }
            }
        }
        return true
    }
}
#endif
