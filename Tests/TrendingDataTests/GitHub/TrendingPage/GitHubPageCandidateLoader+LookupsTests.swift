import Foundation
import Testing
@testable import TrendingData
import TrendingDomain
import TrendingTestSupport

/// A page copy read again (within --max-age, or --offline) says what its rows' search left out
/// as the reading run did, and asks GitHub's search nothing for those rows.
@Suite("GitHubPageCandidateLoader, rows left out by a read, said again from its copy")
struct GitHubPageCandidateLoaderLookupsTests {
    static let cannot = response(422, body: #"{"message":"Validation Failed","errors":[{"message":"The listed users and repositories cannot be searched either because the resources do not exist or you do not have permission to view them.","resource":"Search","field":"q","code":"invalid"}]}"#)

    @Test("a row the search answered without: the copy read again, or offline, says it again and asks nothing", arguments: [LoadMode.automatic, .offline])
    func unfoundSaidAgain(mode: LoadMode) async throws {
        let storage = InMemoryStorage()
        let rows = (1...4).map { row($0, "r\($0)") }
        let (reading, _) = makeSUT(.rows(rows, fetchedAt: referenceNow, fromCache: false), search: [.success(searchPage(ids: 1...3))], storage: storage)
        let first = await reading.candidates(for: Self.query, spokenLanguage: nil, mode: .automatic, remembered: PageMemory())
        guard case .listed(let found, _, _, let said, _) = first else { Issue.record("\(first)"); return }

        let (again, client) = makeSUT(.rows(rows, fetchedAt: referenceNow, fromCache: true), search: [.success(searchPage(ids: [Int]()))], storage: storage)
        let answer = await again.candidates(for: Self.query, spokenLanguage: nil, mode: mode, remembered: memory(found))

        #expect(said == [.trendingPageRowsUnfound(1, of: 4)])
        // Its place on the page goes with it, for a search's find of it (bb33 n-D1).
        #expect(answer == .listed(found.map { $0.asRemembered }, fetchedAt: referenceNow, fromCache: true, warnings: said, unlisted: ["o/r4": 4]), "\(answer)")
        #expect(client.requests.isEmpty, "within --max-age: no request")
        let kept = try storage.keys()
        #expect(kept == ["page-rows-_2Ftrending.json"], "\(kept)")
    }

    @Test("a search GitHub said timed out (incomplete_results): its missing row is said as a timeout, kept nowhere, and asked again by the copy's next read (bb33 n-D4)")
    func incompleteAskedAgain() async throws {
        let storage = InMemoryStorage()
        let rows = (1...4).map { row($0, "r\($0)") }
        let (reading, _) = makeSUT(.rows(rows, fetchedAt: referenceNow, fromCache: false), search: [.success(searchPage(ids: 1...3, incomplete: true))], storage: storage)
        let first = await reading.candidates(for: Self.query, spokenLanguage: nil, mode: .automatic, remembered: PageMemory())
        guard case .listed(let found, _, _, let said, _) = first else { Issue.record("\(first)"); return }

        let (again, client) = makeSUT(.rows(rows, fetchedAt: referenceNow, fromCache: true), search: [.success(searchPage(ids: [4]))], storage: storage)
        let answer = await again.candidates(for: Self.query, spokenLanguage: nil, mode: .automatic, remembered: memory(found))

        #expect(found.count == 3 && said == [.incompleteResults], "\(said)")
        #expect(try storage.keys().isEmpty, "no lookup kept")
        #expect(client.requests.count == 1, "the missing row asked again")
        guard case .listed(let listed, _, _, let warnings, _) = answer else { Issue.record("\(answer)"); return }
        #expect(listed.count == 4 && warnings.isEmpty, "\(listed) \(warnings)")
    }

    @Test("the next read of the page within a day asks no row GitHub refused alone, and the rest in one search; a day after the read that found it, it is asked apart again, after the rest (bb33 n-D3, bb34 p-D1)")
    func refusedAskedApartNextRead() async throws {
        let storage = InMemoryStorage()
        let rows = (1...4).map { row($0, "r\($0)") }
        let (reading, _) = makeSUT(.rows(rows, fetchedAt: referenceNow, fromCache: false), search: [
            .success(Self.cannot), .success(searchPage(ids: 1...2)), .success(searchPage(ids: 3...3)),
        ], storage: storage)
        _ = await reading.candidates(for: Self.query, spokenLanguage: nil, mode: .automatic, remembered: PageMemory())

        let later = referenceNow.addingTimeInterval(7200)
        let (next, client) = makeSUT(.rows(rows, fetchedAt: later, fromCache: false), search: [.success(searchPage(ids: 1...3))], storage: storage)
        let answer = await next.candidates(for: Self.query, spokenLanguage: nil, mode: .automatic, remembered: PageMemory())

        #expect(client.requests.count == 1, "\(client.requests.map(\.url))")
        #expect(client.requests.first?.url.absoluteString.contains("r4") == false, "\(String(describing: client.requests.first?.url))")
        guard case .listed(let listed, _, _, let said, _) = answer else { Issue.record("\(answer)"); return }
        #expect(listed.count == 3 && said == [.trendingPageRowsRefused(1, of: 4, searches: 0)], "\(said)")

        // A day after the first read found it: asked again, apart, after the rest (it may be back).
        let dayLater = referenceNow.addingTimeInterval(86_400 + 60)
        let (third, asked) = makeSUT(.rows(rows, fetchedAt: dayLater, fromCache: false), search: [
            .success(searchPage(ids: 1...3)), .success(Self.cannot),
        ], storage: storage)
        _ = await third.candidates(for: Self.query, spokenLanguage: nil, mode: .automatic, remembered: PageMemory())
        #expect(asked.requests.count == 2 && asked.requests.last?.url.absoluteString.contains("repo%3Ao%2Fr4") == true, "\(asked.requests.map(\.url))")
    }

    @Test("two gone repos on the page: each later read narrows the parts GitHub refused down from where the last stopped, so the healthy rows come back (bb34 p-D1)")
    func twoRefusedConverge() async throws {
        let storage = InMemoryStorage()
        let rows = (1...25).map { row($0, "r\($0)") }
        var memory = PageMemory(), listed: [Int] = [], searches: [Int] = []
        for hour in 0..<3 {
            let readAt = referenceNow.addingTimeInterval(Double(hour) * 3600)
            let (reading, client) = makeSUT(.rows(rows, fetchedAt: readAt, fromCache: false), search: [], storage: storage)
            client.respond = Self.refusing(["o/r3", "o/r25"])
            let answer = await reading.candidates(for: Self.query, spokenLanguage: nil, mode: .automatic, remembered: memory)
            guard case .listed(let found, _, _, _, _) = answer else { Issue.record("\(answer)"); return }
            memory.record(found, period: .daily, language: nil, at: readAt)
            listed.append(Set(memory.sightings.keys).count)
            searches.append(client.requests.count)
        }

        #expect(listed == [6, 18, 23], "rows known after each read: \(listed)")
        #expect(searches.allSatisfy { $0 <= 5 }, "\(searches)")
        let lookup = try #require(storage.files["page-rows-_2Ftrending.json"])
        #expect(String(decoding: lookup, as: UTF8.self).contains(#""refused_parts""#))
    }

    /// GitHub's search by its rules: a query naming one of `gone` is refused whole (422), any
    /// other returns every repo it names.
    private static func refusing(_ gone: Set<String>) -> (HTTPRequest) -> Result<HTTPResponse, NetworkError> {
        { request in
            let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "q" }?.value ?? ""
            let named = query.replacingOccurrences(of: "+", with: " ").split(separator: " ").compactMap { $0.hasPrefix("repo:") ? String($0.dropFirst(5)) : nil }
            if named.contains(where: gone.contains) { return .success(cannot) }
            return .success(searchPage(ids: named.compactMap { Int($0.dropFirst(3)) }))
        }
    }

