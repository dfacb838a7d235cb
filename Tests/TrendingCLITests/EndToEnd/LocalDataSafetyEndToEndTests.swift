import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import TrendingTestSupport

/// Issue 10, items 5–10: symlinks, cache clear, backups, impossible data, stale temp files, stdout errors.
@Suite("local data safety, end to end")
struct LocalDataSafetyEndToEndTests {
    @Test("a symlinked .lock is refused with exit 74 and nothing is created through it")
    func symlinkedLock() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(at: sandbox.stateDirectory, withIntermediateDirectories: true)
        let target = sandbox.root.appendingPathComponent("elsewhere")
        try FileManager.default.createSymbolicLink(atPath: sandbox.stateDirectory.appendingPathComponent(".lock").path, withDestinationPath: target.path)

        let result = try await sandbox.run(["bookmark", "octo-org/rocket"])

        #expect(result.status == 74)
        #expect(result.stderr.contains("symbolic link"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test("a lock another process holds costs a list at most its --timeout, and the list's marks stay the state's as read")
    func lockHeldDuringList() async throws {
        let server = try LoopbackServer(responses: [StubResponse.search()])
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let first = try await sandbox.run(["--api-url", server.baseURL, "-L", "2", "--json"])
        let name = try #require(Sandbox.objects(first).first?["full_name"] as? String)
        #expect(try await sandbox.run(["bookmark", name]).status == 0)
        // Held by this process: the run's own lock is another open file, so it must wait.
        let fd = open(sandbox.stateDirectory.appendingPathComponent(".lock").path, O_CREAT | O_RDWR, 0o600)
        defer { close(fd) }
        #expect(flock(fd, LOCK_EX) == 0)

        // One row, not the two last shown: the list has something to record.
        let start = ContinuousClock.now
        let held = try await sandbox.run(["--offline", "--timeout", "2", "-L", "1", "--json", "--api-url", server.baseURL])
        let took = start.duration(to: .now)

        #expect(held.status == 0, "\(held.stderr)")
        #expect(took < .seconds(25), "not the 30 s a bookmark waits: \(took)")
        #expect(held.stderr.contains("Could not remember what was shown (another trending process has held"), "\(held.stderr)")
        let row = try Sandbox.objects(held).first
        #expect(row?["full_name"] as? String == name)
        #expect(row?["bookmarked"] as? Bool == true && row?["new"] as? Bool == false, "\(String(describing: row))")
    }

    @Test("a --new-only digest waits past a list's 2 s for a lock another run holds, and records its repos, so the next digest repeats none")
    func digestWaitsForTheLock() async throws {
        let server = try LoopbackServer(responses: [StubResponse.search(), StubResponse.search()])
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        try FileManager.default.createDirectory(at: sandbox.stateDirectory, withIntermediateDirectories: true)
        let fd = open(sandbox.stateDirectory.appendingPathComponent(".lock").path, O_CREAT | O_RDWR, 0o600)
        defer { close(fd) }
        #expect(flock(fd, LOCK_EX) == 0)
        // Another run saving for 4 s: past a list's wait, within a state change's.
        let release = Task.detached { try? await Task.sleep(for: .seconds(4)); flock(fd, LOCK_UN) }

        let digest = try await sandbox.run(["--new-only", "-L", "2", "--format", "tsv", "--api-url", server.baseURL])
        _ = await release.value
        let next = try await sandbox.run(["--new-only", "-L", "2", "--format", "tsv", "--api-url", server.baseURL, "--offline"])

        #expect(digest.status == 0 && !digest.stderr.contains("Could not remember what was shown"), "\(digest.stderr)")
        #expect(digest.stdout.split(separator: "\n").count == 3, "a header and two repos: \(digest.stdout)")
        #expect(next.stdout.isEmpty, "the first digest's repos were recorded: \(next.stdout)")
    }

    @Test("with the state's lock held, a fetched list says once that its snapshots and once that what was shown could not be saved")
    func lockHeldDuringFetchedList() async throws {
        let server = try LoopbackServer(responses: [StubResponse.search()])
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        try FileManager.default.createDirectory(at: sandbox.stateDirectory, withIntermediateDirectories: true)
        let fd = open(sandbox.stateDirectory.appendingPathComponent(".lock").path, O_CREAT | O_RDWR, 0o600)
        defer { close(fd) }
        #expect(flock(fd, LOCK_EX) == 0)

        let held = try await sandbox.run(["--timeout", "2", "-L", "1", "--json", "--api-url", server.baseURL])

        #expect(held.status == 0, "\(held.stderr)")
        #expect(held.stderr.components(separatedBy: "warning: Could not save your star snapshots (another trending process has held").count == 2, "\(held.stderr)")
        #expect(held.stderr.components(separatedBy: "warning: Could not remember what was shown (another trending process has held").count == 2, "\(held.stderr)")
    }

