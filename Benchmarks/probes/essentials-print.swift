// Start-up probe (Benchmarks/run --breakdown): prints a file with FoundationEssentials only,
// the subset of Foundation trending's Domain and Presentation targets import. No
// libFoundation, no ICU.
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let path = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "/dev/null"
guard let data = FileManager.default.contents(atPath: path) else { exit(1) }
data.withUnsafeBytes { _ = write(1, $0.baseAddress, $0.count) }
