import Foundation
import Testing
@testable import TrendingData
import TrendingDomain

@Suite("GitHubPageCandidateLoader")
struct GitHubPageCandidateLoaderTests {
    @Test("the page's rows in page order, with one search for the details the page lacks, whose counts win over the page's")
    func resolves() async throws {
        let (sut, rows, client) = makeSUT(
            .rows([row(2, "r2", stars: 70, forks: 3), row(1, "r1", stars: nil, forks: nil), row(3, "gone", stars: 1, forks: 1)], fetchedAt: referenceNow, fromCache: true),
            search: [.success(searchPage(ids: 1...2))]
        )

        let answer = await sut.candidates(for: TrendingQuery(period: .weekly, language: "C++", topics: ["cli"], minStars: 50, scope: .all), spokenLanguage: "zh", mode: .refresh, remembered: PageMemory())

        guard case .listed(let candidates, let fetchedAt, let fromCache, _, _) = answer else { Issue.record("\(answer)"); return }
        #expect(candidates.map(\.rank) == [2, 1], "page order; a row the search does not return is left out")
        #expect(candidates.map(\.repo.fullName) == ["o/r2", "o/r1"])
        #expect(candidates[0].repo.stars == 99_998 && candidates[0].repo.forks == 0, "the search's counts, not the page's 70 and 3")
        #expect(candidates[0].repo.description == "page words" && candidates[0].repo.language == "C++")
        #expect(candidates[1].repo.stars == 99_999, "no count on the page: the search's")
        #expect(candidates[0].repo.id == 2 && candidates[0].repo.createdAt == ISO8601DateFormatter().date(from: "2026-11-22T13:00:00Z"))
        #expect(fetchedAt == referenceNow && fromCache)
        #expect(rows.calls == ["weekly C++ zh refresh"])
        let url = try #require(client.requests.first?.url)
        #expect(client.requests.count == 1)
        #expect(url.path == "/search/repositories")
        let q = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "q" }?.value
        #expect(q?.replacingOccurrences(of: "+", with: " ") == "repo:o/r2 repo:o/r1 repo:o/gone topic:cli stars:>=50", "form-encoded")
    }

    @Test("a page's scraped counts never stand in for the counts this run's search gave, nor decide --min-stars")
    func searchCountsWin() async throws {
        let (sut, _, _) = makeSUT(
            .rows([row(1, "r1", stars: 12, forks: 1), row(2, "r2", stars: 5_000_000, forks: 9)], fetchedAt: referenceNow, fromCache: false),
            search: [.success(searchPage(ids: 1...2))]
        )

        let answer = await sut.candidates(for: TrendingQuery(minStars: 50, scope: .all), spokenLanguage: nil, mode: .automatic, remembered: PageMemory())

        guard case .listed(let candidates, _, _, _, _) = answer else { Issue.record("\(answer)"); return }
        #expect(candidates.map(\.repo.fullName) == ["o/r1", "o/r2"], "12 on the page, but GitHub's API says 99,999")
        #expect(candidates.map(\.repo.stars) == [99_999, 99_998])
        #expect(candidates.map(\.repo.forks) == [0, 0])
    }

    @Test("a page that cannot be read passes on why; the details search failing is said as that search's failure; --offline asks no search")
    func unavailable() async {
        let (failed, _, client) = makeSUT(.unavailable(.http(status: 503)), search: [])
        #expect(await failed.candidates(for: TrendingQuery(scope: .all), spokenLanguage: nil, mode: .automatic, remembered: PageMemory()) == .unavailable(.http(status: 503)))
        #expect(client.requests.isEmpty)

        let (searchDown, _, _) = makeSUT(.rows([row(1, "r1", stars: 1, forks: 1)], fetchedAt: referenceNow, fromCache: false), search: [.failure(.transport("reset"))])
        #expect(await searchDown.candidates(for: TrendingQuery(scope: .all), spokenLanguage: nil, mode: .automatic, remembered: PageMemory()) == .detailsUnavailable(.unreachable("reset"), known: [], total: 1, fetchedAt: referenceNow, fromCache: false, unlisted: ["o/r1": 1]))

        let (offline, _, offlineClient) = makeSUT(.rows([row(1, "r1", stars: 1, forks: 1)], fetchedAt: referenceNow, fromCache: true), search: [])
        #expect(await offline.candidates(for: TrendingQuery(scope: .all), spokenLanguage: nil, mode: .offline, remembered: PageMemory()) == .unavailable(.offlineDetailsUnknown(count: 1)))
        #expect(offlineClient.requests.isEmpty)
    }

    @Test("a page read whose repos GitHub's search knew none of (or none fit --min-stars) is said so, not as a page that could not be read")
    func rowsUnmatched() async {
        let rows: TrendingPageAnswer<[TrendingPageRow]> = .rows([row(1, "ghost1", stars: 1, forks: 1), row(2, "ghost2", stars: 1, forks: 1)], fetchedAt: referenceNow, fromCache: false)
        let (unknown, _, _) = makeSUT(rows, search: [.success(searchPage(ids: [Int]()))])
        #expect(await unknown.candidates(for: TrendingQuery(scope: .all), spokenLanguage: nil, mode: .automatic, remembered: PageMemory()) == .unavailable(.rowsUnmatched(count: 2, filtered: false)))

        let (filtered, _, _) = makeSUT(rows, search: [.success(searchPage(ids: [Int]()))])
        #expect(await filtered.candidates(for: TrendingQuery(minStars: 1_000_000, scope: .all), spokenLanguage: nil, mode: .automatic, remembered: PageMemory()) == .unavailable(.rowsUnmatched(count: 2, filtered: true)))
    }

    @Test("rows another page of this run listed a moment before need no search, even --offline; --topic asks the search all the same")
    func remembered() async {
        let known = Repo(id: 42, owner: "o", name: "r1", description: "old words", language: nil, stars: 3, forks: 0,
                         urlText: "https://github.com/o/r1", createdAt: referenceNow.addingTimeInterval(-86_400 * 400))
        var memory = PageMemory()
        memory.record([PageCandidate(rank: 5, repo: known)], period: .daily, language: nil, at: referenceNow.addingTimeInterval(-30))
        for mode in [LoadMode.automatic, .offline] {
            let (sut, _, client) = makeSUT(.rows([row(1, "r1", stars: 9, forks: 2)], fetchedAt: referenceNow, fromCache: false), search: [])

            let answer = await sut.candidates(for: TrendingQuery(scope: .all), spokenLanguage: nil, mode: mode, remembered: memory)

            guard case .listed(let candidates, _, _, _, _) = answer else { Issue.record("\(answer)"); return }
            #expect(candidates.map(\.repo.id) == [42])
            // The counts and words an earlier run's search gave, not the page's printed 9 and 2 (nor its words).
            #expect(candidates.first?.repo.stars == 3 && candidates.first?.repo.forks == 0 && candidates.first?.repo.description == "old words")
            #expect(candidates.first?.countsAreCurrent == false)
            #expect(client.requests.isEmpty)
        }
        let (topics, _, client) = makeSUT(.rows([row(1, "r1", stars: 9, forks: 2)], fetchedAt: referenceNow, fromCache: false), search: [.success(searchPage(ids: 1...1))])
        _ = await topics.candidates(for: TrendingQuery(topics: ["cli"], scope: .all), spokenLanguage: nil, mode: .automatic, remembered: memory)
        #expect(client.requests.count == 1)
        // Under --min-stars by its old count, it may have grown past it: asked again; over it, not.
        let (floor, _, floorClient) = makeSUT(.rows([row(1, "r1", stars: 9, forks: 2)], fetchedAt: referenceNow, fromCache: false), search: [.success(searchPage(ids: 1...1))])
        _ = await floor.candidates(for: TrendingQuery(minStars: 5, scope: .all), spokenLanguage: nil, mode: .automatic, remembered: memory)
        #expect(floorClient.requests.count == 1)
        let (under, _, underClient) = makeSUT(.rows([row(1, "r1", stars: 9, forks: 2)], fetchedAt: referenceNow, fromCache: false), search: [])
        _ = await under.candidates(for: TrendingQuery(minStars: 2, scope: .all), spokenLanguage: nil, mode: .automatic, remembered: memory)
        #expect(underClient.requests.isEmpty)
    }

    @Test("rows the page memory saw before this read (over a minute before) are named again, their counts this search's; one it omits, refuses or fails keeps the memory's (bb26 d-D1)")
    func recounted() async throws {
        let old = { (id: Int, name: String) in
            Repo(id: id, owner: "o", name: name, description: "old words", language: nil, stars: 3, forks: 0,
                 urlText: "https://github.com/o/\(name)", createdAt: referenceNow.addingTimeInterval(-86_400 * 400))
        }
        var memory = PageMemory()
        memory.record([PageCandidate(rank: 1, repo: old(1, "r1")), PageCandidate(rank: 2, repo: old(2, "r2"))],
                      period: .daily, language: nil, at: referenceNow.addingTimeInterval(-86_400 * 7))
        memory.record([PageCandidate(rank: 3, repo: old(3, "r3"))], period: .daily, language: nil, at: referenceNow.addingTimeInterval(-30))
        let rows = [row(1, "r1", stars: 9, forks: 2), row(2, "r2", stars: 9, forks: 2), row(3, "r3", stars: 9, forks: 2)]
        let cannot = response(422, body: #"{"message":"Validation Failed","errors":[{"message":"The listed users and repositories cannot be searched either because the resources do not exist or you do not have permission to view them.","resource":"Search","field":"q","code":"invalid"}]}"#)
        for answer in [Result<HTTPResponse, NetworkError>.success(searchPage(ids: 1...1)), .success(cannot), .failure(.transport("reset"))] {
            let (sut, _, client) = makeSUT(.rows(rows, fetchedAt: referenceNow, fromCache: false), search: Array(repeating: answer, count: 8))

            let listed = await sut.candidates(for: TrendingQuery(scope: .all), spokenLanguage: nil, mode: .automatic, remembered: memory)

            guard case .listed(let candidates, _, _, let warnings, _) = listed else { Issue.record("\(listed)"); return }
            #expect(candidates.map(\.repo.id) == [1, 2, 3])
            let query = try #require(client.requests.first?.url.absoluteString.removingPercentEncoding)
            #expect(query.contains("repo:o/r1") && query.contains("repo:o/r2") && !query.contains("repo:o/r3"), "\(query)")
            if case .success(let page) = answer, page.status == 200 {
                #expect(candidates[0].countsAreCurrent && candidates[0].repo.stars != 3, "this search's counts")
                #expect(candidates[0].countedAt == referenceNow, "counted with this read")
            } else {
                #expect(!candidates[0].countsAreCurrent && candidates[0].repo.stars == 3)
                #expect(candidates[0].countedAt == referenceNow.addingTimeInterval(-86_400 * 7), "as the memory counted it (bb27 a-D5)")
            }
            #expect(candidates[2].countedAt == referenceNow.addingTimeInterval(-30))
            #expect(candidates[1].repo.stars == 3 && !candidates[1].countsAreCurrent, "left out of the answer: the memory's")
            #expect(candidates[2].repo.stars == 3 && !candidates[2].countsAreCurrent, "listed by a page of this run a moment before: not named")
            if case .failure = answer {
                #expect(warnings == [.trendingPageDetailsFailed(.unreachable("reset"), listed: 3, of: 3)], "the failure is said (bb27 a-D3)")
            } else {
                #expect(warnings.isEmpty, "\(warnings)")
            }
        }
    }

    @Test("--offline, a cached page whose rows' details are known nowhere here (the page memory started over): said so, not as a page with no row")
    func offlineDetailsUnknown() async {
        let (sut, _, client) = makeSUT(.rows([row(1, "r1", stars: 9, forks: 2), row(2, "r2", stars: 5, forks: 1)], fetchedAt: referenceNow, fromCache: true), search: [])

        let answer = await sut.candidates(for: TrendingQuery(scope: .all), spokenLanguage: nil, mode: .offline, remembered: PageMemory())

        #expect(answer == .unavailable(.offlineDetailsUnknown(count: 2)))
        #expect(client.requests.isEmpty)
    }

    @Test("a repo on the page GitHub cannot search (gone or private: 422 for the whole search) costs its own row, not the page: narrowed down, at most 4 more searches")
    func refusedNameSplit() async {
        let cannot = response(422, body: #"{"message":"Validation Failed","errors":[{"message":"The listed users and repositories cannot be searched either because the resources do not exist or you do not have permission to view them.","resource":"Search","field":"q","code":"invalid"}]}"#)
        let rows = (1...4).map { row($0, "r\($0)", stars: 1, forks: 1) }
        // r1 r2 answer, so r3 r4 holds the refused repo: r3 answers, so it is r4, never asked alone.
        let (sut, _, client) = makeSUT(.rows(rows, fetchedAt: referenceNow, fromCache: false), search: [
            .success(cannot), .success(searchPage(ids: 1...2)), .success(searchPage(ids: 3...3)),
        ])

        let answer = await sut.candidates(for: TrendingQuery(scope: .all), spokenLanguage: nil, mode: .automatic, remembered: PageMemory())

        guard case .listed(let candidates, _, _, let warnings, _) = answer else { Issue.record("\(answer)"); return }
        #expect(candidates.map(\.repo.name) == ["r1", "r2", "r3"])
        #expect(warnings == [.trendingPageRowsRefused(1, of: 4, searches: 2)], "the one refused alone is counted too (bb25 c-D1)")
        #expect(client.requests.count == 3)
        #expect(client.requests.map { $0.url.query ?? "" }.allSatisfy { !$0.isEmpty })
    }

    @Test("rows in a split part that fails otherwise (a 5xx, asked again once) are said as the search failing for them, not as rows it answered without")
    func failedPartSaid() async {
        let cannot = response(422, body: #"{"message":"Validation Failed","errors":[{"message":"The listed users and repositories cannot be searched either because the resources do not exist or you do not have permission to view them.","resource":"Search","field":"q","code":"invalid"}]}"#)
        let rows = (1...4).map { row($0, "r\($0)", stars: 1, forks: 1) }
        // 4 → r1 r2 answers; of r3 r4, r3 fails twice with 502, and r4, asked then, answers.
        let (sut, _, client) = makeSUT(.rows(rows, fetchedAt: referenceNow, fromCache: false), search: [
            .success(cannot), .success(searchPage(ids: 1...2)), .success(response(502, body: "{}")), .success(response(502, body: "{}")),
            .success(searchPage(ids: 4...4)),
        ])

        let answer = await sut.candidates(for: TrendingQuery(scope: .all), spokenLanguage: nil, mode: .automatic, remembered: PageMemory())

        guard case .listed(let candidates, _, _, let warnings, _) = answer else { Issue.record("\(answer)"); return }
        #expect(client.requests.count == 5)
        #expect(candidates.map(\.repo.name) == ["r1", "r2", "r4"])
        #expect(warnings == [.trendingPageRowsFailed(.serverError(status: 502), count: 1, of: 4)], "\(warnings)")
    }

    @Test("a split part of rows known already that fails keeps what they were known by, and says so, not that the whole search failed (review)")
    func failedKnownPartSaid() async {
        let cannot = response(422, body: #"{"message":"Validation Failed","errors":[{"message":"The listed users and repositories cannot be searched either because the resources do not exist or you do not have permission to view them.","resource":"Search","field":"q","code":"invalid"}]}"#)
        let rows = (1...4).map { row($0, "r\($0)", stars: 1, forks: 1) }
        var memory = PageMemory()
        memory.record(rows.suffix(2).map {
            PageCandidate(rank: $0.rank, repo: Repo(id: $0.rank, owner: "o", name: $0.name, description: nil, language: nil, stars: 3, forks: 0,
                                                    urlText: "https://github.com/o/\($0.name)", createdAt: referenceNow.addingTimeInterval(-86_400 * 400)))
        }, period: .daily, language: nil, at: referenceNow.addingTimeInterval(-86_400 * 7))
        // 4 → the unknown half answers; of the known half (named again), r3 fails twice with 502, r4 answers.
        let (sut, _, _) = makeSUT(.rows(rows, fetchedAt: referenceNow, fromCache: false), search: [
            .success(cannot), .success(searchPage(ids: 1...2)), .success(response(502, body: "{}")), .success(response(502, body: "{}")),
            .success(searchPage(ids: 4...4)),
        ])

        let answer = await sut.candidates(for: TrendingQuery(scope: .all), spokenLanguage: nil, mode: .automatic, remembered: memory)

        guard case .listed(let candidates, _, _, let warnings, _) = answer else { Issue.record("\(answer)"); return }
        #expect(candidates.map(\.repo.name) == ["r1", "r2", "r3", "r4"])
        #expect(candidates.map(\.countsAreCurrent) == [true, true, false, true])
        #expect(warnings == [.trendingPageRowsNotRecounted(.serverError(status: 502), count: 1, of: 4)], "\(warnings)")
    }

    @Test("rows in a part GitHub refused that no search was left to narrow down are left out, and their count said")
    func refusedPartsSaid() async {
        let cannot = response(422, body: #"{"message":"Validation Failed","errors":[{"message":"The listed users and repositories cannot be searched either because the resources do not exist or you do not have permission to view them.","resource":"Search","field":"q","code":"invalid"}]}"#)
        let rows = (1...8).map { row($0, "r\($0)", stars: 1, forks: 1) }
        // r2 and r6 refused: 8 → 4 + 4 (both refused) → 2 + 2 of the first four (r1 r2 refused, r3 r4 found);
        // the other six are out of searches.
        let (sut, _, client) = makeSUT(.rows(rows, fetchedAt: referenceNow, fromCache: false), search: [
            .success(cannot), .success(cannot), .success(cannot), .success(cannot), .success(searchPage(ids: 3...4)),
        ])

        let answer = await sut.candidates(for: TrendingQuery(scope: .all), spokenLanguage: nil, mode: .automatic, remembered: PageMemory())

        guard case .listed(let candidates, _, _, let warnings, _) = answer else { Issue.record("\(answer)"); return }
        #expect(client.requests.count == 5)
        #expect(candidates.count == 2)
        #expect(warnings == [.trendingPageRowsRefused(6, of: 8, searches: 4)], "\(warnings)")
    }

    @Test("rows the search answered without are counted in a note, not dropped in silence; with --min-stars they are the filter's (bb24 b-D2)")
    func unfoundRowsSaid() async {
        let rows = (1...4).map { row($0, "r\($0)", stars: 1, forks: 1) }
        let (sut, _, _) = makeSUT(.rows(rows, fetchedAt: referenceNow, fromCache: false), search: [.success(searchPage(ids: 1...3))])
        let answer = await sut.candidates(for: TrendingQuery(scope: .all), spokenLanguage: nil, mode: .automatic, remembered: PageMemory())
        guard case .listed(let candidates, _, _, let warnings, _) = answer else { Issue.record("\(answer)"); return }
        #expect(candidates.count == 3 && warnings == [.trendingPageRowsUnfound(1, of: 4)], "\(warnings)")
        guard case .listed(_, _, _, _, let unlisted) = answer else { return }
        #expect(unlisted == ["o/r4": 4], "its place, for a search's find of it (bb33 n-D1)")

        let (filtered, _, _) = makeSUT(.rows(rows, fetchedAt: referenceNow, fromCache: false), search: [.success(searchPage(ids: 1...3))])
        let fits = await filtered.candidates(for: TrendingQuery(minStars: 1, scope: .all), spokenLanguage: nil, mode: .automatic, remembered: PageMemory())
        guard case .listed(_, _, _, let none, _) = fits else { Issue.record("\(fits)"); return }
        #expect(none.isEmpty)
    }

    @Test("every part refused: the rows are refused, not unknown to GitHub's search (bb24 a-D6)")
    func everyPartRefused() async {
        let cannot = response(422, body: #"{"message":"Validation Failed","errors":[{"message":"The listed users and repositories cannot be searched either because the resources do not exist or you do not have permission to view them.","resource":"Search","field":"q","code":"invalid"}]}"#)
        let rows = (1...8).map { row($0, "r\($0)", stars: 1, forks: 1) }
        let (sut, _, client) = makeSUT(.rows(rows, fetchedAt: referenceNow, fromCache: false), search: Array(repeating: .success(cannot), count: 5))

        let answer = await sut.candidates(for: TrendingQuery(scope: .all), spokenLanguage: nil, mode: .automatic, remembered: PageMemory())

        #expect(client.requests.count == 5)
        #expect(answer == .unavailable(.rowsRefused(count: 8)), "\(answer)")
    }

    @Test("a remembered row never takes the page's printed counts, more or fewer: a page could print any number")
    func rememberedStarsNeverFall() async {
        let known = Repo(id: 42, owner: "o", name: "r1", description: nil, language: nil, stars: 50_000, forks: 0,
                         urlText: "https://github.com/o/r1", createdAt: referenceNow.addingTimeInterval(-86_400 * 400))
        var memory = PageMemory()
        memory.record([PageCandidate(rank: 5, repo: known)], period: .daily, language: nil, at: referenceNow.addingTimeInterval(-30))
        for printed in [12, 999_999_999_999] {
            let (sut, _, _) = makeSUT(.rows([row(1, "r1", stars: printed, forks: 2)], fetchedAt: referenceNow, fromCache: false), search: [])

            let answer = await sut.candidates(for: TrendingQuery(scope: .all), spokenLanguage: nil, mode: .automatic, remembered: memory)

            guard case .listed(let candidates, _, _, _, _) = answer else { Issue.record("\(answer)"); return }
            #expect(candidates.first?.repo.stars == 50_000 && candidates.first?.repo.forks == 0)
        }
    }

    @Test("the details search failing leaves the rows the memory knows, in page order, with the page's total")
    func detailsSearchFailsKnownRowsStay() async {
        let known = Repo(id: 42, owner: "o", name: "r2", description: nil, language: nil, stars: 3, forks: 0,
                         urlText: "https://github.com/o/r2", createdAt: referenceNow.addingTimeInterval(-86_400 * 400))
        var memory = PageMemory()
        memory.record([PageCandidate(rank: 5, repo: known)], period: .daily, language: nil, at: referenceNow.addingTimeInterval(-30))
        let (sut, _, client) = makeSUT(
            .rows([row(1, "r1", stars: 1, forks: 1), row(2, "r2", stars: 9, forks: 2)], fetchedAt: referenceNow, fromCache: false),
            search: [.failure(.transport("reset")), .failure(.transport("reset"))]
        )

        let answer = await sut.candidates(for: TrendingQuery(scope: .all), spokenLanguage: nil, mode: .automatic, remembered: memory)

        guard case .detailsUnavailable(let error, let rows, let total, _, _, _) = answer else { Issue.record("\(answer)"); return }
        #expect(error == .unreachable("reset") && total == 2)
        #expect(rows.map(\.rank) == [2] && rows.map(\.repo.id) == [42])
        #expect(client.requests.count == 2, "one search, for r1 only, asked again once")
        #expect(client.requests.allSatisfy { $0.retries == .askedWaitOnly }, "no retry of the client's on top: each attempt is counted")
    }

    @Test("the rows' search is sent twice at most: a 429's asked wait waited out is its second attempt, and its second attempt waits out none (bb45 b3-D1, bb46 c3-D2)",
          arguments: [(429, 503), (502, 429)])
    func rowsSearchResendIsItsSecondAttempt(first: Int, second: Int) async {
        let spy = NetworkClientSpy([
            .success(HTTPResponse(status: first, headers: first == 429 ? ["Retry-After": "1"] : [:], body: Data())),
            .success(HTTPResponse(status: second, headers: second == 429 ? ["Retry-After": "1"] : [:], body: Data())),
            .success(searchPage(ids: 1...2)),
        ])
        let sleeps = ManualClock()
        let searches = RunSearches()
        let loader = GitHubTrendingLoader(
            client: RetryingNetworkClient(spy, clock: sleeps.clock, sleep: sleeps.sleep), api: GitHubAPI(token: nil, userAgent: "trending/test"),
            now: { referenceNow }, clock: { 0 }, sleep: { _ in }, searches: searches
        )
        let sut = GitHubPageCandidateLoader(
            rows: PageRowsStub(.rows([row(1, "r1", stars: 1, forks: 1), row(2, "r2", stars: 9, forks: 2)], fetchedAt: referenceNow, fromCache: false)),
            search: loader, runStart: referenceNow.addingTimeInterval(-60)
        )

        let answer = await sut.candidates(for: TrendingQuery(scope: .all), spokenLanguage: nil, mode: .automatic, remembered: PageMemory())

        guard case .detailsUnavailable = answer else { Issue.record("\(answer)"); return }
        #expect(spy.requests.count == 2 && searches.count == 2)
    }

    @Test("a row the details search describes with an impossible date or count is left out, and said")
    func rowLeftOutSaid() async {
        let bad = #"{"total_count":2,"incomplete_results":false,"items":[{"id":1,"name":"r1","full_name":"o/r1","owner":{"login":"o"},"html_url":"https://github.com/o/r1","stargazers_count":5,"created_at":"2026-11-22T00:00:00Z"},{"id":2,"name":"r2","full_name":"o/r2","owner":{"login":"o"},"html_url":"https://github.com/o/r2","stargazers_count":10000000000000,"created_at":"2026-11-22T00:00:00Z"}]}"#
        let (sut, _, _) = makeSUT(
            .rows([row(1, "r1", stars: 1, forks: 1), row(2, "r2", stars: 9, forks: 2)], fetchedAt: referenceNow, fromCache: false),
            search: [.success(HTTPResponse(status: 200, body: Data(bad.utf8)))]
        )

        let answer = await sut.candidates(for: TrendingQuery(scope: .all), spokenLanguage: nil, mode: .automatic, remembered: PageMemory())

        guard case .listed(let rows, _, _, let warnings, _) = answer else { Issue.record("\(answer)"); return }
        #expect(rows.map(\.rank) == [1])
        #expect(warnings == [.implausibleItemsDropped(1)])
    }

    @Test("the details search answering 502 is asked again once, and its second answer lists the rows")
    func detailsSearchAskedAgainOnce() async {
        let (sut, _, client) = makeSUT(
            .rows([row(1, "r1", stars: 1, forks: 1), row(2, "r2", stars: 9, forks: 2)], fetchedAt: referenceNow, fromCache: false),
            search: [.success(HTTPResponse(status: 502, body: Data("<html>Bad gateway</html>".utf8))), .success(searchPage(ids: 1...2))]
        )

        let answer = await sut.candidates(for: TrendingQuery(scope: .all), spokenLanguage: nil, mode: .automatic, remembered: PageMemory())

        guard case .listed(let rows, _, _, _, _) = answer else { Issue.record("\(answer)"); return }
        #expect(rows.map(\.rank) == [1, 2])
        #expect(client.requests.count == 2)
    }
    @Test("a row another run saw seconds before this one began is named again, the page read or revalidated now: a --refresh right after a run takes the page's counts now (bb43 v2-D4, review R1)",
          arguments: [false, true])
    func recountedAfterAnotherRun(revalidated: Bool) async throws {
        let (sut, _, client) = makeSUT(
            .rows([row(1, "r1", stars: 9, forks: 2)], fetchedAt: referenceNow, fromCache: revalidated), search: [.success(searchPage(ids: 1...1))],
            runStart: referenceNow.addingTimeInterval(-2)
        )

        let listed = await sut.candidates(for: TrendingQuery(scope: .all), spokenLanguage: nil, mode: .automatic, remembered: seenBefore(by: 10))

        guard case .listed(let candidates, _, _, _, _) = listed else { Issue.record("\(listed)"); return }
        #expect(client.requests.count == 1 && candidates.first?.countsAreCurrent == true && candidates.first?.repo.stars != 3)
    }

    @Test("browse's refresh is a run of its own: a row its last load saw is named again once the searches begin again (review R2)")
    func recountedAfterBrowseRefresh() async throws {
        let clock = PageRunClock(referenceNow.addingTimeInterval(-30))
        let searches = RunSearches(now: { clock.value })
        let client = NetworkClientSpy([.success(searchPage(ids: 1...1))])
        let loader = GitHubTrendingLoader(
            client: client, api: GitHubAPI(token: nil, userAgent: "trending/test"), now: { clock.value }, clock: { 0 }, sleep: { _ in }, searches: searches
        )
        let page = PageRowsStub(.rows([row(1, "r1", stars: 9, forks: 2)], fetchedAt: referenceNow, fromCache: false))
        let sut = GitHubPageCandidateLoader(rows: page, search: loader)
        clock.value = referenceNow
        let memory = seenBefore(by: 10)

        _ = await sut.candidates(for: TrendingQuery(scope: .all), spokenLanguage: nil, mode: .automatic, remembered: memory)
        #expect(client.requests.isEmpty, "seen by this session's run a moment before")
        searches.begin()
        _ = await sut.candidates(for: TrendingQuery(scope: .all), spokenLanguage: nil, mode: .automatic, remembered: memory)

        #expect(client.requests.count == 1, "named again by the refresh")
    }

    /// A page memory that saw `o/r1` (3 stars) `seconds` before `referenceNow`.
    private func seenBefore(by seconds: TimeInterval) -> PageMemory {
        var memory = PageMemory()
        let earlier = Repo(id: 1, owner: "o", name: "r1", description: nil, language: nil, stars: 3, forks: 0,
                           urlText: "https://github.com/o/r1", createdAt: referenceNow.addingTimeInterval(-86_400 * 400))
        memory.record([PageCandidate(rank: 1, repo: earlier)], period: .daily, language: nil, at: referenceNow.addingTimeInterval(-seconds))
        return memory
    }

    // MARK: - Helpers

    private func row(_ rank: Int, _ name: String, stars: Int?, forks: Int?) -> TrendingPageRow {
        TrendingPageRow(rank: rank, owner: "o", name: name, description: "page words", language: "C++", stars: stars, forks: forks, periodStars: 5)
    }

    /// `runStart`: a minute before `referenceNow` unless given, so another page of the run may have been read first.
    private func makeSUT(
        _ rows: TrendingPageAnswer<[TrendingPageRow]>, search: [Result<HTTPResponse, NetworkError>], runStart: Date = referenceNow.addingTimeInterval(-60)
    ) -> (GitHubPageCandidateLoader, PageRowsStub, NetworkClientSpy) {
        let client = NetworkClientSpy(search)
        let api = GitHubAPI(token: nil, userAgent: "trending/test")
        let stub = PageRowsStub(rows)
        let loader = GitHubTrendingLoader(client: client, api: api, now: { referenceNow }, clock: { 0 }, sleep: { _ in })
        return (GitHubPageCandidateLoader(rows: stub, search: loader, runStart: runStart), stub, client)
    }
}

final class PageRowsStub: TrendingPageRowLoading, @unchecked Sendable {
    private let lock = NSLock()
    private var _calls: [String] = []
    private let answer: TrendingPageAnswer<[TrendingPageRow]>
    var calls: [String] { lock.withLock { _calls } }

    init(_ answer: TrendingPageAnswer<[TrendingPageRow]>) { self.answer = answer }

    func repos(since: TrendingPeriod, language: String?, spokenLanguage: String?, mode: LoadMode) async -> TrendingPageAnswer<[TrendingPageRow]> {
        lock.withLock { _calls.append("\(since.rawValue) \(language ?? "-") \(spokenLanguage ?? "-") \(mode)") }
        return answer
    }
}

private final class PageRunClock: @unchecked Sendable {
    var value: Date

    init(_ value: Date) {
        self.value = value
    }
}