    @Test("every row refused: the copy read again is refused as the read was, with no request")
    func everyRowRefusedAgain() async {
        let storage = InMemoryStorage()
        let rows = (1...2).map { row($0, "r\($0)") }
        let (reading, _) = makeSUT(.rows(rows, fetchedAt: referenceNow, fromCache: false), search: Array(repeating: .success(Self.cannot), count: 3), storage: storage)
        #expect(await reading.candidates(for: Self.query, spokenLanguage: nil, mode: .automatic, remembered: PageMemory()) == .unavailable(.rowsRefused(count: 2)))

        for mode in [LoadMode.automatic, .offline] {
            let (again, client) = makeSUT(.rows(rows, fetchedAt: referenceNow, fromCache: true), search: [.success(searchPage(ids: [Int]()))], storage: storage)
            #expect(await again.candidates(for: Self.query, spokenLanguage: nil, mode: mode, remembered: PageMemory()) == .unavailable(.rowsRefused(count: 2)))
            #expect(client.requests.isEmpty)
        }
    }

    @Test("asked again: another read of the page, a page read now, rows not all left out by that read, --topic or --min-stars, a part that failed")
    func askedAgain() async {
        let rows = (1...4).map { row($0, "r\($0)") }
        // The reading run's search returns r1 and r2: its lookup leaves out r3 and r4.
        let cases: [(TrendingPageAnswer<[TrendingPageRow]>, TrendingQuery, Int)] = [
            (.rows(rows, fetchedAt: referenceNow.addingTimeInterval(60), fromCache: true), Self.query, 2),
            (.rows(rows, fetchedAt: referenceNow, fromCache: false), Self.query, 2),
            (.rows(rows, fetchedAt: referenceNow, fromCache: true), Self.query, 1),
            // Every row the filter keeps known, every other one left out by the lookup: only the filter differs.
            (.rows(rows, fetchedAt: referenceNow, fromCache: true), TrendingQuery(topics: ["cli"], scope: .all), 2),
            (.rows(rows, fetchedAt: referenceNow, fromCache: true), TrendingQuery(minStars: 99_998, scope: .all), 2),
        ]
        for (page, query, knownRows) in cases {
            let storage = InMemoryStorage()
            let (reading, _) = makeSUT(.rows(rows, fetchedAt: referenceNow, fromCache: false), search: [.success(searchPage(ids: 1...2))], storage: storage)
            guard case .listed(let found, _, _, _, _) = await reading.candidates(for: Self.query, spokenLanguage: nil, mode: .automatic, remembered: PageMemory())
            else { Issue.record("not listed"); return }
            let (again, client) = makeSUT(page, search: [.success(searchPage(ids: 3...4))], storage: storage)
            _ = await again.candidates(for: query, spokenLanguage: nil, mode: .automatic, remembered: memory(Array(found.prefix(knownRows))))
            #expect(client.requests.count == 1, "\(page) \(query)")
        }

        let failing = InMemoryStorage()
        let (split, _) = makeSUT(.rows(rows, fetchedAt: referenceNow, fromCache: false), search: [
            .success(Self.cannot), .success(searchPage(ids: 3...4)), .failure(.transport("reset")), .failure(.transport("reset")),
        ], storage: failing)
        _ = await split.candidates(for: Self.query, spokenLanguage: nil, mode: .automatic, remembered: PageMemory())
        #expect((try? failing.keys()) == [], "a part failed: nothing kept, the next read asks again")
    }

