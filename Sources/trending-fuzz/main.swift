// The fuzz target for the response decoder, the sanitizer and the helper wire; the checks are
// in FuzzTarget.swift and WireFuzzCheck.swift.
//
// - `.ci/fuzz` builds it with `-sanitize=fuzzer,address -DFUZZING`: this file then hands the
//   command line to libFuzzer (fuzzing, or replaying the files it is given as inputs).
// - A plain `swift build` replays each file named on the command line, or every file in a
//   directory named there, through the same function, and exits 0 unless one crashes.
// The network client's refusal of oversized bodies is tested where the client lives: in
// TrendingDataTests (URLSessionNetworkClient) and end to end (a 50 MB answer exits 65).
//
// Top-level code in both modes, because SwiftPM on Linux points an executable's `main` at this
// file's entry point: libFuzzer's own `main` is never called, so this calls its driver.

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.testOneInput(UnsafeBufferPointer(start: size > 0 ? data : nil, count: size))
    return 0
}

/// libFuzzer's entry for programs with their own `main` (needs `-enable-experimental-feature Extern`).
@_extern(c, "LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argc, &argv, fuzz))
#else
guard !arguments.isEmpty, !arguments.contains(where: { $0.hasPrefix("-") }) else {
    print("""
        usage: trending-fuzz FILE|DIRECTORY...  replay inputs through the fuzz target
        """)
    exit(arguments.isEmpty ? 0 : 2)
}
var replayed = 0
for path in arguments.flatMap(Replay.files) {
    guard let data = FileManager.default.contents(atPath: path) else {
        print("trending-fuzz: cannot read \(path)")
        exit(1)
    }
    data.withUnsafeBytes { FuzzTarget.testOneInput($0.bindMemory(to: UInt8.self)) }
    replayed += 1
}
print("trending-fuzz: replayed \(replayed) input\(replayed == 1 ? "" : "s"), no crash")
exit(0)

enum Replay {
    /// The path itself, or the regular files directly inside it when it is a directory.
    static func files(_ path: String) -> [String] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return [path] }
        let names = (try? manager.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { path + "/" + $0 }.filter {
            var isSubdirectory: ObjCBool = false
            return manager.fileExists(atPath: $0, isDirectory: &isSubdirectory) && !isSubdirectory.boolValue
        }
    }
}
#endif
