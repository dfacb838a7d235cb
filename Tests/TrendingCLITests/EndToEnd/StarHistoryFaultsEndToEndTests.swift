import Foundation
import Testing
import TrendingTestSupport

/// Issue 21 (items 1-3 and 9's history wording), issue 24 item 5: a hostile star-history
/// endpoint with faults per repo. A fault costs the smallest thing it belongs to: one repo, never
/// every candidate after it, never star history for every repo, never a century of waiting.
@Suite("star-history faults per repo, end to end")
struct StarHistoryFaultsEndToEndTests {
    /// Star order is measuring order (same age): each fault is followed by a repo that answers.
    static let pool = ["stall", "ok1", "bad400", "ok2", "err500", "ok3", "closed", "ok4", "huge", "ok5"].enumerated().map { index, name in
        StandInRepo(name, stars: 1000 - 10 * index)
    }
    static let faulty = ["o/stall", "o/bad400", "o/err500", "o/closed", "o/huge"]

    static func fault(_ repo: String) -> StubResponse {
        switch repo {
        case "o/stall": StubResponse(status: 200).behaving(.hang)
        case "o/bad400": .json(400, #"{"message":"Bad Request"}"#)
        case "o/err500": .json(500, #"{"message":"Server Error"}"#)
        case "o/closed": StubResponse(status: 200).behaving(.closeWithoutResponse)
        default: HostileResponses.gzipBomb(compressedBytes: 200_000)
        }
    }

    @Test("a stall, a 400, a 5xx, a closed connection or an oversized body costs that repo only, and it is measured last next run")
    func perRepoFaults() async throws {
        let healed = Flag()
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search(Self.pool) }, history: { repo, _ in
                Self.faulty.contains(repo) && !healed.isSet ? Self.fault(repo) : GitHubStandIn.history(StarHistoryFixtures.weeks([0, 0, 7]))
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let first = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json", "--timeout", "60"])
        let asked = server.requests.filter { $0.path.hasSuffix("/stargazers/history") }.map(\.path)

        #expect(first.status == 0, "\(first.stderr)")
        let sources = Dictionary(uniqueKeysWithValues: try Sandbox.objects(first).map { ($0["full_name"] as? String ?? "", $0["gained_source"] as? String) })
        #expect((1...5).allSatisfy { sources["o/ok\($0)"] == "github" }, "every healthy repo measured: \(sources)")
        #expect(Self.faulty.allSatisfy { sources[$0] != "github" })
        // Every candidate was asked: the stall hangs for good, so without its own share of --timeout
        // (12 s of 60) it would have eaten the whole run and left the repos after it unasked. (Not timed:
        // a loaded CI machine makes wall time meaningless.)
        #expect(Set(asked) == Set(Self.pool.map { "/repos/o/\($0.name)/stargazers/history" }), "\(asked)")
        let err500 = asked.filter { $0 == "/repos/o/err500/stargazers/history" }.count
        #expect(err500 == 1, "a 5xx costs its repo, never a retry out of the run's 60 core requests: asked \(err500) times")
        for repo in Self.faulty {
            #expect(first.stderr.contains("Could not get GitHub's star history for \(repo) ("), "\(repo): \(first.stderr)")
        }
        #expect(!first.stderr.contains("the rest on the next run"), "\(first.stderr)")

        // The next run measures the repos that did not fail first: with room for five, the five healthy ones.
        healed.set()
        let before = server.requests.count
        let second = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json", "--refresh", "--candidates", "5"])
        let next = server.requests.dropFirst(before).filter { $0.path.hasSuffix("/stargazers/history") }.map(\.path)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(Set(next) == Set((1...5).map { "/repos/o/ok\($0)/stargazers/history" }), "\(next)")
    }

    @Test("repos whose history failed in a stopped run are not asked within --max-age, and the next run says why they have no gain (bb37 y)")
    func failedLatelyIsSaid() async throws {
        let pool = (0..<8).map { StandInRepo("r\($0)", stars: 1000 - 10 * $0) }
        let failing: Set<String> = ["o/r1", "o/r2", "o/r3"]
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search(pool) }, history: { repo, _ in
                failing.contains(repo) ? .json(500, #"{"message":"Server Error"}"#) : GitHubStandIn.history(StarHistoryFixtures.weeks([0, 0, 7]))
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let first = try await sandbox.run(["--scope", "all", "--source", "search", "--api-url", server.baseURL])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("the rest on the next run"), "three 500s in a row after an answer stop the run: \(first.stderr)")

        let before = server.requests.count
        let second = try await sandbox.run(["--scope", "all", "--source", "search", "--api-url", server.baseURL])
        let asked = server.requests.dropFirst(before).filter { $0.path.hasSuffix("/stargazers/history") }.map(\.path)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(!asked.contains { path in failing.contains { path.contains("/\($0)/") } }, "not asked within --max-age: \(asked)")
        #expect(second.stderr.contains(
            "GitHub's star history for o/r1, o/r2 and o/r3 failed in an earlier run, so they have no gain from it; a run within --max-age does not ask again: each is asked again --max-age after its failure, the first in "
        ), "\(second.stderr)")
        #expect(second.stderr.contains(", or now with --refresh."), "\(second.stderr)")
    }

