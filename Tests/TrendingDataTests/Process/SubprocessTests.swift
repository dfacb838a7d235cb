import Foundation
import Testing
import TrendingData
import TrendingTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `Subprocess` with real programs from the base system (sh, cat, env, sleep). Each waits for its
/// child off Swift's small cooperative pool, which other tests need meanwhile.
@Suite("Subprocess")
struct SubprocessTests {
    @Test("reports the exit status")
    func exitStatus() async throws {
        try await offThePool {
            let sut = try Subprocess(executable: "/bin/sh", arguments: ["-c", "exit 3"], environment: [:])

            #expect(sut.waitForExit() == .exited(3))
            #expect(sut.waitForExit() == .exited(3))
            #expect(!sut.isRunning)
        }
    }

    @Test("connects standard input and output through pipes")
    func pipes() async throws {
        try await offThePool {
            let sut = try Subprocess(executable: "/bin/cat", environment: [:], standardInput: .pipe, standardOutput: .pipe)
            let input = try #require(sut.standardInput)

            #expect(write(input, "hello", 5) == 5)
            sut.closeStandardInput()

            #expect(readAll(try #require(sut.standardOutput)) == "hello")
            #expect(sut.waitForExit() == .exited(0))
            #expect(sut.standardInput == nil)
        }
    }

    @Test("reads standard error through its own pipe, and leaves unpiped streams nil")
    func standardError() async throws {
        try await offThePool {
            let sut = try Subprocess(executable: "/bin/sh", arguments: ["-c", "echo out; echo oops >&2"], environment: [:],
                                     standardOutput: .nullDevice, standardError: .pipe)

            #expect(readAll(try #require(sut.standardError)) == "oops\n")
            #expect(sut.standardInput == nil && sut.standardOutput == nil)
            #expect(sut.waitForExit() == .exited(0))
        }
    }

    @Test("gives the child exactly the environment asked for")
    func environment() async throws {
        try await offThePool {
            let sut = try Subprocess(executable: "/usr/bin/env", environment: ["ONLY": "this one"], standardOutput: .pipe)

            #expect(readAll(try #require(sut.standardOutput)) == "ONLY=this one\n")
            #expect(sut.waitForExit() == .exited(0))
        }
    }

    @Test("a null standard input reads as empty")
    func nullInput() async throws {
        try await offThePool {
            let sut = try Subprocess(executable: "/bin/cat", environment: [:], standardInput: .nullDevice, standardOutput: .pipe)

            #expect(readAll(try #require(sut.standardOutput)) == "")
            #expect(sut.waitForExit() == .exited(0))
        }
    }

    @Test("sends a signal, and reports the child killed by it")
    func sendsSignal() async throws {
        try await offThePool {
            let sut = try Subprocess(executable: "/bin/sleep", arguments: ["30"], environment: [:])
            #expect(sut.isRunning)

            #expect(sut.send(SIGTERM))

            #expect(sut.waitForExit() == .signalled(SIGTERM))
            #expect(!sut.isRunning)
            #expect(!sut.send(SIGTERM), "a reaped child's id may belong to someone else now")
        }
    }

    #if os(Linux)
    @Test("the child does not inherit an ignored SIGPIPE or a blocked signal")
    func signalsReset() async throws {
        try await offThePool {
            let previous = signal(SIGPIPE, SIG_IGN)
            defer { signal(SIGPIPE, previous) }
            var blocked = sigset_t()
            var before = sigset_t()
            sigemptyset(&blocked)
            sigaddset(&blocked, SIGUSR1)
            pthread_sigmask(SIG_BLOCK, &blocked, &before)
            defer { pthread_sigmask(SIG_SETMASK, &before, nil) }

            let sut = try Subprocess(executable: "/bin/cat", arguments: ["/proc/self/status"], environment: [:], standardOutput: .pipe)
            let status = readAll(try #require(sut.standardOutput))
            sut.waitForExit()

            let ignored = try #require(mask(named: "SigIgn", in: status))
            let masked = try #require(mask(named: "SigBlk", in: status))
            #expect(ignored & (1 << (SIGPIPE - 1)) == 0)
            #expect(masked & (1 << (SIGUSR1 - 1)) == 0)
        }
    }

    #endif

    @Test("a program that can't start throws its errno")
    func missing() async throws {
        _ = try await offThePool {
            #expect(throws: SubprocessError(code: ENOENT)) {
                try Subprocess(executable: "/nonexistent/program", environment: [:], standardInput: .pipe, standardOutput: .pipe)
            }
        }
    }

    #if os(Linux)
    @Test("a program still open for writing elsewhere starts once the writer closes it")
    func busyTextWaits() async throws {
        try await offThePool {
            let (path, writer) = try openScript("#!/bin/sh\nexit 7\n")
            defer { unlink(path) }
            let closer = Thread { usleep(30_000); close(writer) }
            closer.start()

            let sut = try Subprocess(executable: path, environment: [:])

            #expect(sut.waitForExit() == .exited(7))
        }
    }

    @Test("a program that stays open for writing throws ETXTBSY after a bounded wait")
    func busyTextGivesUp() async throws {
        try await offThePool {
            let (path, writer) = try openScript("#!/bin/sh\nexit 0\n")
            defer { close(writer); unlink(path) }

            #expect(throws: SubprocessError(code: ETXTBSY)) {
                try Subprocess(executable: path, environment: [:])
            }
        }
    }

    @Test("its pipes are closed in other children")
    func pipesDoNotLeak() async throws {
        try await offThePool {
            let first = try Subprocess(executable: "/bin/cat", environment: [:], standardInput: .pipe, standardOutput: .pipe)
            defer { first.closeStandardInput(); first.waitForExit() }
            let pipeEnds = [try #require(first.standardInput), try #require(first.standardOutput)].map(String.init)
            let second = try Subprocess(executable: "/bin/ls", arguments: ["/proc/self/fd"], environment: [:], standardOutput: .pipe)

            let descriptors = readAll(try #require(second.standardOutput)).split(separator: "\n").map(String.init)
            second.waitForExit()

            #expect(descriptors.contains("1"))
            #expect(!descriptors.contains(pipeEnds[0]) && !descriptors.contains(pipeEnds[1]))
        }
    }
    #endif

    // MARK: - Helpers

    /// An executable script written to a new temp file whose write descriptor stays open.
    private func openScript(_ text: String) throws -> (String, Int32) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("busy-\(UUID().uuidString)").path
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
        try #require(fd >= 0)
        #expect(write(fd, text, text.utf8.count) == text.utf8.count)
        return (path, fd)
    }

    private func readAll(_ fd: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let got = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { break }
            bytes += buffer[0..<got]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func mask(named name: String, in status: String) -> UInt64? {
        let line = status.split(separator: "\n").first { $0.hasPrefix(name + ":") }
        return line.flatMap { UInt64($0.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces), radix: 16) }
    }
}
