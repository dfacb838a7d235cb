import Foundation
import Testing
import TrendingTestSupport

/// A state file found corrupt is moved aside, and every command that read it says so once on
/// stderr (the warning comes back with the use case's result, not from inside the store), with
/// or without --json, and exits as it would have with no state.
@Suite("corrupt state files, end to end")
struct CorruptStateEndToEndTests {
    static let moved = "warning: Your saved state was unreadable; it was moved to "
    static let newerHistory = #"{"version":999,"repos":{}}"#
    static let snapshotsMoved = "warning: Your star snapshots (history.json) were unreadable; the file was moved to "
    static let pageMemoryMoved = "warning: The memory of GitHub's trending page (trending-page.json) was unreadable; the file was moved to "

    @Test("the list says the state file was moved aside once, and shows every repo", arguments: [[], ["--json"]])
    func list(flags: [String]) async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }
        try corrupt(sandbox.stateFile)

        let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "3"] + flags)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix(Self.moved + sandbox.stateFile.path + ".corrupt-1795435200 and state starts empty.\n"), "\(result.stderr)")
        #expect(occurrences(of: Self.moved, in: result.stderr) == 1, "\(result.stderr)")
        #expect(result.stdout.contains("octo-org/rocket") || result.stdout.contains("rocket"), "\(result.stdout)")
        #expect(sandbox.stateFiles().contains("state.json.corrupt-1795435200"))
    }

    @Test("the list whose load fails still says the state file was moved aside, and exits 69")
    func listFailing() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        try corrupt(sandbox.stateFile)

        let result = try await sandbox.run(["--offline"])

        #expect(result.status == 69, "\(result.stderr)")
        #expect(occurrences(of: Self.moved, in: result.stderr) == 1, "\(result.stderr)")
    }

    @Test("bookmarks, hidden and the state-changing commands say it once and go on", arguments: [
        ["bookmarks"], ["bookmarks", "--json"], ["hidden"], ["hidden", "--json"], ["bookmark", "a/b"], ["unbookmark", "a/b"],
        ["hide", "a/b"], ["unhide", "a/b"], ["hide", "--all"],
    ])
    func stateCommands(arguments: [String]) async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        try corrupt(sandbox.stateFile)

        let result = try await sandbox.run(arguments)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix(Self.moved + sandbox.stateFile.path + ".corrupt-1795435200 and state starts empty.\n"), "\(result.stderr)")
        #expect(occurrences(of: Self.moved, in: result.stderr) == 1, "\(result.stderr)")
        if arguments.contains("--json") { #expect(result.stdout == "[]\n", "an empty state: \(result.stdout)") }
    }

    @Test("show says it once, beside the details", arguments: [[], ["--json"]])
    func show(flags: [String]) async throws {
        let (sandbox, server) = try makeSUT([.json(200, Fixtures.data("repos/octo-org__rocket.json"))])
        defer { sandbox.remove(); server.stop() }
        try corrupt(sandbox.stateFile)

        let result = try await sandbox.run(["--api-url", server.baseURL, "show", "octo-org/rocket"] + flags)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(occurrences(of: Self.moved + sandbox.stateFile.path + ".corrupt-1795435200 and state starts empty.\n", in: result.stderr) == 1, "\(result.stderr)")
        #expect(result.stdout.contains("octo-org/rocket"), "\(result.stdout)")
    }

    @Test("open RANK says it once, then that no list was shown (exit 66)")
    func openRank() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        try corrupt(sandbox.stateFile)

        let result = try await sandbox.run(["open", "--print", "1"])

        #expect(result.status == 66, "\(result.stderr)")
        #expect(result.stderr.hasPrefix(Self.moved), "\(result.stderr)")
        #expect(occurrences(of: Self.moved, in: result.stderr) == 1, "\(result.stderr)")
    }

    @Test("history says a corrupt history file was moved aside, once, and finds no snapshots (exit 66)")
    func history() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let file = sandbox.stateDirectory.appendingPathComponent("history.json")
        try corrupt(file)

        let result = try await sandbox.run(["history", "octo-org/rocket"])

        #expect(result.status == 66, "\(result.stderr)")
        #expect(result.stderr.hasPrefix(Self.snapshotsMoved + file.path + ".corrupt-1795435200; snapshots start over.\n"), "\(result.stderr)")
        #expect(occurrences(of: Self.snapshotsMoved, in: result.stderr) == 1, "\(result.stderr)")
        #expect(!result.stderr.contains("saved state"), "bookmarks, hidden and seen are untouched: \(result.stderr)")
    }

    @Test("--scope all says a corrupt page memory was moved aside once, and the page still lists", arguments: [[], ["--json"]])
    func pageMemory(flags: [String]) async throws {
        let server = try TrendingPageEndToEndTests.server()
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        // The loopback server's own page memory: each API server has one.
        let name = "127.0.0.1-\(URL(string: server.baseURL)?.port ?? 0)-trending-page.json"
        let file = sandbox.stateDirectory.appendingPathComponent(name)
        try corrupt(file)

        let result = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--limit", "5"] + flags)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(occurrences(of: Self.pageMemoryMoved + file.path + ".corrupt-1795435200; it starts over.\n", in: result.stderr) == 1, "\(result.stderr)")
        #expect(!result.stderr.contains("saved state"), "bookmarks, hidden and seen are untouched: \(result.stderr)")
        #expect(sandbox.stateFiles().contains("\(name).corrupt-1795435200"), "\(sandbox.stateFiles())")
    }

    @Test("the list with a corrupt history.json says the snapshots start over, not the saved state")
    func listSnapshots() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }
        let file = sandbox.stateDirectory.appendingPathComponent("history.json")
        try corrupt(file)

        let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "3"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == Self.snapshotsMoved + file.path + ".corrupt-1795435200; snapshots start over.\n", "\(result.stderr)")
    }

    @Test("a corrupt file behind a link is named by the link's role, whatever its target is called")
    func linkedFileNamedByRole() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }
        let dotfiles = sandbox.root.appendingPathComponent("dotfiles")
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        // Snapshots kept as `trending-history.json`, state kept as `history.json`: the names mislead.
        let snapshots = dotfiles.appendingPathComponent("trending-history.json"), state = dotfiles.appendingPathComponent("history.json")
        try corrupt(snapshots)
        try corrupt(state)
        try FileManager.default.createDirectory(at: sandbox.stateDirectory, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: sandbox.stateDirectory.appendingPathComponent("history.json"), withDestinationURL: snapshots)
        try FileManager.default.createSymbolicLink(at: sandbox.stateFile, withDestinationURL: state)

        let list = try await sandbox.run(["--api-url", server.baseURL, "--limit", "3"])

        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stderr.contains(Self.snapshotsMoved + snapshots.path + ".corrupt-1795435200; snapshots start over.\n"), "\(list.stderr)")
        #expect(list.stderr.contains(Self.moved + state.path + ".corrupt-1795435200 and state starts empty.\n"), "\(list.stderr)")
        #expect(occurrences(of: "warning: ", in: list.stderr) == 2, "\(list.stderr)")
    }

    @Test("a state.json of a newer release: bookmarks says it is left alone, not that saving failed (exit 74)")
    func newerState() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        try newer(sandbox.stateFile)

        let result = try await sandbox.run(["bookmarks"])

        #expect(result.status == 74, "\(result.stderr)")
        #expect(result.stderr == """
            error: Your saved state is from a newer trending
              state.json (bookmarks, hidden and seen repos) was written by a newer release (format 999); it is left alone, not overwritten.
              Upgrade trending to use it.

            """, "\(result.stderr)")
        #expect(try Data(contentsOf: sandbox.stateFile) == Data(#"{"version":999}"#.utf8))
    }

    @Test("a digest that can't read what was shown lists nothing and exits 74, rather than every repo again; a plain list goes on")
    func digestWithNewerState() async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(responses: [.search()])
        defer { sandbox.remove(); server.stop() }
        try newer(sandbox.stateFile)

        let digest = try await sandbox.run(["--new-only", "--json", "--api-url", server.baseURL])
        let list = try await sandbox.run(["--json", "--limit", "1", "--api-url", server.baseURL])

        #expect(digest.status == 74 && digest.stdout.isEmpty, "\(digest.stdout)")
        #expect(digest.stderr.hasPrefix("""
            error: Could not read what was shown before
              The file state.json was written by a newer release (format 999). --new-only lists only repos no list has shown
            """), "\(digest.stderr)")
        #expect(list.status == 0 && list.stdout.contains("rocket"), "\(list.stderr)")
        #expect(try Data(contentsOf: sandbox.stateFile) == Data(#"{"version":999}"#.utf8))
    }

    @Test("a history.json of a newer release: the list says snapshots are left alone, not what was shown")
    func newerHistory() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }
        let file = sandbox.stateDirectory.appendingPathComponent("history.json")
        try newer(file, Self.newerHistory)

        let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "3", "--refresh"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == """
            warning: history.json (star snapshots) was written by a newer release (format 999); it is left alone, \
            and no snapshot is read or taken until trending is upgraded.

            """, "\(result.stderr)")
        #expect(try Data(contentsOf: file) == Data(Self.newerHistory.utf8))
    }

    @Test("browse says it on the screen, though its first paint from the cache keeps quiet and fails (nothing cached)")
    func browse() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }
        try corrupt(sandbox.stateFile)

        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server, columns: 200)

            #expect(session.waitFor("octo-org/rocket"), "\(session.screen.text)")
            #expect(session.waitUntil(timeout: .seconds(5)) { $0.output.contains("Your saved state was unreadable; it was moved to") }, "\(session.output)")
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
        #expect(sandbox.stateFiles().contains("state.json.corrupt-1795435200"), "\(sandbox.stateFiles())")
    }

    // MARK: - Helpers

    private func makeSUT(_ responses: [StubResponse]) throws -> (Sandbox, LoopbackServer) {
        (Sandbox(), try LoopbackServer(responses: responses))
    }

    private func corrupt(_ file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"version":1,"bookm"#.utf8).write(to: file)
    }

    private func newer(_ file: URL, _ body: String = #"{"version":999}"#) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(body.utf8).write(to: file)
    }

    private func occurrences(of text: String, in output: String) -> Int {
        output.components(separatedBy: text).count - 1
    }
}