    @Test("--topic or --min-stars: the copy read again with the same filter lists the rows that fitted, from the page memory, and asks nothing (bb31 i-D4, i-D5)", arguments: [
        TrendingQuery(topics: ["cli"], scope: .all), TrendingQuery(minStars: 99_998, scope: .all),
    ])
    func filteredSaidAgain(query: TrendingQuery) async throws {
        let storage = InMemoryStorage()
        let rows = (1...3).map { row($0, "r\($0)") }
        // The search applies the filter: it returns r1 and r2 (99,999 and 99,998 stars).
        let (reading, _) = makeSUT(.rows(rows, fetchedAt: referenceNow, fromCache: false), search: [.success(searchPage(ids: 1...2))], storage: storage)
        guard case .listed(let fitted, _, _, let said, _) = await reading.candidates(for: query, spokenLanguage: nil, mode: .automatic, remembered: PageMemory())
        else { Issue.record("not listed"); return }

        for mode in [LoadMode.automatic, .offline] {
            let (again, client) = makeSUT(.rows(rows, fetchedAt: referenceNow, fromCache: true), search: [.success(searchPage(ids: 1...3))], storage: storage)
            let answer = await again.candidates(for: query, spokenLanguage: nil, mode: mode, remembered: memory(fitted))
            guard case .listed(let listed, _, _, let warnings, _) = answer else { Issue.record("\(answer)"); continue }
            #expect(listed.map(\.repo.fullName) == ["o/r1", "o/r2"], "\(mode)")
            #expect(warnings == said && said.isEmpty, "with a filter, rows that do not fit are the point: no note")
            #expect(client.requests.isEmpty, "\(mode)")
        }
        // Another filter on the same copy asks again.
        let (other, client) = makeSUT(.rows(rows, fetchedAt: referenceNow, fromCache: true), search: [.success(searchPage(ids: 1...1))], storage: storage)
        _ = await other.candidates(for: TrendingQuery(topics: ["tui"], scope: .all), spokenLanguage: nil, mode: .automatic, remembered: memory(fitted))
        #expect(client.requests.count == 1)
    }