    @Test("a corrupt kept search-limit wait is moved aside with a warning, as every cache file is, and is no wait", arguments: [["--scope", "all"], []])
    func corruptSearchLimitWait(scope: [String]) async throws {
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { request in
                GitHubStandIn.namedRepos(request) { GitHubStandIn.search([StandInRepo("searched", stars: 5_000)]) }
            }, history: { _, _ in GitHubStandIn.history(StarHistoryFixtures.weeks([0, 0, 7])) }, other: { _ in .json(404, #"{"message":"Not Found"}"#) })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        try FileManager.default.createDirectory(at: sandbox.cacheDirectory, withIntermediateDirectories: true)
        let port = try #require(URL(string: server.baseURL)?.port)
        try Data("garb{".utf8).write(to: sandbox.cacheDirectory.appendingPathComponent("127.0.0.1-\(port)-limit-search.json"))

        let result = try await sandbox.run(scope + ["--api-url", server.baseURL, "--json"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("limit-search.json.corrupt-"), "\(result.stderr)")
        #expect(sandbox.cacheFiles().contains { $0.hasPrefix("127.0.0.1-\(port)-limit-search.json.corrupt-") }, "\(sandbox.cacheFiles())")
        #expect(server.requests.contains { $0.path == "/search/repositories" }, "no wait: the searches were asked")
    }

    @Test("a cache that cannot be written costs only a warning: the list and show exit 0 (README's exit codes: 74 is never this)")
    func unwritableCacheIsAWarning() async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(handler: { request, _ in
            request.path.hasPrefix("/repos/") ? .json(200, Fixtures.data("repos/octo-org__rocket.json")) : .search()
        })
        defer { sandbox.remove(); server.stop() }
        try FileManager.default.createDirectory(at: sandbox.cacheDirectory.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: sandbox.cacheDirectory)

        let list = try await sandbox.run(["--api-url", server.baseURL, "--limit", "1"])
        let show = try await sandbox.run(["--api-url", server.baseURL, "show", "octo-org/rocket"])

        for result in [list, show] {
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("warning: Could not save the cache ("), "\(result.stderr)")
            #expect(result.stdout.contains("rocket"), "\(result.stdout)")
        }
    }

    @Test("a state folder that can't be made is said once, though the snapshots and the seen marks both fail on it")
    func unmakeableStateFolderSaidOnce() async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(responses: [.search()])
        defer { sandbox.remove(); server.stop() }
        try FileManager.default.createDirectory(at: sandbox.stateDirectory.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: sandbox.stateDirectory)

        let list = try await sandbox.run(["--api-url", server.baseURL, "--limit", "1"])

        #expect(list.status == 0 && list.stdout.contains("rocket"), "\(list.stderr)")
        #expect(list.stderr.components(separatedBy: "warning: Could not remember what was shown").count == 2, "\(list.stderr)")
    }

    @Test("cache clear keeps bookmarks, hidden and seen when cache and state share a folder")
    func cacheClearKeepsState() async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(handler: { _, _ in .json(200, HostileAnswers.search([HostileAnswers.item(id: 1, description: "d")])) })
        defer { sandbox.remove(); server.stop() }
        let shared = ["XDG_CACHE_HOME": sandbox.root.appendingPathComponent("one").path, "XDG_STATE_HOME": sandbox.root.appendingPathComponent("one").path]
        _ = try await sandbox.run(["bookmark", "a/b"], extra: shared)
        _ = try await sandbox.run(["hide", "c/d"], extra: shared)
        _ = try await sandbox.run(["--api-url", server.baseURL, "--refresh"], extra: shared)

