import Foundation
import Testing
import TrendingTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 21, items 4 and 5: a FIFO, a lock that is no file, or a huge sparse file where trending
/// keeps its files never blocks a command or costs its size in memory: refused unread, moved aside.
@Suite("FIFOs and huge files in place of local files, end to end")
struct LocalFileKindsEndToEndTests {
    @Test("a FIFO in place of state.json is moved aside with a warning, even --offline --timeout 2, and never blocks")
    func fifoState() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        try makeFIFO(sandbox.stateFile)

        let bookmarks = try await run(sandbox, ["bookmarks"])
        try makeFIFO(sandbox.stateFile)
        let offline = try await run(sandbox, ["--offline", "--timeout", "2"])

        #expect(!bookmarks.timedOut && !offline.timedOut, "a FIFO blocked: \(bookmarks.stderr) \(offline.stderr)")
        #expect(bookmarks.status == 0 && bookmarks.stderr.contains("Your saved state was unreadable; it was moved to"), "\(bookmarks.stderr)")
        #expect(offline.status == 69 && offline.stderr.contains("moved to"), "nothing cached: \(offline.status) \(offline.stderr)")
        #expect(sandbox.stateFiles().filter { $0.hasPrefix("state.json.corrupt-") }.count == 2, "\(sandbox.stateFiles())")
        #expect(try await run(sandbox, ["bookmark", "a/b"]).status == 0)
        #expect(try await run(sandbox, ["bookmarks"]).stdout.hasPrefix("a/b\n"))
    }

    @Test("a FIFO in place of history.json or a cached list is moved aside and the list still comes")
    func fifoHistoryAndCache() async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(handler: { _, _ in .json(200, HostileAnswers.search([HostileAnswers.item(id: 1, description: "d")])) })
        defer { sandbox.remove(); server.stop() }
        let api = ["--api-url", server.baseURL]
        #expect(try await run(sandbox, api).status == 0)
        let cacheName = try #require(sandbox.cacheFiles().first { $0.contains("search-") })
        try makeFIFO(sandbox.cacheDirectory.appendingPathComponent(cacheName))
        try makeFIFO(sandbox.stateDirectory.appendingPathComponent("history.json"))

        let offline = try await run(sandbox, api + ["--offline", "--timeout", "2"])
        let refreshed = try await run(sandbox, api + ["--refresh", "--timeout", "2"])

        #expect(!offline.timedOut && !refreshed.timedOut, "a FIFO blocked: \(offline.stderr) \(refreshed.stderr)")
        #expect(offline.status == 69 && offline.stderr.contains("The cache file was unreadable; it was moved to"), "\(offline.status) \(offline.stderr)")
        #expect((offline.stderr + refreshed.stderr).contains("Your star snapshots (history.json) were unreadable"), "history.json: \(offline.stderr) \(refreshed.stderr)")
        #expect(refreshed.status == 0 && refreshed.stdout.contains("octo-org/rocket"), "\(refreshed.status) \(refreshed.stderr)")
        #expect(sandbox.cacheFiles().contains { $0.hasPrefix(cacheName + ".corrupt-") }, "\(sandbox.cacheFiles())")
        #expect(sandbox.stateFiles().contains { $0.hasPrefix("history.json.corrupt-") }, "\(sandbox.stateFiles())")
    }

    @Test("a FIFO in place of the lock file is refused with exit 74, never waited on")
    func fifoLock() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        try makeFIFO(sandbox.stateDirectory.appendingPathComponent(".lock"))

        let result = try await run(sandbox, ["bookmark", "a/b"])

        #expect(!result.timedOut)
        #expect(result.status == 74 && result.stderr.contains("is not a regular file"), "\(result.status) \(result.stderr)")
    }

    @Test("a sparse 2 GiB state.json or cached list is refused unread and moved aside, in bounded memory", arguments: ["state", "cache"])
    func hugeSparseFile(kind: String) async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(handler: { _, _ in .json(200, HostileAnswers.search([HostileAnswers.item(id: 1, description: "d")])) })
        defer { sandbox.remove(); server.stop() }
        let api = ["--api-url", server.baseURL]
        let file: URL
        if kind == "state" {
            file = sandbox.stateFile
        } else {
            #expect(try await run(sandbox, api).status == 0)
            file = sandbox.cacheDirectory.appendingPathComponent(try #require(sandbox.cacheFiles().first { $0.contains("search-") }))
        }
        try makeSparse(file, bytes: 2 << 30)

        // Under a 1 GiB address-space limit, reading the file whole would fail to allocate.
        let result = try await run(sandbox, (kind == "state" ? ["bookmarks"] : api + ["--offline"]), memoryLimitKiB: 1 << 20)

        #expect(!result.timedOut)
        #expect(result.status == (kind == "state" ? 0 : 69), "\(result.status) \(result.stderr)")
        #expect(result.stderr.contains("was unreadable") && result.stderr.contains("moved to"), "\(result.stderr)")
        let folder = kind == "state" ? sandbox.stateFiles() : sandbox.cacheFiles()
        #expect(folder.contains { $0.hasPrefix(file.lastPathComponent + ".corrupt-") }, "\(folder)")
    }

    // MARK: - Helpers

    /// Runs `trending` with a short timeout: a blocked read shows as `timedOut`, not a hung suite.
    /// With `memoryLimitKiB`, under `ulimit -v`.
    private func run(_ sandbox: Sandbox, _ arguments: [String], memoryLimitKiB: Int? = nil) async throws -> ProcessResult {
        let environment = sandbox.environment
        return try await offThePool {
            guard let limit = memoryLimitKiB else {
                return try BinaryRunner.run(arguments: arguments, environment: environment, timeout: .seconds(15))
            }
            let trending = BinaryRunner.executableURL(named: "trending").path
            return try BinaryRunner.run(
                "/bin/sh", arguments: ["-c", "ulimit -v \(limit) && exec \"$0\" \"$@\"", trending] + arguments,
                environment: environment, timeout: .seconds(15)
            )
        }
    }

    private func makeFIFO(_ file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: file)
        guard mkfifo(file.path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// A file of `bytes` that takes no disk: ftruncate, no data written.
    private func makeSparse(_ file: URL, bytes: Int) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let fd = open(file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(fd) }
        guard ftruncate(fd, off_t(bytes)) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}
