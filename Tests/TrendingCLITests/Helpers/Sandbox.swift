import Foundation
import TrendingTestSupport

/// A throwaway home for one end-to-end test: its own cache folder, a pinned clock, no token.
struct Sandbox {
    let root: URL
    /// 2026-11-23T12:00:00Z, the instant the fixtures are written relative to.
    static let now = "2026-11-23T12:00:00Z"

    init() {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("trending-e2e-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    var cacheDirectory: URL { root.appendingPathComponent("cache/trending") }
    var stateDirectory: URL { root.appendingPathComponent("state/trending") }
    var stateFile: URL { stateDirectory.appendingPathComponent("state.json") }

    var environment: [String: String] {
        [
            "HOME": root.path,
            "XDG_CACHE_HOME": root.appendingPathComponent("cache").path,
            "XDG_STATE_HOME": root.appendingPathComponent("state").path,
            "TRENDING_NOW": Self.now,
            // Retries keep their shape (4 attempts, growing jittered waits) but not their length.
            "TRENDING_RETRY_BASE": "0.02",
            "TRENDING_RETRY_CAP": "0.1",
            "PATH": "/usr/bin:/bin",
        ]
    }

    /// Runs the built `trending` with `arguments` and this sandbox's environment plus `extra`.
    ///
    /// The wait happens on a thread of its own: blocking Swift's small cooperative pool (two
    /// threads on two cores) would stall the other tests running meanwhile.
    func run(_ arguments: [String], extra: [String: String] = [:]) async throws -> ProcessResult {
        let environment = environment.merging(extra) { $1 }
        return try await offThePool { try BinaryRunner.run(arguments: arguments, environment: environment) }
    }

    /// Runs the built `trending` with its stdout on `handle` (`/dev/full`, a pipe whose reader is
    /// gone), which is closed here once the process has it; stderr is captured.
    func run(_ arguments: [String], stdout handle: FileHandle) async throws -> (status: Int32, stderr: String) {
        let environment = environment
        return try await offThePool {
            let process = Process()
            process.executableURL = BinaryRunner.executableURL(named: "trending")
            process.arguments = arguments
            process.environment = environment
            process.standardOutput = handle
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            try? handle.close()
            let stderr = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
        }
    }

    /// A `$BROWSER` that runs `script` with /bin/sh. The script is only read, never executed
    /// itself: a file this process just wrote may still be open for writing in a child it forked
    /// meanwhile (another test's), and executing it would fail with ETXTBSY.
    static func viaShell(_ script: URL) -> String {
        "/bin/sh \(script.path)"
    }

    /// Every file under the cache folder, for assertions on what was stored.
    func cacheFiles() -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path))?.sorted() ?? []
    }

    /// Every file in the state folder, dot files included.
    func stateFiles() -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: stateDirectory.path))?.sorted() ?? []
    }

    /// Parses stdout as a JSON array of objects.
    static func objects(_ result: ProcessResult) throws -> [[String: Any]] {
        guard let objects = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] else {
            throw CocoaError(.coderReadCorrupt)
        }
        return objects
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}

extension StubResponse {
    /// A 200 search answer from a project fixture.
    static func search(_ fixture: String = "search/100-items.json", headers: [(String, String)] = []) -> StubResponse {
        .json(200, Fixtures.data(fixture), headers: headers)
    }
}
