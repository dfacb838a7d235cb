// Start-up probe (Benchmarks/run --breakdown): prints a file with the Swift standard library
// and libc only, no Foundation. What starting any Swift process at all costs.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let fd = CommandLine.arguments.count > 1 ? open(CommandLine.arguments[1], O_RDONLY) : -1
guard fd >= 0 else { exit(1) }
var buffer = [UInt8](repeating: 0, count: 64 * 1024)
while true {
    let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    if count <= 0 { break }
    _ = buffer.withUnsafeBytes { write(1, $0.baseAddress, count) }
}
