import Foundation
import Testing
import TrendingDomain
import TrendingTestSupport

/// `--scope all` through the binary, against a stand-in for GitHub's search and star history.
/// The clock is pinned to Monday 2026-11-23 12:00 UTC, so the daily window starts at
/// 2026-11-22T12:00:00Z: today's bucket whole, Sunday's half.
@Suite("trending --scope all, end to end")
struct GainsEndToEndTests {
    static let pool = [
        StandInRepo("giant", stars: 50_000, createdAt: "2015-01-01T00:00:00Z"),
        StandInRepo("riser", stars: 800),
        StandInRepo("fresh", stars: 300, createdAt: "2026-11-23T01:00:00Z"),
    ]

    @Test("an old repo with a large recent gain ranks above a big repo with none")
    func ranksByGain() async throws {
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search(Self.pool) }, history: { repo, _ in
                // riser: 400 on Sunday (half inside the window), 300 today: 500 gained.
                GitHubStandIn.history(StarHistoryFixtures.weeks(repo == "o/riser" ? [0, 400, 300] : [0, 0, 0]))
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json"])
        let objects = try Sandbox.objects(result)

        #expect(result.status == 0)
        #expect(objects.map { $0["full_name"] as? String } == ["o/riser", "o/fresh", "o/giant"])
        #expect(objects.map { $0["stars_gained"] as? Int } == [500, 300, 0])
        #expect(objects.map { $0["gained_source"] as? String } == ["github", "created", "github"])
        #expect(objects.allSatisfy { $0["gained_since"] as? String == "2026-11-22T12:00:00Z" })
        let histories = server.requests.filter { $0.path.hasSuffix("/stargazers/history") }
        let searches = server.requests.filter { $0.path == "/search/repositories" }
        // The created repo needs no request; the others one each, serially, with the new API version.
        #expect(Set(histories.map(\.path)) == ["/repos/o/giant/stargazers/history", "/repos/o/riser/stargazers/history"])
        #expect(histories.allSatisfy { $0.header("x-github-api-version") == "2026-03-10" && $0.queryItems["per_page"] == "2" })
        #expect(searches.count <= 10)
        #expect(searches.contains { $0.queryItems["q"]?.contains("pushed:>=2026-11-22T12:00:00Z") == true })
        #expect(searches.contains { $0.queryItems["q"]?.hasPrefix("created:>=2026-11-22T12:00:00Z") == true })

        let human = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--offline"])
        #expect(human.stdout.contains("+500 ★ in 24 h"))
        let tsv = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--offline", "--format", "tsv"])
        let header = tsv.stdout.split(separator: "\n").first.map { $0.split(separator: "\t").map(String.init) } ?? []
        let column = try #require(header.firstIndex(of: "stars_gained"))
        #expect(tsv.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false)[column] } == ["500", "300", "0"])
    }

