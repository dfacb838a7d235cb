// The floor for scenario A: a minimal Swift program that links Foundation, reads a text file
// and prints it, as `trending --offline` prints a cached list. Built by Benchmarks/run with
// `swiftc -O`. Whatever `trending` costs above this is its own doing.
//
//   floor-print FILE
import Foundation

let path = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "/dev/null"
guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("floor-print: cannot read \(path)\n".utf8))
    exit(1)
}
FileHandle.standardOutput.write(data)