    @Test("a --topic read of the same copy keeps its own lookup: the plain one still holds, and a plain read again asks nothing (review)")
    func filtersKeepTheirOwnLookups() async throws {
        let storage = InMemoryStorage()
        let rows = (1...4).map { row($0, "r\($0)") }
        let (reading, _) = makeSUT(.rows(rows, fetchedAt: referenceNow, fromCache: false), search: [.success(searchPage(ids: 1...2))], storage: storage)
        guard case .listed(let found, _, _, _, _) = await reading.candidates(for: Self.query, spokenLanguage: nil, mode: .automatic, remembered: PageMemory())
        else { Issue.record("not listed"); return }
        let (topic, _) = makeSUT(.rows(rows, fetchedAt: referenceNow, fromCache: true), search: [.success(searchPage(ids: 1...1))], storage: storage)
        _ = await topic.candidates(for: TrendingQuery(topics: ["cli"], scope: .all), spokenLanguage: nil, mode: .automatic, remembered: memory(found))

        let (again, client) = makeSUT(.rows(rows, fetchedAt: referenceNow, fromCache: true), search: [.success(searchPage(ids: [Int]()))], storage: storage)
        _ = await again.candidates(for: Self.query, spokenLanguage: nil, mode: .automatic, remembered: memory(found))

        #expect(client.requests.isEmpty)
        let kept = try storage.keys()
        #expect(kept.count == 2, "\(kept)")
    }

    @Test("an unreadable lookup is moved aside and said; the rows are asked again")
    func corruptLookup() async throws {
        let storage = InMemoryStorage(), problems = Locked<[CacheError]>([])
        try storage.write(Data("{".utf8), to: "page-rows-_2Ftrending.json")
        let (again, client) = makeSUT(.rows([row(1, "r1")], fetchedAt: referenceNow, fromCache: true), search: [.success(searchPage(ids: 1...1))], storage: storage) {
            error in problems.mutate { $0.append(error) }
        }

        _ = await again.candidates(for: Self.query, spokenLanguage: nil, mode: .automatic, remembered: PageMemory())

        #expect(client.requests.count == 1)
        guard case .corrupt? = problems.value.first else { Issue.record("\(problems.value)"); return }
        #expect(try storage.keys().contains { $0.hasPrefix("page-rows-_2Ftrending.json.corrupt-") })
    }

    // MARK: - Helpers

    static let query = TrendingQuery(scope: .all)

    private func row(_ rank: Int, _ name: String) -> TrendingPageRow {
        TrendingPageRow(rank: rank, owner: "o", name: name, description: "page words", language: "C++", stars: 1, forks: 1, periodStars: 5)
    }

    /// The page memory after the reading run recorded `found`, as `CandidateDiscovery` does.
    private func memory(_ found: [PageCandidate]) -> PageMemory {
        var memory = PageMemory()
        memory.record(found, period: .daily, language: nil, at: referenceNow)
        return memory
    }

    private func makeSUT(
        _ rows: TrendingPageAnswer<[TrendingPageRow]>, search: [Result<HTTPResponse, NetworkError>], storage: InMemoryStorage,
        onCacheProblem: @escaping @Sendable (CacheError) -> Void = { _ in }
    ) -> (GitHubPageCandidateLoader, NetworkClientSpy) {
        let client = NetworkClientSpy(search)
        let loader = GitHubTrendingLoader(client: client, api: GitHubAPI(token: nil, userAgent: "trending/test"), now: { referenceNow }, clock: { 0 }, sleep: { _ in })
        return (GitHubPageCandidateLoader(rows: PageRowsStub(rows), search: loader, storage: storage, onCacheProblem: onCacheProblem), client)
    }
}

private extension PageCandidate {
    /// As a later read knows it: from the page memory, its counts an earlier run's.
    var asRemembered: PageCandidate { PageCandidate(rank: rank, repo: repo, countsAreCurrent: false, countedAt: countedAt) }
}
