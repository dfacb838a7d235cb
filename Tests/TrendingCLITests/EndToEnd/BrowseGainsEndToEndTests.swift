import Foundation
import Testing
import TrendingTestSupport

/// `trending browse --scope all` in a pseudo-terminal against a stand-in for GitHub's search and
/// star history: gains fill in on the rows as they are measured, under `measuring N/M`.
/// The clock is pinned to Monday 2026-11-23 12:00 UTC (the daily window starts Sunday 12:00).
@Suite("trending browse --scope all, end to end")
struct BrowseGainsEndToEndTests {
    /// The held answer waits on the test's own steps, which a loaded machine can stretch past the
    /// default 30 s that the whole run's searches and histories share: the run waits longer here.
    static let patient = ["--timeout", "600"]
    static let pool = [StandInRepo("giant", stars: 50_000, createdAt: "2015-01-01T00:00:00Z"), StandInRepo("riser", stars: 800)]

    @Test("the cached list first, then each gain on its row as measured, 'measuring 1/2' until the last")
    func gainsFillIn() async throws {
        let gate = Gate()
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search(Self.pool) }, history: { repo, _ in
                // The seeding list gets no history; in browse the first answers at once, the second waits.
                guard gate.measuring else { return .json(503, #"{"message":"down"}"#) }
                if gate.answered() > 0 { gate.waitOpen() }
                // riser: 400 on Sunday (half inside the window) and 300 today; giant: 70 today.
                return GitHubStandIn.history(StarHistoryFixtures.weeks(repo == "o/riser" ? [0, 400, 300] : [0, 0, 70]))
            })
        }
        let sandbox = Sandbox()
        defer { gate.open(); sandbox.remove(); server.stop() }
        // A cached candidate list without gains, so the rows are on screen while gains are measured.
        _ = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json"])
        let seeded = server.requests.count
        gate.measuring = true

        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server, ["--scope", "all", "--refresh"] + Self.patient, columns: 100)
            defer { session.signal(SIGKILL) }
            #expect(session.waitFor("o/giant") && session.waitFor("o/riser"), "\(session.screen.text)")
            #expect(session.waitFor("measuring 1/2"), "\(session.screen.text)")
            let halfway = session.screen.text
            let filled = ["+500 ★ in 24 h", "+70 ★ in 24 h"].filter { halfway.contains($0) }
            #expect(filled.count == 1, "one gain measured, one not yet:\n\(halfway)")
            #expect(halfway.contains("gained"), "the header names the sort: \(halfway)")

            gate.open()
            // Both gains on their rows, the footer done counting, and the list ranked by gain
            // (riser above giant) once the measuring load ends.
            #expect(session.waitUntil { session in
                let lines = session.screen.lines
                guard let riser = lines.firstIndex(where: { $0.contains("o/riser") && $0.contains("+500 ★ in 24 h") }),
                      let giant = lines.firstIndex(where: { $0.contains("o/giant") && $0.contains("+70 ★ in 24 h") })
                else { return false }
                return riser < giant && !session.screen.text.contains("measuring")
            }, "\(session.screen.text)")
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
        // Browse measured each candidate once, with the new API version.
        let histories = server.requests.dropFirst(seeded).filter { $0.path.hasSuffix("/stargazers/history") }
        #expect(Set(histories.map(\.path)) == ["/repos/o/giant/stargazers/history", "/repos/o/riser/stargazers/history"])
        #expect(histories.count == 2 && histories.allSatisfy { $0.header("x-github-api-version") == "2026-03-10" })
    }

    @Test("nothing cached: the list as soon as it arrives, in star order, gains filling in under 'measuring 1/2', then ranked")
    func measuringBeforeTheFirstList() async throws {
        let gate = Gate()
        gate.measuring = true
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search(Self.pool) }, history: { repo, _ in
                if gate.answered() > 0 { gate.waitOpen() }
                return GitHubStandIn.history(StarHistoryFixtures.weeks(repo == "o/riser" ? [0, 400, 300] : [0, 0, 70]))
            })
        }
        let sandbox = Sandbox()
        defer { gate.open(); sandbox.remove(); server.stop() }

        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server, ["--scope", "all"] + Self.patient)
            defer { session.signal(SIGKILL) }
            #expect(session.waitFor("measuring 1/2"), "\(session.screen.text)")
            #expect(session.waitUntil { $0.screen.text.contains("o/riser") && $0.screen.text.contains("o/giant") }, "\(session.screen.text)")
            #expect(!session.screen.text.contains("░"), "no placeholders once the list is here: \(session.screen.text)")
            #expect(BrowseHarness.firstRow(session).contains("o/giant"), "star order until gains rank it: \(session.screen.text)")
            gate.open()
            #expect(session.waitUntil { $0.screen.text.contains("+500 ★ in 24 h") && !$0.screen.text.contains("measuring") })
            // Ranked when the load ends, a moment after the last gain (the endpoint's status is saved between).
            #expect(session.waitUntil { BrowseHarness.firstRow($0).contains("o/riser") }, "\(session.screen.text)")
            // No key moved the selection: it stayed on rank 1, not on giant at its new rank.
            session.send("\r")
            #expect(session.waitUntil { $0.screen.text.contains("o open · y copy") }, "\(session.screen.text)")
            #expect(session.screen.text.contains("o/riser") && !session.screen.text.contains("o/giant"), "\(session.screen.text)")
            session.send("q")
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
    }
}