    @Test("searches all answering 502: each asked once, the run within its share of GitHub's search limit, and a clear failure")
    func searchesFailingAreNotRetried() async throws {
        let server = try LoopbackServer { request, _ in
            request.path == "/search/repositories" ? .json(502, "<html>Bad gateway</html>") : .json(404, #"{"message":"Not Found"}"#)
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--scope", "all", "--source", "search", "--api-url", server.baseURL])

        let searches = server.requests.filter { $0.path == "/search/repositories" }
        #expect(searches.count == 9, "9 candidate searches, none asked twice: \(searches.count)")
        #expect(result.status == 69, "\(result)")
    }

    @Test("one deleted repo's 404 in show does not switch star history off: other repos are still asked")
    func oneNotFound() async throws {
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search([StandInRepo("alive", stars: 900)]) }, history: { repo, _ in
                repo == "o/alive" ? GitHubStandIn.history(StarHistoryFixtures.weeks([0, 5, 7])) : .json(404, #"{"message":"Not Found"}"#)
            }, other: { request in
                ["/repos/o/gone", "/repos/o/alive"].contains(request.path)
                    ? GitHubStandIn.anyRepo(request)
                    : .json(404, #"{"message":"Not Found"}"#)
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let shown = try await sandbox.run(["show", "o/gone", "--api-url", server.baseURL])
        let other = try await sandbox.run(["history", "o/alive", "--daily", "--api-url", server.baseURL])
        // Three more deleted repos after an answer: still each repo's own 404.
        var gone: [ProcessResult] = []
        for name in ["gone1", "gone2", "gone3"] {
            gone.append(try await sandbox.run(["history", "o/\(name)", "--daily", "--api-url", server.baseURL]))
        }
        let listed = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json", "--refresh"])

        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(other.status == 0, "\(other.stderr)")
        #expect(other.stdout.contains("+12 stars in the 9 days GitHub's history covers"), "\(other.stdout)")
        #expect(gone.allSatisfy { $0.status == 66 && $0.stderr.contains("GitHub's star history knows no such repo: it does not exist, was renamed or is private, or this server has no star-history API.") }, "\(gone.map(\.stderr))")
        #expect(listed.status == 0 && !listed.stderr.contains("no star-history API"), "\(listed.stderr)")
        let histories = server.requests.filter { $0.path.hasSuffix("/stargazers/history") }.map(\.path)
        #expect(histories.filter { $0 == "/repos/o/alive/stargazers/history" }.count == 2, "\(histories)")
        // GitHub's details knew none of the three: their histories are not asked at all.
        #expect(histories.count == 3, "\(histories)")
    }

    @Test("a 410 for a repo's star history says the repo is gone, without claiming GitHub answered 404")
    func gone410() async throws {
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search([]) }, history: { _, _ in .json(410, #"{"message":"Repository access blocked"}"#) })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["history", "o/gone", "--daily", "--api-url", server.baseURL])

        #expect(result.status == 66, "\(result.stderr)")
        #expect(result.stderr.contains("GitHub's star history knows no such repo: it does not exist, was renamed or is private, or this server has no star-history API."), "\(result.stderr)")
        // The server's own address (its port may hold the digits) aside.
        #expect(!result.stderr.replacingOccurrences(of: server.baseURL, with: "").contains("404"), "\(result.stderr)")
    }

    @Test("--candidates below the page's rows: read back --offline, a failed repo is said to have failed earlier, the run's pick kept (bb41 n2-D1)")
    func offlineKeepsTheFailingRunsPick() async throws {
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { request in
                GitHubStandIn.namedRepos(request) { GitHubStandIn.search([]) }
            }, history: { name, _ in
                name == "lumen-labs/quill" ? .json(500, #"{"message":"Server Error"}"#) : GitHubStandIn.history(StarHistoryFixtures.weeks([0, 0, 4]))
            }, other: { request in
                request.path.hasPrefix("/trending") ? GitHubStandIn.trendingPage() : .json(404, #"{"message":"Not Found"}"#)
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let command = ["--scope", "all", "--source", "page", "--candidates", "2", "--api-url", server.baseURL]

        let fresh = try await sandbox.run(command)
        let offline = try await sandbox.run(command + ["--offline"])

        #expect(fresh.status == 0 && fresh.stderr.contains("Could not get GitHub's star history for lumen-labs/quill"), "\(fresh.stderr)")
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stderr.contains("GitHub's star history for lumen-labs/quill failed in an earlier run"), "\(offline.stderr)")
        #expect(!offline.stderr.contains("no star history cached"), "\(offline.stderr)")
    }

    @Test("history --daily: a redirect to another repo's history by id (its own id is 7) is refused unasked, exit 65 (bb41 n2-D2)")
    func dailyRedirectedToAnotherID() async throws {
        let asked = Locked<[String]>([])
        let server = try LoopbackServer { request, _ in
            asked.mutate { $0.append(request.path) }
            if request.path.hasPrefix("/repositories/") { return GitHubStandIn.history(StarHistoryFixtures.weeks([0, 0, 4])) }
            return GitHubStandIn.route(request, search: { _ in GitHubStandIn.search([]) }, history: { _, _ in
                StubResponse(status: 302, headers: [("Location", "/repositories/424242/stargazers/history?per_page=14")])
            }, other: GitHubStandIn.anyRepo)
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["history", "o/r1", "--daily", "--api-url", server.baseURL])

        #expect(result.status == 65, "\(result)")
        #expect(!asked.value.contains { $0.hasPrefix("/repositories/") }, "\(asked.value)")
    }

    @Test("show's star history, beside the details it has, gets its share of --timeout: a stalled one costs the gains, not the whole timeout")
    func showStalledHistory() async throws {
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search([]) }, history: { _, _ in
                StubResponse(status: 200, headers: [], body: Data(), behavior: .hang)
            }, other: GitHubStandIn.anyRepo)
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let start = ContinuousClock.now
        let result = try await sandbox.run(["show", "o/slow", "--timeout", "20", "--api-url", server.baseURL])
        let took = start.duration(to: .now)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("o/slow"), "the details are shown")
        #expect(result.stderr.contains("GitHub did not answer in time"), "\(result.stderr)")
        #expect(took < .seconds(15), "a fifth of --timeout (4 s), not all 20: \(took)")
    }

    @Test("history --daily with an empty star history exits 66 and says so, not +0 stars over 90 days of zeros")
    func emptyHistory() async throws {
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search([]) }, history: { _, _ in .json(200, "[]") }, other: GitHubStandIn.anyRepo)
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["history", "o/empty", "--daily", "--api-url", server.baseURL])

        #expect(result.status == 66, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("GitHub's star history for it holds no week."), "\(result.stderr)")
        #expect(!result.stdout.contains("+0 stars"), "\(result.stdout)")
    }

    @Test("a far-future X-RateLimit-Reset holds measuring back an hour at most, and the note says when it resumes",
          arguments: ["9223372036854775807", "100000000000000000000"])
    func farFutureReset(reset: String) async throws {
        let repos = (1...3).map { StandInRepo("r\($0)", stars: 1000 - $0) }
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search(repos) }, history: { _, _ in
                .json(200, StarHistoryFixtures.twoWeeks, headers: [
                    ("x-ratelimit-limit", "60"), ("x-ratelimit-remaining", "10"), ("x-ratelimit-reset", reset), ("x-ratelimit-resource", "core"),
                ])
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        func histories() -> Int { server.requests.filter { $0.path.hasSuffix("/stargazers/history") }.count }

        let first = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json"], extra: ["TZ": "UTC"])
        let askedFirst = histories()
        let early = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json"], extra: ["TZ": "UTC", "TRENDING_NOW": "2026-11-23T12:30:00Z"])
        let askedEarly = histories()
        let later = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json"], extra: ["TZ": "UTC", "TRENDING_NOW": "2026-11-23T13:01:00Z"])

        #expect(first.status == 0 && early.status == 0 && later.status == 0)
        #expect(askedFirst == 1)
        #expect(first.stderr.contains("measured 1 of 3 candidates; set GITHUB_TOKEN to measure all, or the rest are measured after GitHub's rate limit resets at 13:00 (in 1 h)"), "\(first.stderr)")
        #expect(askedEarly == 1)
        #expect(early.stderr.contains("resets at 13:00 (in 30 min)"), "\(early.stderr)")
        #expect(histories() > askedEarly, "an hour later measuring resumes")
    }

    @Test("a week claiming more stars than the repo has is malformed, not ranked first")
    func moreThanStars() async throws {
        let repos = [StandInRepo("liar", stars: 50_000, createdAt: "2015-01-01T00:00:00Z"), StandInRepo("honest", stars: 800)]
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search(repos) }, history: { repo, _ in
                GitHubStandIn.history(StarHistoryFixtures.weeks(repo == "o/liar" ? [0, 1_000_000_000_000, 0] : [0, 400, 300]))
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json"])
        let objects = try Sandbox.objects(result)

        #expect(result.status == 0)
        #expect(objects.map { $0["full_name"] as? String } == ["o/honest", "o/liar"])
        #expect(objects.last?["gained_source"] as? String != "github")
        #expect(result.stderr.contains("GitHub's star history for o/liar was malformed (its weeks gave 1,000,000,000,000 stars in all, more than the repo has (50,000))"), "\(result.stderr)")

        // history --daily knows the stars the list counted just now: the same answer is refused there too.
        let daily = try await sandbox.run(["history", "o/liar", "--daily", "--api-url", server.baseURL])
        #expect(daily.status == 65, "\(daily.stdout)")
        #expect(daily.stderr.contains("more than the repo has (50,000)"), "\(daily.stderr)")
    }

    @Test("history --daily with no count made within the hour asks GitHub's details for one; a history cached with none to judge it is judged by the count show and a list know")
    func unjudgedCachedHistory() async throws {
        let repos = [StandInRepo("liar", stars: 50_000, createdAt: "2015-01-01T00:00:00Z"), StandInRepo("honest", stars: 800)]
        let detailsDown = Locked(true)
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search(repos) }, history: { repo, _ in
                GitHubStandIn.history(StarHistoryFixtures.weeks(repo == "o/liar" ? [0, 10_000_000, 0] : [0, 400, 300]))
            }, other: { _ in
                detailsDown.value ? .json(503, #"{"message":"down"}"#)
                    : .json(200, HostileAnswers.repo(owner: "o", name: "liar", htmlURL: "https://github.com/o/liar", homepage: "", stars: 50_000))
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        // No count to be had: the history goes unjudged, and is cached.
        let daily = try await sandbox.run(["history", "o/liar", "--daily", "--api-url", server.baseURL])
        detailsDown.value = false
        let judged = try await sandbox.run(["history", "o/liar", "--daily", "--api-url", server.baseURL])
        #expect(judged.status == 65 && judged.stderr.contains("more than the repo has (50,000)"), "\(judged.stderr)")
        let shown = try await sandbox.run(["show", "o/liar", "--api-url", server.baseURL])
        let list = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json"])

        #expect(daily.status == 0, "no count known: \(daily.stderr)")
        #expect(!shown.stdout.contains("M in 24 h") && !shown.stdout.contains("M in 7 days"), "\(shown.stdout)")
        #expect(shown.stderr.contains("more than the repo has (50,000)"), "\(shown.stderr)")
        let liar = try Sandbox.objects(list).first { $0["full_name"] as? String == "o/liar" }
        #expect(liar?["gained_source"] as? String != "github", "\(String(describing: liar))")
    }

    @Test("a history redirected to another repo's is not this repo's: no gain, a note naming why; the other repo keeps its own", arguments: [302, 307])
    func redirectedToAnotherRepo(status: Int) async throws {
        let repos = [StandInRepo("bad", stars: 900), StandInRepo("good", stars: 800)]
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search(repos) }, history: { repo, _ in
                repo == "o/bad"
                    ? StubResponse(status: status, headers: [("Location", "/repos/o/good/stargazers/history?per_page=2")])
                    : GitHubStandIn.history(StarHistoryFixtures.weeks([0, 400, 300]))
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json"])
        let gains = Dictionary(uniqueKeysWithValues: try Sandbox.objects(result).map { ($0["full_name"] as? String ?? "", $0["gained_source"] as? String) })

        #expect(result.status == 0)
        #expect(gains["o/good"] == "github")
        #expect(gains["o/bad"] != "github")
        #expect(result.stderr.contains("GitHub's star history for o/bad was malformed (it was redirected to an address that is not this repo's star history)"), "\(result.stderr)")
    }

    @Test("each broken history answer is worded for its cause", arguments: [
        ("{}", "It was not a list of weeks"), ("null", "It was not a list of weeks"), ("<html>Bad gateway</html>", "It was not JSON"),
        (StarHistoryFixtures.malformed["total-mismatch"]!, "Its weeks did not add up"),
        (StarHistoryFixtures.malformed["six-days"]!, "A week lacked its date, its total or 7 whole day counts"),
    ])
    func wording(body: String, words: String) async throws {
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search([]) }, history: { _, _ in GitHubStandIn.history(body) }, other: GitHubStandIn.anyRepo)
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["history", "o/x", "--daily", "--api-url", server.baseURL])

        #expect(result.status == 65)
        #expect(result.stderr.contains("GitHub's star history for o/x was malformed"))
        #expect(result.stderr.contains("\(words), so it was not used."), "\(result.stderr)")
    }

    @Test("a 304 to a request with nothing cached is worded as such")
    func notModifiedWithoutCache() async throws {
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search([]) }, history: { _, _ in StubResponse(status: 304) }, other: GitHubStandIn.anyRepo)
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["history", "o/x", "--daily", "--api-url", server.baseURL])

        #expect(result.status == 65)
        #expect(result.stderr.contains("GitHub answered 304 Not Modified, with nothing cached to reuse, so it was not used."), "\(result.stderr)")
    }
}

/// A switch a stand-in handler reads, flipped by the test between runs.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
