import Foundation
import Testing
import TrendingTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bookmarks, hidden repos, new/seen, show, open and cache commands through the built binary.
@Suite("trending user state, end to end")
struct StateEndToEndTests {
    @Test("under a file-size limit (ulimit -f) a write past it is a local I/O error (74), never a death by SIGXFSZ (bb40 j2-D2)")
    func fileSizeLimit() throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let trending = BinaryRunner.executableURL(named: "trending").path

        let limited = try BinaryRunner.run(
            "/bin/sh", arguments: ["-c", #"ulimit -f 0; exec "$0" "$@""#, trending, "bookmark", "octo-org/rocket"], environment: sandbox.environment
        )
        let after = try BinaryRunner.run(arguments: ["bookmarks", "--json"], environment: sandbox.environment)

        #expect(limited.status == 74, "\(limited)")
        #expect(limited.stderr.contains("error:"), "\(limited.stderr)")
        #expect(after.status == 0 && after.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[]", "\(after)")
    }

    @Test("bookmarks work offline, for repos in no cache, and fill in once listed")
    func bookmarks() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }

        let added = try await sandbox.run(["bookmark", "octo-org/rocket"])
        let again = try await sandbox.run(["bookmark", "Octo-Org/Rocket"])
        _ = try await sandbox.run(["bookmark", "someone/unknown"])
        let before = try Sandbox.objects(try await sandbox.run(["bookmarks", "--json"]))
        let list = try await sandbox.run(["--api-url", server.baseURL, "--limit", "2"])
        let after = try await sandbox.run(["bookmarks"])

        #expect(added.status == 0 && added.stdout.isEmpty && added.stderr == "Bookmarked octo-org/rocket.\n")
        #expect(again.stderr == "octo-org/rocket was already bookmarked.\n", "the name as filed")
        #expect(before.map { $0["full_name"] as? String } == ["octo-org/rocket", "someone/unknown"])
        #expect(before[0]["stars"] is NSNull && before[0]["language"] is NSNull, "nothing known yet")
        #expect(before[0]["url"] as? String == "https://github.com/octo-org/rocket", "the page its name gives (bb43 t2)")
        #expect(list.stdout.contains("created 22 hours ago · +9.8k ★ in 24 h · NEW · bookmarked"))
        #expect(after.stdout.hasPrefix("octo-org/rocket  ★ 9.8k  Swift\n  Launch-ready template"))
        #expect(after.stdout.contains("someone/unknown\n  bookmarked just now\n"))

        let removed = try await sandbox.run(["unbookmark", "octo-org/rocket"])
        #expect(removed.stderr == "Removed the bookmark on octo-org/rocket.\n")
        #expect(try Sandbox.objects(try await sandbox.run(["bookmarks", "--json"])).count == 1)
    }

    @Test("a bookmark typed in another case takes GitHub's case once a list knows it, and matches any case")
    func bookmarkCanonicalCase() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }

        _ = try await sandbox.run(["bookmark", "OCTO-ORG/Rocket"])
        _ = try await sandbox.run(["--api-url", server.baseURL, "--limit", "2"])
        let listed = try Sandbox.objects(try await sandbox.run(["bookmarks", "--json"]))
        let completed = try await sandbox.run(["__complete", "repos"])
        let again = try await sandbox.run(["bookmark", "octo-org/ROCKET"])
        let removed = try await sandbox.run(["unbookmark", "Octo-Org/rocket"])

        #expect(listed.map { $0["full_name"] as? String } == ["octo-org/rocket"])
        #expect(completed.stdout == "octo-org/rocket\nlowtide/vortex-flow\n")
        #expect(again.stderr == "octo-org/rocket was already bookmarked.\n", "the name as filed, not as typed")
        #expect(removed.stderr == "Removed the bookmark on octo-org/rocket.\n")
        #expect(try Sandbox.objects(try await sandbox.run(["bookmarks", "--json"])).isEmpty)
    }

    @Test("a bookmark added once a cache knows the repo is stored in GitHub's case at once")
    func bookmarkKnownCase() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["--api-url", server.baseURL, "--limit", "2"])

        _ = try await sandbox.run(["bookmark", "LOWTIDE/Vortex-Flow", "--api-url", server.baseURL])

        #expect(try Sandbox.objects(try await sandbox.run(["bookmarks", "--json"])).map { $0["full_name"] as? String } == ["lowtide/vortex-flow"])
    }

    @Test("a repo is NEW until a list has shown it, in human and JSON output")
    func newAndSeen() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }

        let first = try Sandbox.objects(try await sandbox.run(["--api-url", server.baseURL, "--limit", "3", "--json"]))
        let second = try await sandbox.run(["--api-url", server.baseURL, "--limit", "4"])

        #expect(first.map { $0["new"] as? Bool } == [true, true, true])
        #expect(second.stdout.components(separatedBy: "· NEW").count - 1 == 1, "only the 4th is new the second time")
        #expect(second.stdout.contains("4. ashka/orbit-kit  ★ 8.4k  Swift\n   A fast speech-to-text wrapper.\n   created 4 hours ago · +8.4k ★ in 24 h · NEW\n"))
    }

    @Test("hidden repos never appear, one at a time or the whole last list")
    func hide() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["--api-url", server.baseURL, "--limit", "30"])

        let hidden = try await sandbox.run(["hide", "lowtide/vortex-flow"])
        let list = try Sandbox.objects(try await sandbox.run(["--api-url", server.baseURL, "--limit", "2", "--json"]))
        let all = try await sandbox.run(["hide", "--all"])
        let afterAll = try Sandbox.objects(try await sandbox.run(["--api-url", server.baseURL, "--limit", "3", "--json"]))
        let listed = try Sandbox.objects(try await sandbox.run(["hidden", "--json"]))
        let unhidden = try await sandbox.run(["unhide", "octo-org/rocket"])
        let back = try Sandbox.objects(try await sandbox.run(["--api-url", server.baseURL, "--limit", "1", "--json", "--refresh"]))

        #expect(hidden.stderr == "Hid lowtide/vortex-flow; it won't appear in lists until 'trending unhide lowtide/vortex-flow'.\n")
        #expect(list.map { $0["full_name"] as? String } == ["octo-org/rocket", "quinfelny-io/relay-cli"])
        #expect(list.map { $0["rank"] as? Int } == [1, 2])
        #expect(all.stderr == """
            Hid 2 repos from the last list: octo-org/rocket, quinfelny-io/relay-cli. \
            Undo with 'trending unhide octo-org/rocket quinfelny-io/relay-cli'.

            """)
        #expect(afterAll.first?["full_name"] as? String == "ashka/orbit-kit")
        #expect(listed.count == 3 && listed.allSatisfy { $0["hidden_at"] as? String == "2026-11-23T12:00:00Z" })
        #expect(unhidden.stderr == "octo-org/rocket will appear in lists again.\n")
        #expect(back.first?["full_name"] as? String == "octo-org/rocket")
    }

    @Test("hide --all skips bookmarked repos, saying so, and its undo brings every hidden one back")
    func hideAllKeepsBookmarks() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["bookmark", "quinfelny-io/relay-cli"])
        _ = try await sandbox.run(["--api-url", server.baseURL, "--limit", "3"])

        let all = try await sandbox.run(["hide", "--all"])
        let hidden = try Sandbox.objects(try await sandbox.run(["hidden", "--json"]))
        let undo = try await sandbox.run(["unhide", "octo-org/rocket", "lowtide/vortex-flow", "someone/else"])

        #expect(all.status == 0)
        #expect(all.stderr == """
            Hid 2 repos from the last list: octo-org/rocket, lowtide/vortex-flow. \
            Undo with 'trending unhide octo-org/rocket lowtide/vortex-flow'.
            Kept 1 bookmarked repo: quinfelny-io/relay-cli; unbookmark it to hide it.

            """)
        #expect(hidden.map { $0["full_name"] as? String }.sorted { ($0 ?? "") < ($1 ?? "") } == ["lowtide/vortex-flow", "octo-org/rocket"])
        #expect(undo.status == 0)
        #expect(undo.stderr == "2 repos will appear in lists again.\nsomeone/else was not hidden.\n")
        #expect(try Sandbox.objects(try await sandbox.run(["hidden", "--json"])).isEmpty)
    }

    @Test("no history: the hint says any list fetched from GitHub starts it, not only a --refresh one")
    func historyHint() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["--api-url", server.baseURL, "--limit", "2"])

        let fetched = try await sandbox.run(["history", "octo-org/rocket", "--json"])
        let unknown = try await sandbox.run(["history", "nobody/nothing"])

        #expect(fetched.status == 0, "the plain fetch recorded a snapshot: \(fetched.stderr)")
        #expect(unknown.status == 66)
        #expect(unknown.stderr.contains("History starts when a list fetched from GitHub includes the repo (run 'trending --refresh' to fetch one now)"), "\(unknown.stderr)")
        // A hint's command asks the server this one named on its command line.
        let typed = try await sandbox.run(["--api-url", server.baseURL, "history", "nobody/nothing"])
        #expect(typed.stderr.contains("(run 'trending --refresh --api-url \(server.baseURL)' to fetch one now)"), "\(typed.stderr)")
        // A password in it is masked, as everywhere it is printed (review).
        let secret = server.baseURL.replacingOccurrences(of: "http://", with: "http://me:s3cret@")
        let masked = try await sandbox.run(["--api-url", secret, "history", "nobody/nothing"])
        #expect(masked.stderr.contains(#"--api-url "http://***@127.0.0.1"#) && !masked.stderr.contains("s3cret"), "\(masked.stderr)")
    }

    @Test("show says in one note why the Gained line is missing when the star history failed")
    func showSaysWhyNoGains() async throws {
        let server = try LoopbackServer { request, _ in
            request.path == "/repos/solo-dev/tiny-tool"
                ? .json(200, Fixtures.data("repos/solo-dev__tiny-tool.json")) : .json(503, #"{"message":"down"}"#)
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["show", "solo-dev/tiny-tool", "--api-url", server.baseURL])

        #expect(result.status == 0)
        #expect(!result.stdout.contains("Gained"))
        #expect(result.stderr == "note: Star gains are left out: GitHub answered HTTP 503.\n", "\(result.stderr)")
    }

    @Test("show of a repo it prints whose star history answers 404 does not say GitHub knows no such repo")
    func showHistoryNotFound() async throws {
        let server = try LoopbackServer { request, _ in
            request.path == "/repos/solo-dev/tiny-tool"
                ? .json(200, Fixtures.data("repos/solo-dev__tiny-tool.json")) : .json(404, #"{"message":"Not Found"}"#)
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["show", "solo-dev/tiny-tool", "--api-url", server.baseURL])

        #expect(result.status == 0)
        #expect(result.stdout.contains("solo-dev/tiny-tool"))
        #expect(!result.stderr.contains("knows no such repo"), "\(result.stderr)")
        #expect(result.stderr.contains("Star gains are left out: GitHub's star history answered 404 Not Found or 410 Gone for it"), "\(result.stderr)")
    }

    @Test("one is singular: 1 repo, 1 repository")
    func singular() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["--api-url", server.baseURL, "--limit", "1"])

        let tooFar = try await sandbox.run(["open", "5", "--print"])
        let short = try await sandbox.run(["--api-url", server.baseURL, "--limit", "3", "--offline"])

        #expect(tooFar.stderr.hasPrefix("error: The last list has 1 repo\n"), "\(tooFar.stderr)")
        #expect(short.stderr.contains("Only 1 cached repository can be shown (asked for 3)"), "\(short.stderr)")
    }

    @Test("show prints the details; --json uses GitHub's field names")
    func show() async throws {
        let (sandbox, server) = try makeSUT([.json(200, Fixtures.data("repos/octo-org__rocket.json"), headers: [("ETag", "W/\"r1\"")])])
        defer { sandbox.remove(); server.stop() }

        let human = try await sandbox.run(["show", "octo-org/rocket", "--api-url", server.baseURL])
        let json = try await sandbox.run(["show", "octo-org/rocket", "--api-url", server.baseURL, "--json"])

        #expect(human.status == 0)
        #expect(human.stdout.hasPrefix("octo-org/rocket  [template]\nLaunch-ready template for Swift command-line tools"))
        for line in ["  Stars        9,812", "  Watchers     87", "  Open issues  23", "  Licence      MIT",
                     "  Owner        octo-org (Organization)", "  Pushed       1 hour ago (2026-11-23T10:41:07Z)",
                     // A loopback API's web host is the server itself: github.com links are not its own.
                     "  URL          \(server.baseURL)/octo-org/rocket"] {
            #expect(human.stdout.contains(line + "\n"), "\(line)")
        }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["full_name"] as? String == "octo-org/rocket")
        #expect(object["forks"] as? Int == 644 && object["open_issues"] as? Int == 23 && object["subscribers_count"] as? Int == 87)
        #expect(object["topics"] as? [String] == ["cli", "command-line", "swift", "swift-package-manager", "template"])
        #expect(object["is_template"] as? Bool == true)
        let license = object["license"] as? [String: Any]
        #expect(license?["key"] as? String == "mit" && license?["name"] as? String == "MIT License" && license?["spdx_id"] as? String == "MIT",
                "GitHub's licence object, from the cache as from GitHub: \(json.stdout)")
        #expect(server.requests.filter { !$0.path.hasSuffix("/stargazers/history") }.count == 1, "the second show is served from the cache")
        #expect(server.requests.first?.target == "/repos/octo-org/rocket")
    }

    @Test("--refresh revalidates with If-None-Match; a 304 reuses the cached details")
    func revalidation() async throws {
        let (sandbox, server) = try makeSUT([
            .json(200, Fixtures.data("repos/octo-org__rocket.json"), headers: [("ETag", "W/\"r1\"")]), .json(304, ""),
        ])
        defer { sandbox.remove(); server.stop() }

        let first = try await sandbox.run(["show", "octo-org/rocket", "--api-url", server.baseURL])
        let second = try await sandbox.run(["show", "octo-org/rocket", "--api-url", server.baseURL, "--refresh"])

        #expect(second.status == 0)
        #expect(second.stdout == first.stdout)
        #expect(server.requests.filter { !$0.path.hasSuffix("/stargazers/history") }.map { $0.header("if-none-match") } == [nil, "W/\"r1\""])
    }

    @Test("a bookmark of a renamed repo follows the rename when show meets it, keeping its date, and fills in")
    func bookmarkFollowsRename() async throws {
        let server = try Self.renamingServer()
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        _ = try await sandbox.run(["bookmark", "old-name/rocket"])
        let shown = try await sandbox.run(["show", "old-name/rocket", "--api-url", server.baseURL])
        let bookmarks = try await sandbox.run(["bookmarks", "--json"])

        #expect(shown.status == 0, "\(shown.stderr)")
        let objects = try Sandbox.objects(bookmarks)
        #expect(objects.map { $0["full_name"] as? String } == ["octo-org/rocket"], "\(bookmarks.stdout)")
        #expect(objects.first?["stars"] as? Int == 9812, "\(bookmarks.stdout)")
    }

    @Test("once show has met a rename, bookmark, unbookmark, hide and unhide take the old name for the new one, and say so")
    func oldNameAfterRename() async throws {
        let server = try Self.renamingServer()
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let api = ["--api-url", server.baseURL]

        _ = try await sandbox.run(["show", "old-name/rocket"] + api)
        let bookmarked = try await sandbox.run(["bookmark", "old-name/rocket"] + api)
        let listed = try await sandbox.run(["bookmarks", "--json"] + api)
        let unbookmarked = try await sandbox.run(["unbookmark", "old-name/rocket"] + api)
        let after = try await sandbox.run(["bookmarks", "--json"] + api)
        let hidden = try await sandbox.run(["hide", "old-name/rocket"] + api)
        let hiddenList = try await sandbox.run(["hidden", "--json"] + api)
        let unhidden = try await sandbox.run(["unhide", "old-name/rocket"] + api)

        #expect(bookmarked.stderr == "Bookmarked octo-org/rocket (renamed from old-name/rocket).\n", "\(bookmarked.stderr)")
        #expect(try Sandbox.objects(listed).map { $0["full_name"] as? String } == ["octo-org/rocket"])
        #expect(unbookmarked.stderr == "Removed the bookmark on octo-org/rocket (renamed from old-name/rocket).\n", "\(unbookmarked.stderr)")
        #expect(try Sandbox.objects(after).isEmpty)
        #expect(hidden.stderr.hasPrefix("Hid octo-org/rocket (renamed from old-name/rocket); it won't appear in lists until 'trending unhide octo-org/rocket'."))
        #expect(try Sandbox.objects(hiddenList).map { $0["full_name"] as? String } == ["octo-org/rocket"])
        #expect(unhidden.stderr == "octo-org/rocket (renamed from old-name/rocket) will appear in lists again.\n", "\(unhidden.stderr)")
        #expect([bookmarked, unbookmarked, hidden, unhidden].allSatisfy { $0.status == 0 && $0.stdout.isEmpty })
        #expect(server.requests.count == 3, "the state commands work offline")
    }

    @Test("once show met a rename, a cached list names the repo by its new name, so the marks that moved apply: hidden, bookmarked, seen")
    func cachedListFollowsRename() async throws {
        let server = try LoopbackServer.renamingRocket()
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let api = ["--api-url", server.baseURL]
        // Ten cached, so the later lists of three come from the cache, one hidden or not.
        let first = try await sandbox.run(api + ["--limit", "10", "--json"])
        #expect(try Sandbox.objects(first).first?["full_name"] as? String == "octo-org/rocket")

        _ = try await sandbox.run(["show", "octo-org/rocket"] + api)
        _ = try await sandbox.run(["bookmark", "octo-org/rocket"] + api)
        let cached = try await sandbox.run(api + ["--limit", "3", "--json"])
        _ = try await sandbox.run(["hide", "octo-org/rocket"] + api)
        let afterHide = try await sandbox.run(api + ["--limit", "3", "--json"])

        let row = try Sandbox.objects(cached).first
        #expect(row?["full_name"] as? String == "moved-org/rocket" && row?["bookmarked"] as? Bool == true && row?["new"] as? Bool == false, "\(String(describing: row))")
        let names = try Sandbox.objects(afterHide).compactMap { $0["full_name"] as? String }
        #expect(!names.contains("moved-org/rocket") && !names.contains("octo-org/rocket") && names.count == 3, "\(names)")
        #expect(server.requests.filter { $0.path == "/search/repositories" }.count == 1, "every list after the first is the cache's")
    }

    @Test("show: offline from the cache, 404 exits 66, a rename (301) is followed")
    func showEdges() async throws {
        let server = try Self.renamingServer()
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let renamed = try await sandbox.run(["show", "old-name/rocket", "--api-url", server.baseURL])
        let offline = try await sandbox.run(["show", "old-name/rocket", "--api-url", server.baseURL, "--offline"])
        let staleOffline = try await sandbox.run(
            ["show", "old-name/rocket", "--api-url", server.baseURL, "--offline"], extra: ["TRENDING_NOW": "2026-11-24T12:00:00Z"]
        )
        let missing = try await sandbox.run(["show", "nobody/nothing", "--api-url", server.baseURL])
        let uncached = try await sandbox.run(["show", "nobody/else", "--offline"])

        #expect(renamed.status == 0 && renamed.stdout.hasPrefix("octo-org/rocket"))
        #expect(offline.status == 0 && offline.stdout == renamed.stdout)
        #expect(offline.stderr == "", "--offline was asked for, and the details are fresh")
        #expect(staleOffline.stderr.hasPrefix("note: Offline: showing details fetched 1 day ago.\n"), "\(staleOffline.stderr)")
        #expect(missing.status == 66)
        #expect(missing.stderr.hasPrefix("error: Repository nobody/nothing was not found\n"))
        #expect(uncached.status == 69)
        #expect(server.requests.map(\.path) == [
            "/repos/old-name/rocket", "/repos/octo-org/rocket", "/repos/octo-org/rocket/stargazers/history", "/repos/nobody/nothing",
        ], "the history asked by the name GitHub answered with")
    }

    @Test("open hands the URL to $BROWSER, by name or by rank in the last list")
    func open() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }
        let log = sandbox.root.appendingPathComponent("browser.log")
        let browser = sandbox.root.appendingPathComponent("fake-browser")
        try "#!/bin/sh\necho \"$@\" >> '\(log.path)'\n".write(to: browser, atomically: true, encoding: .utf8)
        chmod(browser.path, 0o755)
        _ = try await sandbox.run(["--api-url", server.baseURL, "--limit", "3"])

        let byRank = try await sandbox.run(["open", "2"], extra: ["BROWSER": Sandbox.viaShell(browser)])
        let byName = try await sandbox.run(["open", "someone/else", "--api-url", "https://ghe.example.com/api/v3"], extra: ["BROWSER": Sandbox.viaShell(browser)])
        let printed = try await sandbox.run(["open", "1", "--print"])
        let noBrowser = try await sandbox.run(["open", "octo-org/rocket"], extra: ["PATH": sandbox.root.path])
        let tooFar = try await sandbox.run(["open", "9"])

        #expect(byRank.status == 0 && byRank.stderr == "Opening https://github.com/lowtide/vortex-flow in your browser.\n")
        #expect(byName.status == 0)
        #expect(try String(contentsOf: log, encoding: .utf8) == "https://github.com/lowtide/vortex-flow\nhttps://ghe.example.com/someone/else\n")
        #expect(printed.stdout == "https://github.com/octo-org/rocket\n")
        #expect(noBrowser.status == 0 && noBrowser.stdout == "https://github.com/octo-org/rocket\n", "no browser: print it")
        #expect(tooFar.status == 64 && tooFar.stderr.hasPrefix("error: The last list has 3 repos\n"))
    }

    @Test("cache clear empties the cache and keeps user state; cache path prints the folder")
    func cacheCommands() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["--api-url", server.baseURL, "--limit", "2"])
        _ = try await sandbox.run(["bookmark", "octo-org/rocket"])

        let path = try await sandbox.run(["cache", "path"])
        let clear = try await sandbox.run(["cache", "clear"])

        #expect(path.stdout == sandbox.cacheDirectory.path + "\n")
        #expect(clear.status == 0 && clear.stderr == "Removed 1 cached file from \(sandbox.cacheDirectory.path).\n")
        #expect(sandbox.cacheFiles().isEmpty)
        #expect(try Sandbox.objects(try await sandbox.run(["bookmarks", "--json"])).count == 1)
    }

    @Test("a list of hostile names leaves the state readable for the next command")
    func hostileNamesInState() async throws {
        let (sandbox, server) = try makeSUT([.search("search/hostile.json")])
        defer { sandbox.remove(); server.stop() }

        _ = try await sandbox.run(["--api-url", server.baseURL, "--limit", "6"])
        let next = try await sandbox.run(["bookmark", "a/b"])
        let opened = try await sandbox.run(["open", "1", "--print"])

        #expect(next.status == 0 && next.stderr == "Bookmarked a/b.\n")
        #expect(!sandbox.stateFiles().contains { $0.contains("corrupt") })
        #expect(opened.status == 0 && !opened.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test("50 concurrent bookmark processes leave 50 bookmarks")
    func concurrentBookmarks() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }

        let results = try await withThrowingTaskGroup(of: ProcessResult.self) { group in
            for index in 0..<50 {
                group.addTask { try await sandbox.run(["bookmark", "owner/repo-\(index)"]) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(results.allSatisfy { $0.status == 0 }, "\(results.filter { $0.status != 0 }.map(\.stderr))")
        #expect(try Sandbox.objects(try await sandbox.run(["bookmarks", "--json"])).count == 50)
    }

    @Test("a state file corrupted between runs is moved aside with a warning, and the command goes on")
    func corruptState() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        _ = try await sandbox.run(["bookmark", "a/b"])
        try Data("{\"version\":1,\"bookmarks\":[{\"full_na".utf8).write(to: sandbox.stateFile)

        let result = try await sandbox.run(["bookmark", "c/d"])

        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("warning: Your saved state was unreadable; it was moved to \(sandbox.stateFile.path).corrupt-1795435200"))
        #expect(sandbox.stateFiles().contains("state.json.corrupt-1795435200"))
        #expect(try Sandbox.objects(try await sandbox.run(["bookmarks", "--json"])).map { $0["full_name"] as? String } == ["c/d"])
    }

    @Test("kill -9 during state writes leaves the old or the new state, never a broken one")
    func killDuringWrite() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        // A large state makes each write take long enough to be interrupted mid-way.
        let seen = (0..<20_000).map { "\"seen-owner/repo-\($0)\":1795435200" }.joined(separator: ",")
        try FileManager.default.createDirectory(at: sandbox.stateDirectory, withIntermediateDirectories: true)
        try Data(#"{"version":1,"bookmarks":[],"hidden":[],"seen":{\#(seen)},"last_shown":[]}"#.utf8).write(to: sandbox.stateFile)
        var generator = SplitMix64(seed: 0xC0FFEE)
        // A temporary file left behind is a write the kill cut short: the proof the test tested something.
        let stateDirectory = sandbox.stateDirectory.path
        @Sendable func temporaryFiles() -> Int {
            ((try? FileManager.default.contentsOfDirectory(atPath: stateDirectory)) ?? []).filter { $0.hasPrefix(".state.json.tmp-") }.count
        }

        for round in 0..<12 {
            // Half the rounds kill the moment a write's temporary file appears, so some kill lands
            // mid-write for sure; the others at a random moment of the run.
            let delay = UInt32.random(in: 2_000...400_000, using: &generator)
            let onWrite = round.isMultiple(of: 2)
            let environment = sandbox.environment
            try await offThePool {
                let before = temporaryFiles()
                let process = Process()
                process.executableURL = BinaryRunner.executableURL(named: "trending")
                process.arguments = ["bookmark", "victim/repo-\(round)"]
                process.environment = environment
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                if onWrite {
                    let deadline = Date().addingTimeInterval(10)
                    while temporaryFiles() == before, process.isRunning, Date() < deadline { usleep(100) }
                } else {
                    usleep(delay)
                }
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }

            let check = try await sandbox.run(["bookmarks", "--json"])
            #expect(check.status == 0 && !check.stderr.contains("unreadable"), "round \(round): \(check.stderr)")
            #expect(try Sandbox.objects(check).count <= round + 1)
        }
        #expect(temporaryFiles() > 0, "no kill landed mid-write, so nothing was proven")
        #expect(!sandbox.stateFiles().contains { $0.contains("corrupt") })
    }

    @Test("state and cache files are 0600 in 0700 folders, whatever the umask")
    func permissions() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }
        let previous = umask(0)
        defer { umask(previous) }

        _ = try await sandbox.run(["--api-url", server.baseURL, "--limit", "1"])
        _ = try await sandbox.run(["bookmark", "a/b"])

        for folder in [sandbox.cacheDirectory, sandbox.stateDirectory] {
            #expect(mode(folder.path) == 0o700, "\(folder.path)")
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                #expect(mode(folder.appendingPathComponent(file).path) == 0o600, "\(file)")
            }
        }
    }

    // MARK: - Helpers

    private func makeSUT(_ responses: [StubResponse]) throws -> (Sandbox, LoopbackServer) {
        (Sandbox(), try LoopbackServer(responses: responses))
    }

    private func mode(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int) ?? -1
    }

    /// GitHub renamed old-name/rocket to octo-org/rocket: the old name answers 301 to the new.
    private static func renamingServer() throws -> LoopbackServer {
        let base = Locked("")
        let server = try LoopbackServer { request, _ in
            switch request.path {
            case "/repos/old-name/rocket": .json(301, "", headers: [("Location", "\(base.value)/repos/octo-org/rocket")])
            case "/repos/octo-org/rocket": .json(200, Fixtures.data("repos/octo-org__rocket.json"))
            default: .json(404, Fixtures.data("errors/404-not-found.json"))
            }
        }
        base.value = server.baseURL
        return server
    }
}