/// Holds star-history answers after the first until the test opens it.
private final class Gate: @unchecked Sendable {
    private let condition = NSCondition()
    private var _measuring = false
    private var isOpen = false
    private var count = 0

    var measuring: Bool {
        get { condition.withLock { _measuring } }
        set { condition.withLock { _measuring = newValue } }
    }

    /// How many answers were started before this one.
    func answered() -> Int {
        condition.withLock {
            defer { count += 1 }
            return count
        }
    }

    func waitOpen() {
        condition.withLock {
            while !isOpen { condition.wait() }
        }
    }

    func open() {
        condition.withLock {
            isOpen = true
            condition.broadcast()
        }
    }
}

/// `browse --scope all` says where GitHub's page listed a row, as the list and `show` do (bb31 h-D1).
@Suite("trending browse --scope all, GitHub's page in the rows and the details, end to end")
struct BrowsePageRankEndToEndTests {
    @Test("a row says '#1 on GitHub'; its details have show's 'Trending' line")
    func pageRankShown() async throws {
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { request in
                GitHubStandIn.namedRepos(request) { GitHubStandIn.search([]) }
            }, history: { _, _ in
                GitHubStandIn.history(StarHistoryFixtures.weeks([0, 0, 4]))
            }, other: { request in
                request.path.hasPrefix("/trending") ? GitHubStandIn.trendingPage() : GitHubStandIn.anyRepo(request)
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        // The list reads the page, so the page memory knows where each row was.
        _ = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json"])

        try await offThePool {
            let session = try BrowseHarness.start(sandbox, server, ["--scope", "all", "--sort", "page"], columns: 160, rows: 40)
            defer { session.signal(SIGKILL) }
            #expect(session.waitUntil { $0.screen.lines.contains { $0.contains("lumen-labs/quill") && $0.contains("#1 on GitHub") } }, "\(session.screen.text)")
            #expect(session.waitUntil { !$0.screen.text.contains("measuring") }, "\(session.screen.text)")
            session.send("\r")
            #expect(session.waitFor("Esc back"), "\(session.screen.text)")
            #expect(session.waitFor("#1 on GitHub's daily page"), "\(session.screen.text)")
            #expect(session.screen.lines.contains { $0.contains("Trending") && $0.contains("#1 on GitHub's daily page") }, "\(session.screen.text)")
            session.send("\u{1B}")
            session.send("q")
            #expect(session.waitForExit() == 0)
        }
    }
}