    @Test("the repos of a recent cached list are candidates too: a monthly list's old riser is measured for today")
    func recentListsAreCandidates() async throws {
        let monthly = [StandInRepo("riser", stars: 800, createdAt: "2026-11-01T00:00:00Z")]
        let server = try LoopbackServer { request, _ in
            let q = request.queryItems["q"] ?? ""
            // The monthly `new` list holds the riser; today's searches find only the giant.
            return GitHubStandIn.route(request, search: { _ in GitHubStandIn.search(q.hasPrefix("created:>=2026-10-24") ? monthly : [Self.pool[0]]) }, history: { repo, _ in
                GitHubStandIn.history(StarHistoryFixtures.weeks(repo == "o/riser" ? [0, 400, 300] : [0, 0, 0]))
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let month = try await sandbox.run(["--since", "monthly", "--api-url", server.baseURL, "--json"])
        let today = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json"])

        #expect(month.status == 0 && today.status == 0, "\(month.stderr) \(today.stderr)")
        #expect(try Sandbox.objects(today).map { $0["full_name"] as? String } == ["o/riser", "o/giant"])
        #expect(server.requests.contains { $0.path == "/repos/o/riser/stargazers/history" })
    }

    @Test("--offline ranks from the cached histories, with no request")
    func offlineRanking() async throws {
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search(Self.pool) }, history: { repo, _ in
                GitHubStandIn.history(StarHistoryFixtures.weeks(repo == "o/giant" ? [0, 2000, 1000] : [0, 10, 10]))
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        _ = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json"])
        let before = server.requests.count
        let offline = try Sandbox.objects(try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json", "--offline", "--limit", "2"]))

        #expect(server.requests.count == before)
        #expect(offline.map { $0["full_name"] as? String } == ["o/giant", "o/fresh"])
        #expect(offline.map { $0["stars_gained"] as? Int } == [2000, 300])
    }

    @Test("a history two days old gives no gain for today's window when the list is fetched now (never a false +0); a cached list shown offline says its gains as of its fetch")
    func historyTooOldForTheWindow() async throws {
        let failing = Locked(false)
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search(Self.pool) }, history: { repo, _ in
                failing.value ? .json(500, #"{"message":"Server Error"}"#)
                    : GitHubStandIn.history(StarHistoryFixtures.weeks(repo == "o/giant" ? [0, 2000, 1000] : [0, 10, 10]))
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json"])
        failing.mutate { $0 = true }
        let later = ["TRENDING_NOW": "2026-11-25T12:00:00Z"]

        let offline = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json", "--offline"], extra: later)
        let refused = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json", "--refresh"], extra: later)
        let human = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--offline"], extra: later)

        #expect(offline.status == 0 && refused.status == 0, "\(offline.stderr) \(refused.stderr)")
        let giantOffline = try #require(try Sandbox.objects(offline).first { $0["full_name"] as? String == "o/giant" })
        #expect(giantOffline["stars_gained"] as? Int == 2000 && giantOffline["gained_source"] as? String == "github", "as of the list's fetch, as its banner dates it: \(giantOffline)")
        // The refreshed list's counts against the snapshot of two days ago: a true +0 since then.
        let giantRefused = try #require(try Sandbox.objects(refused).first { $0["full_name"] as? String == "o/giant" })
        #expect(giantRefused["gained_source"] as? String == "snapshots", "\(giantRefused)")
        #expect(giantRefused["gained_since"] as? String == "2026-11-23T12:00:00Z", "\(giantRefused)")
        #expect(refused.stderr.contains("measured 0 of"), "\(refused.stderr)")
        // After the refreshed list (fetched now), the history is two days older than it: no gain.
        #expect(!human.stdout.contains("in 24 h"), "\(human.stdout)")
    }

    @Test("a spent budget gives a partial, honest list, and the next run measures the rest")
    func budget() async throws {
        let repos = (1...5).map { StandInRepo("r\($0)", stars: 1000 - $0) }
        // Reset at 12:30; remaining 12, 11, 10: the third answer reaches the reserve.
        let counter = Counter()
        let limited = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search(repos) }, history: { _, _ in
                // 12, 11, 10 before the reset; a fresh hour after it.
                let answered = counter.next()
                return GitHubStandIn.history(StarHistoryFixtures.weeks([0, 0, 7]), remaining: answered < 3 ? 12 - answered : 59, resetsAt: 1_795_437_000)
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); limited.stop() }

        let first = try await sandbox.run(["--scope", "all", "--api-url", limited.baseURL, "--json"])
        let gains = try Sandbox.objects(first).map { $0["gained_source"] as? String }
        #expect(first.status == 0)
        #expect(first.stderr.contains("measured 3 of 5 candidates; set GITHUB_TOKEN to measure all"))
        #expect(gains.filter { $0 == "github" }.count == 3)
        #expect(gains.filter { $0 == nil }.count == 2)
        #expect(limited.requests.filter { $0.path.hasSuffix("/history") }.count == 3)

        // Before the reset: nothing is asked, the list says so again; -q leaves the partial-list note out.
        let early = try await sandbox.run(["--scope", "all", "--api-url", limited.baseURL, "--json"], extra: ["TRENDING_NOW": "2026-11-23T12:10:00Z"])
        let quiet = try await sandbox.run(["--scope", "all", "--api-url", limited.baseURL, "--json", "-q"], extra: ["TRENDING_NOW": "2026-11-23T12:10:00Z"])
        #expect(limited.requests.filter { $0.path.hasSuffix("/history") }.count == 3)
        #expect(early.stderr.contains("measured 3 of 5 candidates"))
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")

        // After it, within --max-age: the list is cached, the measured are fresh, only the rest are asked.
        let later = try await sandbox.run(["--scope", "all", "--api-url", limited.baseURL, "--json"], extra: ["TRENDING_NOW": "2026-11-23T12:40:00Z"])
        #expect(limited.requests.filter { $0.path.hasSuffix("/history") }.count == 5)
        #expect(limited.requests.filter { $0.path == "/search/repositories" }.count == limited.requests.filter { $0.path != "/trending" }.count - 5)
        #expect(try Sandbox.objects(later).allSatisfy { $0["gained_source"] as? String == "github" })
        #expect(!later.stderr.contains("measured"))
    }

    @Test("a 403 rate-limit answer stops measuring; nothing more is asked before the reset")
    func rateLimitAnswer() async throws {
        let repos = (1...12).map { StandInRepo("r\($0)", stars: 1000 - $0) }
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search(repos) }, history: { repo, _ in
                ["o/r1", "o/r2"].contains(repo)
                    ? GitHubStandIn.history(StarHistoryFixtures.twoWeeks, remaining: 40) : GitHubStandIn.rateLimited(resetsAt: 1_795_437_000)
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let first = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json"])
        let again = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json"], extra: ["TRENDING_NOW": "2026-11-23T12:20:00Z"])

        #expect(first.status == 0)
        #expect(first.stderr.contains("measured 2 of 12 candidates; set GITHUB_TOKEN to measure all"), "\(first.stderr)")
        #expect(try Sandbox.objects(first).prefix(2).allSatisfy { $0["gained_source"] as? String == "github" })
        // The 403 stops measuring: no request starts after it, beyond the few already in flight.
        let asked = server.requests.filter { $0.path.hasSuffix("/history") }.count
        #expect(asked >= 3 && asked <= 2 + MeasureGainsUseCase.concurrentRequests, "\(asked)")
        #expect(again.status == 0)
        #expect(server.requests.filter { $0.path.hasSuffix("/history") }.count == asked)
    }

    @Test("a stale history is revalidated with If-None-Match, and a 304 keeps it")
    func etag() async throws {
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search([StandInRepo("riser", stars: 800)]) }, history: { _, request in
                if request.header("if-none-match") == #""v1""# { return StubResponse(status: 304, headers: [("ETag", #""v1""#)]) }
                return GitHubStandIn.history(StarHistoryFixtures.twoWeeks, etag: #""v1""#)
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let first = try Sandbox.objects(try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json"]))
        let fresh = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json"])
        let refreshed = try Sandbox.objects(try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json", "--refresh"]))
        let histories = server.requests.filter { $0.path.hasSuffix("/history") }

        // The changelog's example: 80 today, 61 on Sunday (half inside the window): 110.5, rounded.
        #expect(first.first?["stars_gained"] as? Int == 111)
        #expect(fresh.status == 0)
        #expect(histories.count == 2)
        #expect(histories.first?.header("if-none-match") == nil)
        #expect(histories.last?.header("if-none-match") == #""v1""#)
        #expect(refreshed.first?["stars_gained"] as? Int == 111)
        #expect(refreshed.first?["gained_source"] as? String == "github")
    }

    @Test("where the endpoint is missing: snapshots, said once, at most 3 asks, then none for a day unless --refresh asks again")
    func missingEndpoint() async throws {
        let repos = (1...5).map { StandInRepo("r\($0)", stars: 100 * $0) }
        let grown = (1...5).map { StandInRepo("r\($0)", stars: 100 * $0 + 7) }
        let server = try LoopbackServer { request, index in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search(index < 10 ? repos : grown) }, history: { _, _ in
                .json(404, #"{"message":"Not Found"}"#)
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let first = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json"], extra: ["TRENDING_NOW": "2026-11-22T12:00:00Z"])
        let asked = server.requests.filter { $0.path.hasSuffix("/history") }.count
        let again = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json"], extra: ["TRENDING_NOW": "2026-11-22T18:00:00Z"])
        let askedAgain = server.requests.filter { $0.path.hasSuffix("/history") }.count
        let refreshed = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json", "--refresh"], extra: ["TRENDING_NOW": "2026-11-22T19:00:00Z"])
        let askedRefreshed = server.requests.filter { $0.path.hasSuffix("/history") }.count
        let next = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json", "--refresh"])

        #expect(first.status == 0)
        #expect(asked == 3)
        #expect(first.stderr.components(separatedBy: "no star-history API").count == 2)
        #expect(try Sandbox.objects(first).allSatisfy { $0["gained_source"] is NSNull && $0["stars_gained"] is NSNull })
        #expect(again.status == 0)
        // Within the day nothing more is asked, unless --refresh asks again (and it says so again).
        #expect(askedAgain == asked)
        #expect(refreshed.status == 0 && askedRefreshed == asked + 3)
        #expect(refreshed.stderr.components(separatedBy: "no star-history API").count == 2, "\(refreshed.stderr)")
        // A day later it is asked again, and snapshots fill in meanwhile.
        let objects = try Sandbox.objects(next)
        #expect(objects.allSatisfy { $0["gained_source"] as? String == "snapshots" })
        #expect(objects.allSatisfy { $0["stars_gained"] as? Int == 7 })
        #expect(server.requests.filter { $0.path.hasSuffix("/history") }.count == askedRefreshed + 3)
    }

    @Test("a malformed answer costs only that repo its GitHub gain; a repeated week counts once")
    func malformedAndShifted() async throws {
        let repos = [StandInRepo("bad", stars: 900), StandInRepo("shifted", stars: 800)]
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search(repos) }, history: { repo, _ in
                GitHubStandIn.history(repo == "o/bad" ? StarHistoryFixtures.malformed["total-mismatch"]! : StarHistoryFixtures.shiftedPage)
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json"])
        let objects = try Sandbox.objects(result)

        #expect(result.status == 0)
        #expect(result.stderr.contains("GitHub's star history for o/bad was malformed"))
        #expect(objects.map { $0["full_name"] as? String } == ["o/shifted", "o/bad"])
        #expect(objects.first?["stars_gained"] as? Int == 111)
        #expect(objects.last?["stars_gained"] is NSNull)
    }
}

/// A thread-safe counter for stand-in handlers.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int { lock.withLock { value += 1; return value - 1 } }
}
