#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrendingTerminalUI

/// A failed write to stdout is a failed command (`> /dev/full` exits 74 with a message), except
/// a closed pipe: the reader has all it wanted (`| head -1`), so that stays quiet.
enum OutputFailure {
    static func exitCode(_ code: ExitCode, stdout: any TextOutput, stderr: any TextOutput) -> ExitCode {
        guard let failed = stdout.failure, failed != EPIPE else { return code }
        stderr.write("error: Could not write the output\n  \(String(cString: strerror(failed))).\n  Check the disk or the file that stdout goes to.\n")
        return .ioError
    }
}
