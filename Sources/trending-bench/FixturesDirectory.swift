import Foundation

/// `--fixtures`, else `Fixtures/` in the current folder or one above it (run from the package root
/// or from `Benchmarks/`).
func fixturesDirectory(_ given: URL?) -> URL {
    if let given { return given }
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    for candidate in [current.appendingPathComponent("Fixtures"), current.deletingLastPathComponent().appendingPathComponent("Fixtures")] {
        if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("search/100-items.json").path) {
            return candidate
        }
    }
    usage("cannot find Fixtures/search/100-items.json; run from the package root or pass --fixtures DIR")
}
