import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The outcome of one run of a built executable.
public struct ProcessResult: Sendable {
    /// Exit code, or 128 + signal number if a signal ended the process (137 after a timeout's SIGKILL).
    public let status: Int32
    /// Everything written to stdout, decoded as UTF-8.
    public let stdout: String
    /// Everything written to stderr, decoded as UTF-8.
    public let stderr: String
    /// Wall-clock time from launch until the process ended (or was killed).
    public let duration: Duration
    /// True if the process outlived `timeout` and was killed with SIGKILL.
    public let timedOut: Bool
}

/// Launches executables built by the same `swift build` as the running tests.
public enum BinaryRunner {
    /// Why a run could not start.
    public enum Failure: Error, CustomStringConvertible {
        case executableNotFound(name: String, searched: [String])

        public var description: String {
            switch self {
            case let .executableNotFound(name, searched):
                "executable '\(name)' not found in \(searched.joined(separator: ", ")); was it built (swift build)?"
            }
        }
    }

    /// The built executable `name` beside the running test bundle (.build/<triple>/debug).
    public static func executableURL(named name: String) -> URL {
        let directories = searchDirectories()
        for directory in directories {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return (directories.first ?? URL(fileURLWithPath: ".")).appendingPathComponent(name)
    }

    /// Runs `name` (a product beside the tests, or a path if it contains "/") with exactly `environment` (+ PATH if absent) and stdin from /dev/null; SIGKILLs it after `timeout`: a minute by default, as a CI machine running the whole suite on 2 cores can take 20 s and more to run one command that takes 1 s alone.
    public static func run(
        _ name: String = "trending",
        arguments: [String],
        environment: [String: String],
        timeout: Duration = .seconds(60)
    ) throws -> ProcessResult {
        let url = name.contains("/") ? URL(fileURLWithPath: name) : executableURL(named: name)
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw Failure.executableNotFound(name: name, searched: searchDirectories().map(\.path))
        }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var environment = environment
        if environment["PATH"] == nil {
            environment["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        }
        process.environment = environment
        let devNull = FileHandle(forReadingAtPath: "/dev/null") ?? FileHandle.nullDevice
        process.standardInput = devNull
        let stdoutPipe = Pipe()
        let stderrPipe = Pipe()
        process.standardOutput = stdoutPipe
        process.standardError = stderrPipe
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }

        let clock = ContinuousClock()
        let start = clock.now
        let deadline = start + timeout
        try process.run()

        // Both pipes are read in one poll loop, so a child filling one of them can't deadlock us.
        var output = PipeReader(stdoutPipe.fileHandleForReading.fileDescriptor,
                                stderrPipe.fileHandleForReading.fileDescriptor)
        var timedOut = !output.readToEnd(before: deadline)
        if !timedOut {
            // Output closed; the process may still be running (e.g. it closed its stdout).
            timedOut = exited.wait(timeout: .now() + dispatchInterval(clock.now.duration(to: deadline))) == .timedOut
        }
        if timedOut {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            // Collect what it wrote before dying; bounded, as a grandchild may still hold the pipes.
            _ = output.readToEnd(before: clock.now + .seconds(2))
            exited.wait()
        }
        let duration = start.duration(to: clock.now)
        // Close explicitly: Foundation keeps these handles alive past this call (3 fds leaked per
        // run otherwise). Using them here also keeps their fds open while polled above.
        for handle in [stdoutPipe.fileHandleForReading, stderrPipe.fileHandleForReading, devNull] {
            try? handle.close()
        }
        let status = process.terminationReason == .uncaughtSignal
            ? 128 + process.terminationStatus
            : process.terminationStatus
        return ProcessResult(
            status: status,
            stdout: String(decoding: output.collected[0], as: UTF8.self),
            stderr: String(decoding: output.collected[1], as: UTF8.self),
            duration: duration,
            timedOut: timedOut
        )
    }

    /// Directories that may hold the built products: the one containing the running test binary
    /// (or the `.xctest` bundle around it), found via /proc/self/exe, Bundle.main and argv[0].
    private static func searchDirectories() -> [URL] {
        var executables: [URL] = []
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            executables.append(URL(fileURLWithPath: exe))
        }
        if let main = Bundle.main.executableURL { executables.append(main) }
        if let argv0 = CommandLine.arguments.first { executables.append(URL(fileURLWithPath: argv0)) }
        var directories: [URL] = []
        for executable in executables {
            var directory = executable.standardizedFileURL.resolvingSymlinksInPath().deletingLastPathComponent()
            // macOS-style bundles keep the binary in Foo.xctest/Contents/MacOS: use the bundle's folder.
            while directory.pathComponents.contains(where: { $0.hasSuffix(".xctest") }) {
                directory.deleteLastPathComponent()
            }
            if !directories.contains(directory) { directories.append(directory) }
        }
        return directories
    }

    private static func dispatchInterval(_ duration: Duration) -> DispatchTimeInterval {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(max(0, Int(clamping: seconds) &* 1_000_000_000 &+ Int(attoseconds / 1_000_000_000)))
    }
}

/// Reads several pipes at once with poll(2) until they all reach EOF.
private struct PipeReader {
    private let fds: [Int32]
    private var open: [Bool]
    private(set) var collected: [Data]

    init(_ fds: Int32...) {
        self.fds = fds
        open = fds.map { _ in true }
        collected = fds.map { _ in Data() }
    }

    /// Reads until every pipe is at EOF (true) or `deadline` passes (false).
    mutating func readToEnd(before deadline: ContinuousClock.Instant) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while open.contains(true) {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return false }
            let (seconds, attoseconds) = left.components
            let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            var polled = fds.indices.map { pollfd(fd: open[$0] ? fds[$0] : -1, events: Int16(POLLIN), revents: 0) }
            guard poll(&polled, nfds_t(polled.count), milliseconds) > 0 else { continue }  // timeout or EINTR
            for index in polled.indices where polled[index].revents != 0 {
                let count = read(fds[index], &buffer, buffer.count)
                if count > 0 {
                    collected[index].append(contentsOf: buffer[..<count])
                } else if count == 0 || errno != EINTR {
                    open[index] = false
                }
            }
        }
        return true
    }
}