        let clear = try await sandbox.run(["cache", "clear"], extra: shared)
        let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.root.appendingPathComponent("one/trending").path)

        #expect(clear.status == 0 && clear.stderr.hasPrefix("Removed 1 cached file "), "\(clear.stderr)")
        #expect(files.contains("state.json") && files.contains("history.json"), "\(files)")
        #expect(!files.contains { $0.contains("search-") })
        #expect(try await sandbox.run(["bookmarks"], extra: shared).stdout.hasPrefix("a/b\n"))
    }

    @Test("cache clear also forgets cached star histories and the endpoint's status, and keeps state")
    func cacheClearForgetsStarHistories() async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(handler: { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search([StandInRepo("old", stars: 900)]) }, history: { _, _ in
                GitHubStandIn.history(StarHistoryFixtures.twoWeeks, etag: "\"h1\"")
            })
        })
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["bookmark", "a/b"])
        let listed = try await sandbox.run(["--api-url", server.baseURL, "--scope", "all"])
        let cacheFolder = sandbox.cacheDirectory.path
        let before = try FileManager.default.contentsOfDirectory(atPath: cacheFolder)
        #expect(listed.status == 0 && before.contains { $0.contains("stars-o--old") }, "\(before) \(listed.stderr)")

        let clear = try await sandbox.run(["cache", "clear"])
        let after = try FileManager.default.contentsOfDirectory(atPath: cacheFolder)

        #expect(clear.status == 0)
        #expect(after.isEmpty, "\(after)")
        #expect(try await sandbox.run(["bookmarks"]).stdout.hasPrefix("a/b\n"))
    }

    @Test("three corruptions in one second leave three distinct backups")
    func distinctBackups() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(at: sandbox.stateDirectory, withIntermediateDirectories: true)

        for _ in 1...3 {
            try Data("{not json".utf8).write(to: sandbox.stateFile)
            let result = try await sandbox.run(["bookmarks"])
            #expect(result.stderr.contains("moved to"), "\(result.stderr)")
        }

        #expect(sandbox.stateFiles().filter { $0.contains(".corrupt-") }.count == 3, "\(sandbox.stateFiles())")
    }

    @Test("impossible star counts from the API are dropped with a notice")
    func impossibleStars() async throws {
        let body = HostileAnswers.search([
            HostileAnswers.item(id: 1, name: "ok", description: "d"), HostileAnswers.item(id: 2, name: "neg", description: "d", stars: -5),
            HostileAnswers.item(id: 3, name: "huge", description: "d", stars: 10_000_000_000_000),
        ])
        let sandbox = Sandbox()
        let server = try LoopbackServer(handler: { _, _ in .json(200, body) })
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--json"])

        #expect(result.status == 0)
        #expect(try Sandbox.objects(result).map { $0["name"] as? String } == ["ok"])
        #expect(result.stderr.contains("Left out 2 repos with an impossible star count"), "\(result.stderr)")
    }

    @Test("Int.min and Int.max snapshots in history.json never crash this or any later run")
    func extremeHistory() async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(handler: { _, _ in .json(200, HostileAnswers.search([HostileAnswers.item(id: 1, description: "d")])) })
        defer { sandbox.remove(); server.stop() }
        try FileManager.default.createDirectory(at: sandbox.stateDirectory, withIntermediateDirectories: true)
        let history = #"{"version":1,"repos":{"octo-org/rocket":[[1795000000,\#(Int.min)],[1795100000,\#(Int.max)]]}}"#
        try Data(history.utf8).write(to: sandbox.stateDirectory.appendingPathComponent("history.json"))

        let first = try await sandbox.run(["--api-url", server.baseURL, "--refresh"])
        let second = try await sandbox.run(["--api-url", server.baseURL])
        let historyRun = try await sandbox.run(["history", "octo-org/rocket"])

        #expect(first.status == 0 && second.status == 0, "\(first.stderr)\(second.stderr)")
        #expect(first.stderr.contains("moved to"), "\(first.stderr)")
        #expect(historyRun.status == 0 || historyRun.status == 66)
    }

    @Test("dates outside 2007…2200 in state.json are corrupt data, moved aside with a warning")
    func extremeDates() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(at: sandbox.stateDirectory, withIntermediateDirectories: true)
        let state = #"{"version":1,"bookmarks":[],"hidden":[{"full_name":"a/b","hidden_at":1e300}],"seen":{},"last_shown":[]}"#
        try Data(state.utf8).write(to: sandbox.stateFile)

        let result = try await sandbox.run(["hidden"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("moved to"), "\(result.stderr)")
    }

    @Test("a cache file with dates outside 2007…2200 is moved aside with a warning, never shown or crashed on")
    func extremeCacheDates() async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(handler: { _, _ in .json(200, HostileAnswers.search([HostileAnswers.item(id: 1, description: "d")])) })
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["--api-url", server.baseURL])
        let name = try #require(sandbox.cacheFiles().first { $0.contains("search-") })
        let file = sandbox.cacheDirectory.appendingPathComponent(name)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        object["fetched_at"] = 1e300
        try HostileAnswers.json(object).write(to: file)

        let first = try await sandbox.run(["--api-url", server.baseURL, "--offline"])
        let second = try await sandbox.run(["--api-url", server.baseURL, "--offline"])

        #expect(first.stderr.contains("moved to"), "\(first.stderr)")
        #expect(first.status == 69 && second.status == 69, "nothing usable is cached: \(first.status) \(second.status)")
        #expect(sandbox.cacheFiles().contains { $0.contains(".corrupt-") })
    }

    @Test("TRENDING_NOW outside 2007…2200 or no time at all and --timeout above an hour are usage errors")
    func boundedInputs() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }

        let early = try await sandbox.run(["--offline"], extra: ["TRENDING_NOW": "1900-01-01T00:00:00Z"])
        let late = try await sandbox.run(["--offline"], extra: ["TRENDING_NOW": "1e300"])
        let timeout = try await sandbox.run(["--offline", "--timeout", "3601"])
        let unreadable = try await sandbox.run(["--offline"], extra: ["TRENDING_NOW": "yesterday"])
        let trailing = try await sandbox.run(["--offline"], extra: ["TRENDING_NOW": "2026-11-23T12:00:00Zjunk"])
        let unset = try await sandbox.run(["--offline"], extra: ["TRENDING_NOW": ""])
        // A day or an hour that does not exist is no time, not the next day (bb38 c2-D1).
        let impossible = try await sandbox.run(["--offline"], extra: ["TRENDING_NOW": "2026-02-30T00:00:00Z"])
        let hour25 = try await sandbox.run(["--offline"], extra: ["TRENDING_NOW": "2026-11-22T25:00:00Z"])
        let offset = try await sandbox.run(["--offline"], extra: ["TRENDING_NOW": "2026-11-23T13:00:00+01:00"])

        #expect(early.status == 64 && early.stderr.contains("TRENDING_NOW"), "\(early.stderr)")
        #expect(late.status == 64)
        #expect(timeout.status == 64 && timeout.stderr.contains("--timeout"), "\(timeout.stderr)")
        #expect(unreadable.status == 64 && unreadable.stderr.contains("TRENDING_NOW"), "not ignored: \(unreadable.stderr)")
        #expect(unset.status != 64, "an empty variable is no pin: \(unset.stderr)")
        #expect(trailing.status == 64 && trailing.stderr.contains("TRENDING_NOW"), "nothing may follow the time: \(trailing.stderr)")
        #expect(impossible.status == 64 && impossible.stderr.contains("TRENDING_NOW"), "\(impossible.stderr)")
        #expect(hour25.status == 64 && hour25.stderr.contains("TRENDING_NOW"), "\(hour25.stderr)")
        #expect(offset.status != 64, "an offset is a time: \(offset.stderr)")
    }

    @Test("a later writer removes temp files older than a minute, and leaves fresh ones")
    func staleTemporaryFiles() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(at: sandbox.stateDirectory, withIntermediateDirectories: true)
        let stale = sandbox.stateDirectory.appendingPathComponent(".state.json.tmp-1-2").path
        let fresh = sandbox.stateDirectory.appendingPathComponent(".history.json.tmp-3-4").path
        #expect(FileManager.default.createFile(atPath: stale, contents: Data("x".utf8)))
        #expect(FileManager.default.createFile(atPath: fresh, contents: Data("x".utf8)))
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-120)], ofItemAtPath: stale)

        _ = try await sandbox.run(["bookmark", "a/b"])

        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: fresh))
    }

    @Test("a failed write to stdout exits 74 with a message; a closed pipe stays quiet and exits 0")
    func stdoutFailures() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        // `trending completions bash`: plenty of output, no network.
        let full = try await sandbox.run(["completions", "bash"], stdout: try #require(FileHandle(forWritingAtPath: "/dev/full")))
        let pipe = Pipe()
        try? pipe.fileHandleForReading.close()
        let closed = try await sandbox.run(["completions", "bash"], stdout: pipe.fileHandleForWriting)

        #expect(full.status == 74)
        #expect(full.stderr.contains("Could not write the output"), "\(full.stderr)")
        #expect(closed.status == 0)
        #expect(closed.stderr.isEmpty, "\(closed.stderr)")
    }
}
