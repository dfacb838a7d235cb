// Start-up probe (Benchmarks/run --breakdown): floor-print, plus FoundationNetworking linked
// but never used on this path, as in trending's cached list. The difference from floor-print
// is what loading libFoundationNetworking, libcurl and its ~30 dependencies costs.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

let arguments = CommandLine.arguments
if arguments.count > 2 {
    // Never taken; keeps the networking library linked.
    print(URLSession.shared)
}
let path = arguments.count > 1 ? arguments[1] : "/dev/null"
guard let data = FileManager.default.contents(atPath: path) else { exit(1) }
FileHandle.standardOutput.write(data)
