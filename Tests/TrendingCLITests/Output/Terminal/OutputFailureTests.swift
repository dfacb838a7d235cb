import Foundation
import Testing
@testable import TrendingCLI
import TrendingTerminalUI
import TrendingTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("OutputFailure: a failed stdout write decides the exit code")
struct OutputFailureTests {
    @Test("a full disk is a local I/O error, said on stderr")
    func fullDisk() {
        let (stdout, stderr) = (FailingOutput(ENOSPC), OutputSpy())

        #expect(OutputFailure.exitCode(.ok, stdout: stdout, stderr: stderr) == .ioError)
        #expect(stderr.text.hasPrefix("error: Could not write the output\n"))
    }

    @Test("a closed pipe keeps the command's own code and says nothing")
    func closedPipe() {
        let stderr = OutputSpy()
        #expect(OutputFailure.exitCode(.ok, stdout: FailingOutput(EPIPE), stderr: stderr) == .ok)
        #expect(stderr.text.isEmpty)
    }

    @Test("a real descriptor remembers its first failure and stops writing")
    func descriptor() throws {
        let handle = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? handle.close() }
        let sut = FileDescriptorOutput(fd: handle.fileDescriptor)

        sut.write("a")
        sut.write("b")

        #expect(sut.failure == ENOSPC)
    }

    @Test("--timeout and TRENDING_NOW are bounded")
    func bounds() throws {
        #expect(NetworkTimeout(argument: "3600")?.seconds == 3600)
        #expect(NetworkTimeout(argument: "1h")?.seconds == 3600)
        #expect(NetworkTimeout(argument: "3601") == nil)
        #expect(NetworkTimeout(argument: "nan") == nil)
        #expect(AppEnvironment.parseInstant("1900-01-01T00:00:00Z").map { $0.timeIntervalSince1970 < 0 } == true)
    }
}

// MARK: - Helpers

/// An output whose every write failed with `code`.
private struct FailingOutput: TextOutput {
    let code: Int32
    init(_ code: Int32) { self.code = code }
    func write(_ text: String) {}
    var failure: Int32? { code }
}
