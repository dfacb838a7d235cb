import Foundation
import Testing
import TrendingTestSupport

/// A cache file found corrupt is moved aside with a warning, never silently (README, "How the
/// cache works"): the trending page's copy, the star-history endpoint's status and a repo's star
/// history, each read by the commands that use it. `-q` keeps the warning (lost or corrupt data).
@Suite("corrupt cache files, end to end")
struct CorruptCacheEndToEndTests {
    static let moved = "warning: The cache file was unreadable; it was moved to "

    @Test("--scope all --refresh says a corrupt copy of the trending page was moved aside, once", arguments: [[], ["-q"]])
    func trendingPage(flags: [String]) async throws {
        let (sandbox, server) = try await makeSUT()
        defer { sandbox.remove(); server.stop() }
        let file = try corruptCacheFile(sandbox, containing: "-page-")

        let result = try await sandbox.run(list(server) + ["--refresh"] + flags)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(occurrences(of: Self.moved + file.path + ".corrupt-1795435200.\n", in: result.stderr) == 1, "\(result.stderr)")
        #expect(sandbox.cacheFiles().contains(file.lastPathComponent + ".corrupt-1795435200"), "\(sandbox.cacheFiles())")
    }

    @Test("--scope all says a corrupt star-history status was moved aside, once", arguments: [[], ["--refresh"]])
    func listStatus(flags: [String]) async throws {
        let (sandbox, server) = try await makeSUT()
        defer { sandbox.remove(); server.stop() }
        let file = try corruptCacheFile(sandbox, containing: "star-history-status.json")

        let result = try await sandbox.run(list(server) + flags)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(occurrences(of: Self.moved + file.path + ".corrupt-1795435200.\n", in: result.stderr) == 1, "\(result.stderr)")
    }

    @Test("show says a corrupt star-history status was moved aside")
    func showStatus() async throws {
        let (sandbox, server) = try await makeSUT()
        defer { sandbox.remove(); server.stop() }
        let file = try corruptCacheFile(sandbox, containing: "star-history-status.json")

        let result = try await sandbox.run(["--api-url", server.baseURL, "show", "orbitfox/skyline-ui"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(occurrences(of: Self.moved + file.path + ".corrupt-1795435200.\n", in: result.stderr) == 1, "\(result.stderr)")
        #expect(result.stdout.contains("orbitfox/skyline-ui"), "\(result.stdout)")
    }

    @Test("history says a corrupt star history of the repo was moved aside, and shows the snapshots")
    func historyStars() async throws {
        let (sandbox, server) = try await makeSUT()
        defer { sandbox.remove(); server.stop() }
        let file = try corruptCacheFile(sandbox, containing: "stars-orbitfox--skyline-ui.json")

        let result = try await sandbox.run(["--api-url", server.baseURL, "history", "orbitfox/skyline-ui"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == Self.moved + file.path + ".corrupt-1795435200.\n", "\(result.stderr)")
        #expect(sandbox.cacheFiles().contains(file.lastPathComponent + ".corrupt-1795435200"), "\(sandbox.cacheFiles())")
    }

    // MARK: - Helpers

    private func list(_ server: LoopbackServer) -> [String] {
        ["--api-url", server.baseURL, "--scope", "all", "--limit", "5", "--candidates", "5"]
    }

    /// A stand-in with the trending page, search and star history, and a first `--scope all` run
    /// that fills the cache (the page, histories and the endpoint's status).
    private func makeSUT() async throws -> (Sandbox, LoopbackServer) {
        let server = try TrendingPageEndToEndTests.server()
        let sandbox = Sandbox()
        let first = try await sandbox.run(list(server))
        #expect(first.status == 0, "\(first.stderr)")
        return (sandbox, server)
    }

    /// Breaks the one cached file whose name holds `fragment`.
    private func corruptCacheFile(_ sandbox: Sandbox, containing fragment: String) throws -> URL {
        let names = sandbox.cacheFiles().filter { $0.contains(fragment) }
        try #require(names.count == 1, "\(sandbox.cacheFiles())")
        let file = sandbox.cacheDirectory.appendingPathComponent(names[0])
        try Data(#"{"version":1, garbage"#.utf8).write(to: file)
        return file
    }

    private func occurrences(of text: String, in output: String) -> Int {
        output.components(separatedBy: text).count - 1
    }
}
