import Foundation
import Testing
import TrendingTestSupport

/// GitHub's trending page when something goes wrong around it: a page that stalls, the search
/// that completes its rows failing, a spoken-language filter only the page knows, and the exit
/// codes of a page that cannot be read. Through the binary, against a loopback stand-in.
@Suite("trending page faults, end to end")
struct TrendingPageFaultsEndToEndTests {
    static func server(
        page: @escaping @Sendable (RecordedRequest) -> StubResponse = { _ in GitHubStandIn.trendingPage() },
        search: @escaping @Sendable (RecordedRequest) -> StubResponse = { request in
            GitHubStandIn.namedRepos(request) { GitHubStandIn.search([StandInRepo("searched", stars: 5_000)]) }
        }
    ) throws -> LoopbackServer {
        try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: search, history: { _, _ in
                GitHubStandIn.history(StarHistoryFixtures.weeks([0, 0, 7]))
            }, other: { request in
                request.path.hasPrefix("/trending") ? page(request) : .json(404, #"{"message":"Not Found"}"#)
            })
        }
    }

    /// A cold `--scope all --json` run, then a `--refresh` while every search (and with
    /// `pageFails`, the page) answers 502.
    static func coldThenFailingRefresh(pageFails: Bool) async throws -> (first: ProcessResult, second: ProcessResult) {
        let failing = Locked(false)
        let down = StubResponse(status: 502, body: Data("<h1>bad gateway</h1>".utf8))
        let server = try server(
            page: { _ in pageFails && failing.value ? down : GitHubStandIn.trendingPage() },
            search: { request in
                failing.value ? down : GitHubStandIn.namedRepos(request) { GitHubStandIn.search([StandInRepo("searched", stars: 5_000)]) }
            }
        )
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let command = ["--scope", "all", "--json", "--limit", "100", "--api-url", server.baseURL]
        let first = try await sandbox.run(command)
        failing.mutate { $0 = true }
        return (first, try await sandbox.run(command + ["--refresh"]))
    }

    static func searches(_ server: LoopbackServer, from start: Int = 0) -> [RecordedRequest] {
        server.requests.dropFirst(start).filter { $0.path == "/search/repositories" }
    }

    static func namesRows(_ request: RecordedRequest) -> Bool {
        request.queryItems["q"]?.contains("repo:") == true
    }

    // MARK: - A spent search limit

    @Test("once GitHub says the search limit is used up, the run sends no other search", arguments: ["403", "200"])
    func spentSearchLimit(status: String) async throws {
        // A 403 with no remaining request, or an answer that spends the last one: either way the
        // next search would fail, and GitHub warns that asking while limited can get a client banned.
        let reset = String(Int(Date().timeIntervalSince1970) + 600)
        let limited = [("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", reset), ("X-RateLimit-Resource", "search")]
        let server = try Self.server(search: { request in
            status == "403"
                ? .json(403, Fixtures.data("errors/403-primary-rate-limit.json"), headers: limited)
                : {
                    var answer = GitHubStandIn.namedRepos(request) { GitHubStandIn.search([]) }
                    answer.headers += limited
                    return answer
                }()
        })
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json"])

        #expect(Self.searches(server).count == 1, "\(Self.searches(server).map(\.target))")
        #expect(result.status == (status == "403" ? 75 : 0), "\(result.stderr)")

        // Later runs send none either until it resets; a token's limit is another one.
        let before = server.requests.count
        let again = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json", "--refresh"])
        #expect(Self.searches(server, from: before).isEmpty, "\(Self.searches(server, from: before).map(\.target))")
        // Said as a limit, not as a search that failed: none was sent.
        #expect(again.stderr.contains("GitHub's search limit is used up until"), "\(again.stderr)")
        #expect(!again.stderr.contains("failed"), "\(again.stderr)")
        let withToken = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json", "--refresh"], extra: ["GITHUB_TOKEN": "ghp_e2e"])
        #expect(Self.searches(server, from: before).count == 1, "the token's own limit: asked once, and spent again")
        #expect(withToken.status == again.status, "\(withToken.stderr)")
    }

    // MARK: - A page whose repos GitHub's search does not know

    @Test("a page read whose repos the search knows none of says so (not 'could not be read'); --source page exits 66")
    func rowsUnknownToSearch() async throws {
        // The rows' search names them all (repo:…) and finds none: deleted, renamed or private.
        let server = try Self.server(search: { request in
            (request.queryItems["q"] ?? "").contains("repo%3A") || (request.queryItems["q"] ?? "").contains("repo:")
                ? GitHubStandIn.search([]) : GitHubStandIn.search([StandInRepo("searched", stars: 5_000)])
        })
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let auto = try await sandbox.run(["--scope", "all", "--json", "--api-url", server.baseURL])
        let pageOnly = try await sandbox.run(["--scope", "all", "--source", "page", "--api-url", server.baseURL, "--refresh"])

        #expect(auto.status == 0, "\(auto.stderr)")
        #expect(auto.stderr.contains("GitHub's trending page was read, but GitHub's search knew none of its "), "\(auto.stderr)")
        #expect(auto.stderr.contains("repos; candidates come from search."), "\(auto.stderr)")
        #expect(!auto.stderr.contains("could not be read"), "\(auto.stderr)")
        #expect(try Sandbox.objects(auto).map { $0["full_name"] as? String } == ["o/searched"])
        #expect(pageOnly.status == 66, "\(pageOnly.stderr)")
        #expect(pageOnly.stderr.contains("GitHub's trending page was read, but no repo of it can be listed"), "\(pageOnly.stderr)")
    }

    // MARK: - A stalling page

    @Test("a page that never answers costs only its share of --timeout: the searches' candidates are all measured")
    func stallingPage() async throws {
        let server = try Self.server(page: { _ in StubResponse(status: 200, behavior: .hang) })
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        // 40 s: the page's share is 8 s, and a loaded CI machine still has time for the searches and measuring.
        let result = try await sandbox.run(["--scope", "all", "--timeout", "40", "--json", "--api-url", server.baseURL])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("GitHub's trending page could not be read; candidates come from search"), "\(result.stderr)")
        #expect(!result.stderr.contains("measured"), "nothing left unmeasured: \(result.stderr)")
        let searched = try #require(try Sandbox.objects(result).first { $0["full_name"] as? String == "o/searched" })
        #expect(searched["gained_source"] as? String == "github", "\(result.stdout)")
        #expect(server.requests.filter { $0.path.hasPrefix("/trending") }.count == 1, "one page request a run")
    }

    @Test("--timeout bounds the whole run: a stalling page-rows search, stalling searches and histories end by it together")
    func wholeRunDeadline() async throws {
        let arrivals = Locked<[Date]>([])
        let server = try LoopbackServer { request, _ in
            arrivals.mutate { $0.append(Date()) }
            return request.path.hasPrefix("/trending") ? GitHubStandIn.trendingPage() : StubResponse(status: 200, behavior: .hang)
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--scope", "all", "--timeout", "10", "--api-url", server.baseURL])

        #expect(result.status == 69, "nothing listed, GitHub did not answer: \(result.stderr)")
        // Timed from the first request, which the run's start precedes. Before, the rows search
        // had all 10 s, then the searches 10 s more, one after another: requests came until 20 s.
        let first = try #require(arrivals.value.first)
        let late = arrivals.value.map { $0.timeIntervalSince(first) }.filter { $0 > 13 }
        #expect(late.isEmpty, "no request long after the deadline: \(late)")
        #expect(server.requests.contains { $0.path == "/search/repositories" }, "the searches had their shares")
    }

    // MARK: - --spoken-language

    @Test("--spoken-language with the page read lists only the page's rows: no search, recent list or remembered row joins")
    func spokenLanguageOnlyPage() async throws {
        // Yesterday's list, in every spoken language, leaves recent repos and remembered page rows.
        let server = try Self.server(page: { request in
            request.queryItems["spoken_language_code"] == "zh"
                ? GitHubStandIn.trendingPage("repos-2026-weekly.html") : GitHubStandIn.trendingPage()
        })
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let earlier = try await sandbox.run(
            ["--scope", "all", "--api-url", server.baseURL, "--json"], extra: ["TRENDING_NOW": "2026-11-22T12:00:00Z"]
        )
        #expect(earlier.status == 0, "\(earlier.stderr)")
        let before = server.requests.count

        let result = try await sandbox.run(["--scope", "all", "--spoken-language", "zh", "--api-url", server.baseURL, "--json", "--limit", "100"])
        let objects = try Sandbox.objects(result)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(!objects.isEmpty)
        let strays = objects.filter { $0["page_rank"] is NSNull || $0["discovered_by"] as? [String] != ["page"] }.map { $0["full_name"] as? String }
        #expect(strays.isEmpty, "rows the zh page did not list: \(strays)")
        #expect(Self.searches(server, from: before).allSatisfy(Self.namesRows), "no discovery search")
    }

    @Test("a --spoken-language list is remembered as that page's: a run within --max-age asks nothing, and --offline lists it")
    func spokenLanguageRemembered() async throws {
        let server = try Self.server()
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let command = ["--scope", "all", "--spoken-language", "zh", "--api-url", server.baseURL, "--json"]

        let first = try await sandbox.run(command)
        let asked = server.requests.count
        let again = try await sandbox.run(command)
        let offline = try await sandbox.run(command + ["--offline"])

        #expect(first.status == 0 && again.status == 0 && offline.status == 0, "\(again.stderr)\(offline.stderr)")
        #expect(server.requests.count == asked, "no search for rows named before: \(server.requests.dropFirst(asked).map(\.target))")
        #expect(try Sandbox.objects(offline).map { $0["full_name"] as? String } == Sandbox.objects(first).map { $0["full_name"] as? String })
    }

    @Test("--spoken-language that cannot be applied is a note --quiet leaves out")
    func spokenLanguageIgnoredQuietly() async throws {
        let server = try Self.server()
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let noted = try await sandbox.run(["--scope", "all", "--source", "search", "--spoken-language", "zh", "--api-url", server.baseURL])
        let quiet = try await sandbox.run(["--scope", "all", "--source", "search", "--spoken-language", "zh", "-q", "--api-url", server.baseURL])

        #expect(noted.status == 0 && quiet.status == 0)
        #expect(noted.stderr.contains("--spoken-language is ignored"), "\(noted.stderr)")
        #expect(!quiet.stderr.contains("--spoken-language"), "\(quiet.stderr)")
    }

    @Test("without --scope all, --spoken-language is noted with the other --scope all flags; the config file's is a default, said nowhere")
    func spokenLanguageWithoutScopeAll() async throws {
        let server = try Self.server()
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let flag = try await sandbox.run(["--spoken-language", "zh", "--candidates", "5", "--api-url", server.baseURL])
        try sandbox.writeConfig("spoken-language = zh\ncandidates = 5\n")
        let fromConfig = try await sandbox.run(["--refresh", "--api-url", server.baseURL])

        #expect(flag.status == 0 && fromConfig.status == 0)
        #expect(flag.stderr.contains("--candidates and --spoken-language apply only to --scope all, so they are ignored here."), "\(flag.stderr)")
        #expect(!flag.stderr.contains("Only GitHub's trending page filters"), "said once, with the others: \(flag.stderr)")
        #expect(fromConfig.stderr.isEmpty, "\(fromConfig.stderr)")
    }

    // MARK: - The search that completes the page's rows

    @Test("--source page whose rows' details search fails names the search, not the page, and exits 69")
    func pageOnlyDetailsSearchFails() async throws {
        let server = try Self.server(search: { _ in .json(500, #"{"message":"boom"}"#) })
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--scope", "all", "--source", "page", "--api-url", server.baseURL])

        #expect(result.status == 69, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(!result.stderr.contains("trending page could not be read"), "\(result.stderr)")
        #expect(!result.stderr.contains("The page answered"), "\(result.stderr)")
        #expect(result.stderr.hasPrefix("error: GitHub's search for the trending page's repos failed\n"), "the error alone: \(result.stderr)")
        #expect(Self.searches(server).allSatisfy(Self.namesRows), "--source page asks no discovery search")
    }

    @Test("with auto, a failing search for the page's rows is said as such, not as a page that could not be read")
    func autoDetailsSearchFails() async throws {
        let server = try Self.server(search: { _ in .json(500, #"{"message":"boom"}"#) })
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        // A long --timeout: under a loaded machine the search's share must not run out first (not what is tested).
        let result = try await sandbox.run(["--scope", "all", "--timeout", "300", "--api-url", server.baseURL])

        #expect(!result.stderr.contains("trending page could not be read"), "\(result.stderr)")
        #expect(result.stderr.contains("trending page was read, but GitHub's search for its repos failed (GitHub answered HTTP 500)"), "\(result.stderr)")
    }

    @Test("with search down, the page's rows seen before are listed and measured; the new one and the search's failure are said")
    func searchDownRowsSeenBefore() async throws {
        let searchDown = Locked(false)
        // Today's page lists one repo yesterday's did not, in the first row.
        let today = String(decoding: Fixtures.data("trending-page/repos-2026-article.html"), as: UTF8.self)
            .replacingOccurrences(of: "lumen-labs/quill", with: "lumen-labs/inkwell")
        let server = try Self.server(page: { _ in
            searchDown.value ? StubResponse(status: 200, headers: [("Content-Type", "text/html")], body: Data(today.utf8)) : GitHubStandIn.trendingPage()
        }, search: { request in
            searchDown.value ? .json(500, #"{"message":"boom"}"#)
                : GitHubStandIn.namedRepos(request) { GitHubStandIn.search([StandInRepo("searched", stars: 5_000)]) }
        })
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let yesterday = try await sandbox.run(
            ["--scope", "all", "--api-url", server.baseURL, "--json"], extra: ["TRENDING_NOW": "2026-11-22T12:00:00Z"]
        )
        #expect(yesterday.status == 0, "\(yesterday.stderr)")
        searchDown.mutate { $0 = true }

        // Another list (--min-stars): no cached copy of it to fall back on.
        let result = try await sandbox.run(["--scope", "all", "--min-stars", "1", "--api-url", server.baseURL, "--json", "--limit", "100"])
        let objects = try Sandbox.objects(result)

        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains(
            "note: GitHub's trending page was read, but GitHub's search for its repos failed (GitHub answered HTTP 500); only the 24 of its 25 rows this machine knew of are listed."
        ), "\(result.stderr)")
        #expect(result.stderr.contains("note: GitHub's search failed (GitHub answered HTTP 500)"), "\(result.stderr)")
        let quiet = try await sandbox.run(["--scope", "all", "--min-stars", "1", "--api-url", server.baseURL, "--json", "--limit", "100", "-q"])
        #expect(quiet.status == 0 && !quiet.stderr.contains("search failed"), "a fallback's note: \(quiet.stderr)")
        let paged = objects.filter { ($0["discovered_by"] as? [String])?.contains("page") == true }
        #expect(paged.count == 24, "\(result.stdout)")
        #expect(Set(paged.compactMap { $0["page_rank"] as? Int }) == Set(2...25), "all but the new first row")
        #expect(paged.allSatisfy { $0["gained_source"] as? String == "github" })
    }

    // MARK: - Exit codes of a page that cannot be read

    @Test("a page over 20 MiB is refused as data GitHub sent: exit 65, for the developers and for --source page")
    func oversizedPage() async throws {
        let huge = StubResponse(status: 200, headers: [("Content-Type", "text/html")], body: Data(repeating: UInt8(ascii: " "), count: 21 * 1024 * 1024))
        let server = try Self.server(page: { _ in huge })
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let developers = try await sandbox.run(["developers", "--api-url", server.baseURL])
        let repos = try await sandbox.run(["--scope", "all", "--source", "page", "--api-url", server.baseURL])

        #expect(developers.status == 65, "\(developers)")
        #expect(developers.stderr.contains("larger than 20 MiB"), "\(developers.stderr)")
        #expect(!developers.stderr.contains("Could not reach"), "GitHub was reached: \(developers.stderr)")
        #expect(repos.status == 65, "\(repos)")
        #expect(repos.stderr.contains("larger than 20 MiB"), "\(repos.stderr)")
    }

    @Test("a page GitHub refuses with 403 exits 77 (forbidden), another 4xx 65, for the developers and for --source page")
    func forbiddenPage() async throws {
        let server = try Self.server(page: { _ in StubResponse(status: 403, body: Data("<h1>no</h1>".utf8)) })
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let developers = try await sandbox.run(["developers", "--api-url", server.baseURL])
        let repos = try await sandbox.run(["--scope", "all", "--source", "page", "--api-url", server.baseURL])

        #expect(developers.status == 77 && repos.status == 77, "\(developers) \(repos)")
        #expect(developers.stderr.hasPrefix("error: GitHub refused its trending developers page\n  The page answered 403."), "\(developers.stderr)")

        let gone = try Self.server(page: { _ in StubResponse(status: 410, body: Data("<h1>gone</h1>".utf8)) })
        defer { gone.stop() }
        let developersGone = try await sandbox.run(["developers", "--refresh", "--api-url", gone.baseURL])
        let reposGone = try await sandbox.run(["--scope", "all", "--source", "page", "--refresh", "--api-url", gone.baseURL])
        #expect(developersGone.status == 65 && reposGone.status == 65, "\(developersGone) \(reposGone)")
    }

    @Test("--source page with the page failing shows the page's cached copy with a notice and exits 0, as a list falls back to its cache")
    func pageOnlyStaleCopy() async throws {
        let failing = Locked(false)
        let server = try Self.server(page: { _ in failing.value ? StubResponse(status: 500, body: Data("<h1>down</h1>".utf8)) : GitHubStandIn.trendingPage() })
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        // In the page's order: the first run's counts are the search's, the second's (rows seen
        // before, no search) the page's, so a ranking by gain could break its ties differently.
        let command = ["--scope", "all", "--source", "page", "--sort", "page", "--json", "--api-url", server.baseURL]

        let first = try await sandbox.run(command)
        let pagesFirst = server.requests.filter { $0.path.hasPrefix("/trending") }.count
        failing.mutate { $0 = true }
        let second = try await sandbox.run(command + ["--refresh"])

        #expect(first.status == 0, "\(first.stderr)")
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("Showing GitHub's trending page fetched"), "\(second.stderr)")
        #expect(second.stderr.contains("could not refresh (the page answered HTTP 500)"), "\(second.stderr)")
        let before = try Sandbox.objects(first).compactMap { $0["full_name"] as? String }
        let after = try Sandbox.objects(second).compactMap { $0["full_name"] as? String }
        #expect(!before.isEmpty && after == before, "\(before) \(after)")
        #expect(pagesFirst == 1)
        #expect(server.requests.filter { $0.path.hasPrefix("/trending") }.count == pagesFirst + 1, "the refresh asked the page once")
    }

    @Test("--source auto with the page and every search failing: the cached list is shown with the page's copy, its ranks kept, and one notice each")
    func autoStaleCopyBesideCachedList() async throws {
        let (first, second) = try await Self.coldThenFailingRefresh(pageFails: true)

        #expect(first.status == 0 && second.status == 0, "\(first.stderr) \(second.stderr)")
        #expect(second.stderr.contains("Showing the list fetched"), "\(second.stderr)")
        #expect(second.stderr.contains("Showing GitHub's trending page fetched"), "\(second.stderr)")
        #expect(second.stderr.contains("could not refresh (the page answered HTTP 502)"), "\(second.stderr)")
        #expect(!second.stderr.contains("candidates come from search"), "\(second.stderr)")
        let ranked = { (objects: [[String: Any]]) in Set(objects.compactMap { $0["page_rank"] as? Int }) }
        #expect(try ranked(Sandbox.objects(first)).count == 25)
        #expect(try ranked(Sandbox.objects(second)) == ranked(Sandbox.objects(first)), "the page's ranks kept")
    }

    @Test("a cached list standing in for a failed refresh, page and searches alike, says the deltas --offline says of it (bb43 v2-D3)")
    func standInDeltasAsOffline() async throws {
        let failing = Locked(false)
        let down = StubResponse(status: 502, body: Data("<h1>bad gateway</h1>".utf8))
        let server = try Self.server(
            page: { _ in failing.value ? down : GitHubStandIn.trendingPage() },
            search: { request in
                failing.value ? down : GitHubStandIn.namedRepos(request) { GitHubStandIn.search([StandInRepo("searched", stars: 5_000)]) }
            }
        )
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let command = ["--scope", "all", "--json", "--limit", "100", "--api-url", server.baseURL]
        let at = { (hours: Int) in ["TRENDING_NOW": "2026-11-22T\(10 + hours):00:00Z"] }

        _ = try await sandbox.run(command, extra: at(0))
        _ = try await sandbox.run(command + ["--refresh"], extra: at(2))
        failing.mutate { $0 = true }
        let standingIn = try await sandbox.run(command + ["--refresh"], extra: at(3))
        let offline = try await sandbox.run(command + ["--offline"], extra: at(3))

        #expect(standingIn.status == 0 && standingIn.stderr.contains("Showing the list fetched"), "\(standingIn.stderr)")
        let deltas = { (result: ProcessResult) in
            try Sandbox.objects(result).reduce(into: [String: String]()) { $0[$1["full_name"] as? String ?? "?"] = "\($1["stars_delta"] ?? "none")" }
        }
        let fallback = try deltas(standingIn)
        #expect(fallback["o/searched"] == "0", "the searched row keeps its delta: \(fallback)")
        #expect(try fallback == deltas(offline))
    }

    @Test("the page read, every search failing: the list is this run's, and only its searched part is said to be old")
    func searchedPartOld() async throws {
        let (first, second) = try await Self.coldThenFailingRefresh(pageFails: false)

        #expect(first.status == 0 && second.status == 0, "\(first.stderr) \(second.stderr)")
        #expect(second.stderr.contains("warning: GitHub's search failed (GitHub answered HTTP 502); the searches' candidates are those found"), "\(second.stderr)")
        #expect(!second.stderr.contains("Showing the list fetched"), "\(second.stderr)")
        let objects = try Sandbox.objects(second)
        #expect(objects.contains { $0["full_name"] as? String == "o/searched" }, "the cached search's repos still join")
        #expect(objects.compactMap { $0["page_rank"] as? Int }.count == 25)
    }

    // MARK: - One request a run, and GitHub's waits

    @Test("the page is asked once a run: a 5xx or a dropped connection is not asked again", arguments: [
        StubResponse(status: 503, body: Data("<h1>down</h1>".utf8)),
        StubResponse(status: 200, behavior: .closeWithoutResponse),
    ])
    func pageAskedOnce(page: StubResponse) async throws {
        let server = try Self.server(page: { _ in page })
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--scope", "all", "--json", "--api-url", server.baseURL])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("GitHub's trending page could not be read; candidates come from search"), "\(result.stderr)")
        #expect(server.requests.filter { $0.path.hasPrefix("/trending") }.count == 1, "\(server.requests.map(\.path))")
        #expect(try Sandbox.objects(result).contains { $0["full_name"] as? String == "o/searched" })
    }

    @Test("a 429 naming a short wait is waited out and the page asked once more")
    func shortRetryAfter() async throws {
        let asked = Locked(0)
        let server = try Self.server(page: { _ in
            asked.mutate { $0 += 1 }
            return asked.value == 1
                ? StubResponse(status: 429, headers: [("Retry-After", "1")], body: Data("<h1>slow down</h1>".utf8)) : GitHubStandIn.trendingPage()
        })
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        // A long --timeout, so the page's share (a fifth) outlasts the 1 s wait however loaded the machine.
        let result = try await sandbox.run(["--scope", "all", "--json", "--timeout", "300", "--api-url", server.baseURL])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("could not be read"), "\(result.stderr)")
        #expect(server.requests.filter { $0.path.hasPrefix("/trending") }.count == 2)
        #expect(try Sandbox.objects(result).contains { $0["page_rank"] as? Int == 1 })
    }

    @Test("a 429's Retry-After is honoured by later runs too: no trending page is asked until it is over")
    func retryAfterRemembered() async throws {
        let server = try Self.server(page: { _ in
            StubResponse(status: 429, headers: [("Retry-After", "600")], body: Data("<h1>slow down</h1>".utf8))
        })
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let first = try await sandbox.run(["--scope", "all", "--json", "--api-url", server.baseURL])
        let second = try await sandbox.run(["--scope", "all", "--since", "weekly", "--json", "--refresh", "--api-url", server.baseURL])
        let pageOnly = try await sandbox.run(["--scope", "all", "--source", "page", "--api-url", server.baseURL])
        let developers = try await sandbox.run(["developers", "--api-url", server.baseURL])

        #expect(first.status == 0 && second.status == 0, "\(first.stderr) \(second.stderr)")
        #expect(second.stderr.contains("GitHub's trending page could not be read; candidates come from search"), "\(second.stderr)")
        #expect(try Sandbox.objects(second).contains { $0["full_name"] as? String == "o/searched" })
        #expect(pageOnly.status == 75, "\(pageOnly)")
        #expect(pageOnly.stderr.contains("GitHub asked to wait until"), "\(pageOnly.stderr)")
        #expect(pageOnly.stderr.contains("(in 10 min)"), "\(pageOnly.stderr)")
        #expect(developers.status == 75, "\(developers)")
        #expect(server.requests.filter { $0.path.hasPrefix("/trending") }.count == 1, "\(server.requests.map(\.path))")
    }

    @Test("trending developers --help gives every exit code of a page that cannot be read")
    func developersHelpExitCodes() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }

        let help = try await sandbox.run(["developers", "--help"])
        let words = help.stdout.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")

        #expect(words.contains("a 404 (no such language page) or a page that lists no developer for these options 66"), "\(help.stdout)")
        #expect(words.contains("exits 69") && words.contains("rate limit 75"))
        #expect(words.contains("larger than 20 MiB") && words.contains("a 403 77"), "\(help.stdout)")
    }
}
