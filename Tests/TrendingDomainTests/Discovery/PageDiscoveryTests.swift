import Foundation
import Testing
import TrendingDomain
import TrendingTestSupport

@Suite("ListTrendingUseCase, GitHub's trending page as the first source")
struct PageDiscoveryTests {
    @Test("the page's rows come first, in page order, are measured first, and carry their rank and discovery")
    func pageFirst() async throws {
        let searched = repo("searched", stars: 9_000)
        let both = repo("both", stars: 3_000)
        let (sut, pages, remote, loader) = makeSUT(
            page: .listed([PageCandidate(rank: 1, repo: repo("top", stars: 200)), PageCandidate(rank: 2, repo: both)], fetchedAt: fixedNow, fromCache: false),
            search: [searched, both], gains: ["o/searched": 900, "o/top": 50, "o/both": 70]
        )

        let result = await sut.execute(
            LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(sort: .gained, candidates: 2)
        )
        let listing = try result.outcome.get()

        #expect(pages.calls == [.init(query: TrendingQuery(scope: .all), spokenLanguage: nil, mode: .automatic)])
        #expect(remote.messages.count == 1, "auto: the searches too")
        #expect(loader.calls.map(\.repo) == ["o/top", "o/both"], "the page's rows measured first, in page order, within --candidates")
        #expect(listing.repos.map(\.name) == ["both", "top", "searched"], "ranked by measured gain; the unmeasured one last")
        #expect(listing.pageRanks == ["o/top": 1, "o/both": 2])
        #expect(listing.discoveries == ["o/top": [.page], "o/both": [.page, .search], "o/searched": [.search]])
        #expect(result.warnings.isEmpty)
    }

    @Test("rows the details search described in a way no repo is are said as left out, with the list that stands")
    func pageRowsLeftOutSaid() async throws {
        let (sut, _, _, _) = makeSUT(
            page: .listed(
                [PageCandidate(rank: 1, repo: repo("top", stars: 200))], fetchedAt: fixedNow, fromCache: false,
                warnings: [.implausibleItemsDropped(1)]
            ),
            search: [], gains: ["o/top": 50]
        )

        let result = await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(sort: .gained))

        #expect(try result.outcome.get().repos.map(\.name) == ["top"])
        #expect(result.warnings == [.implausibleItemsDropped(1)])
    }

    @Test("a bookmark found by the page or a search is said to be one, even when its bookmark kept no details")
    func bookmarkFoundOtherwise() async throws {
        let searched = repo("searched", stars: 9_000)
        var state = UserState()
        state.bookmarks["o/searched"] = Bookmark(name: searched.repoName, addedAt: fixedNow, details: nil)
        state.bookmarks["o/top"] = Bookmark(name: RepoName(owner: "o", name: "top"), addedAt: fixedNow, details: nil)
        let (sut, _, _, _) = makeSUT(
            page: .listed([PageCandidate(rank: 1, repo: repo("top", stars: 200))], fetchedAt: fixedNow, fromCache: false),
            search: [searched], gains: [:], state: state
        )

        let result = await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(sort: .gained))

        #expect(try result.outcome.get().discoveries == ["o/top": [.page, .bookmark], "o/searched": [.search, .bookmark]])
    }

    @Test("by spoken language, the list is the page's rows alone: no search, and no bookmark joins")
    func spokenLanguagePageOnly() async throws {
        let bookmarked = repo("bookmarked", stars: 700)
        var state = UserState()
        state.bookmarks[bookmarked.repoName.key] = Bookmark(name: bookmarked.repoName, addedAt: fixedNow, details: bookmarked)
        let (sut, pages, remote, _) = makeSUT(
            page: .listed([PageCandidate(rank: 1, repo: repo("top", stars: 200))], fetchedAt: fixedNow, fromCache: false),
            search: [repo("searched", stars: 9_000)], gains: [:], state: state
        )

        let result = await sut.execute(
            LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(sort: .gained, spokenLanguage: "zh")
        )
        let listing = try result.outcome.get()

        #expect(pages.calls == [.init(query: TrendingQuery(scope: .all), spokenLanguage: "zh", mode: .automatic)])
        #expect(remote.messages.isEmpty, "search cannot filter by spoken language")
        #expect(listing.repos.map(\.name) == ["top"])
        #expect(listing.discoveries == ["o/top": [.page]])
        #expect(result.warnings.isEmpty)
    }

    @Test("a page row whose counts are an earlier run's is judged by no history, and takes the searches' counts when they found it too")
    func rememberedCountsJudgeNothing() async throws {
        // Both rows' details come from the page memory: 400 stars, as a search saw them days ago.
        let remembered = repo("remembered", stars: 400), alsoSearched = repo("searched", stars: 400)
        let pages = PageCandidateLoaderSpy(answer: .listed(
            [PageCandidate(rank: 1, repo: remembered, countsAreCurrent: false), PageCandidate(rank: 2, repo: alsoSearched, countsAreCurrent: false)],
            fetchedAt: fixedNow, fromCache: false
        ))
        let loader = StarHistoryLoaderSpy { _ in answer(2_000) }
        let remote = RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: [repo("searched", stars: 9_000)])))
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: remote, cache: CacheSpy(), now: { fixedNow }), store: StateStoreSpy(UserState()), history: HistoryStoreSpy(),
            gains: MeasureGainsUseCase(loader: loader, cache: StarHistoryCacheSpy(), now: { fixedNow }), pages: pages, now: { fixedNow }
        )

        let result = await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(sort: .gained))

        let listing = try result.outcome.get()
        #expect(listing.repos.first { $0.name == "searched" }?.stars == 9_000, "this run's search's count")
        #expect(listing.gains["o/remembered"]?.gained == 2_000 && listing.gains["o/remembered"]?.source == .github, "\(result.warnings)")
        #expect(!result.warnings.contains { if case .starHistoryMalformed = $0 { true } else { false } }, "\(result.warnings)")
    }

    @Test("a page row measured before this run's search counted it is judged by that count once it is in: more stars than the repo has is no gain, and said")
    func rememberedRowJudgedByThisRunsCount() async throws {
        let remembered = repo("searched", stars: 400)
        let pages = PageCandidateLoaderSpy(answer: .listed([PageCandidate(rank: 1, repo: remembered, countsAreCurrent: false)], fetchedAt: fixedNow, fromCache: false))
        let loader = StarHistoryLoaderSpy { _ in answer(1_000_000) }
        let remote = RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: [repo("searched", stars: 9_000)])))
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: remote, cache: CacheSpy(), now: { fixedNow }), store: StateStoreSpy(UserState()), history: HistoryStoreSpy(),
            gains: MeasureGainsUseCase(loader: loader, cache: StarHistoryCacheSpy(), now: { fixedNow }), pages: pages, now: { fixedNow }
        )

        let result = await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(sort: .gained))

        let listing = try result.outcome.get()
        #expect(loader.calls.map(\.repo) == ["o/searched"])
        #expect(listing.gains["o/searched"]?.source != .github, "\(listing.gains)")
        #expect(result.warnings.contains { if case .starHistoryMalformed(let name, .moreThanStars(_, 9_000)) = $0 { name.key == "o/searched" } else { false } }, "\(result.warnings)")
    }

    @Test("--source page (and searches that failed): a page row seen before keeps an earlier run's count, which judges no history and is no snapshot of now", arguments: [DiscoverySource.page, .auto])
    func rememberedCountsWithoutSearch(source: DiscoverySource) async throws {
        // The memory's 1,000 stars are three days old; the repo gained 250 a day since.
        let remembered = repo("remembered", stars: 1_000), fresh = repo("fresh", stars: 5_000)
        let pages = PageCandidateLoaderSpy(answer: .listed(
            [PageCandidate(rank: 1, repo: remembered, countsAreCurrent: false), PageCandidate(rank: 2, repo: fresh)], fetchedAt: fixedNow, fromCache: false
        ))
        let threeDaysAgo = fixedNow.addingTimeInterval(-3 * 86_400)
        var before = SnapshotHistory()
        before.record([remembered, repo("fresh", stars: 4_000)], at: threeDaysAgo)
        let history = HistoryStoreSpy(before)
        let remote = RemoteLoaderSpy(result: .failure(.serverError(status: 502)))
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: remote, cache: CacheSpy(), now: { fixedNow }), store: StateStoreSpy(UserState()), history: history,
            gains: MeasureGainsUseCase(loader: StarHistoryLoaderSpy { _ in answer(2_250) }, cache: StarHistoryCacheSpy(), now: { fixedNow }),
            pages: pages, now: { fixedNow }
        )

        let result = await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(sort: .gained, source: source))

        let listing = try result.outcome.get()
        #expect(listing.gains["o/remembered"]?.source == .github, "\(result.warnings)")
        #expect(!result.warnings.contains { if case .starHistoryMalformed = $0 { true } else { false } }, "\(result.warnings)")
        #expect(listing.deltas["o/remembered"] == nil, "no +0 since 3 days ago from the same old count")
        #expect(history.history.snapshots["o/remembered"]?.map(\.at) == [threeDaysAgo], "the old count is not recorded as now's")
        #expect(history.history.snapshots["o/fresh"]?.map(\.stars) == [4_000, 5_000], "a count read now is")
    }

    @Test("a page read now beside searches from the cache: its rows' counts are a snapshot of now, but not those an earlier run gave")
    func pageBesideCachedSearches() async throws {
        let remembered = repo("remembered", stars: 1_000), fresh = repo("fresh", stars: 5_000)
        let pages = PageCandidateLoaderSpy(answer: .listed(
            [PageCandidate(rank: 1, repo: remembered, countsAreCurrent: false), PageCandidate(rank: 2, repo: fresh)], fetchedAt: fixedNow, fromCache: false
        ))
        let history = HistoryStoreSpy()
        let cached = CachedTrending(repos: [remembered], fetchedAt: fixedNow.addingTimeInterval(-600), requestedLimit: 10)
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .failure(.timedOut)), cache: CacheSpy(loadResult: .success(cached)), now: { fixedNow }),
            store: StateStoreSpy(UserState()), history: history, pages: pages, now: { fixedNow }
        )

        _ = try await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions()).outcome.get()

        #expect(history.history.snapshots["o/fresh"]?.map(\.at) == [fixedNow])
        #expect(history.history.snapshots["o/remembered"] == nil, "\(history.history.snapshots)")
    }

    @Test("a list served from its cache gives a page row counted with that page read its delta, as the fresh list did; one counted days before none (bb27 a-D5)")
    func cachedPageRowsKeepTheirDelta() async throws {
        let fetched = fixedNow.addingTimeInterval(-1_200), twoHoursBefore = fixedNow.addingTimeInterval(-1_200 - 7_200)
        let counted = repo("counted", stars: 5_200), old = repo("old", stars: 900), searched = repo("searched", stars: 2_580)
        // Named in the rows' search now (--topic, or a memory started over): today's count, not the fetch's.
        let countedNow = repo("now", stars: 6_000)
        let pages = PageCandidateLoaderSpy(answer: .listed([
            PageCandidate(rank: 1, repo: counted, countsAreCurrent: false, countedAt: fetched),
            PageCandidate(rank: 2, repo: old, countsAreCurrent: false, countedAt: fetched.addingTimeInterval(-3 * 86_400)),
            PageCandidate(rank: 3, repo: countedNow, countsAreCurrent: true, countedAt: fixedNow),
        ], fetchedAt: fetched, fromCache: true))
        var before = SnapshotHistory()
        before.record([repo("counted", stars: 5_000), repo("old", stars: 800), repo("searched", stars: 2_500), repo("now", stars: 5_000)], at: twoHoursBefore)
        before.record([counted, searched], at: fetched.addingTimeInterval(0.5))
        let cached = CachedTrending(repos: [searched], fetchedAt: fetched.addingTimeInterval(0.5), requestedLimit: 10)
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .failure(.timedOut)), cache: CacheSpy(loadResult: .success(cached)), now: { fixedNow }),
            store: StateStoreSpy(UserState()), history: HistoryStoreSpy(before), pages: pages, now: { fixedNow }
        )

        let listing = try await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions()).outcome.get()

        #expect(listing.deltas["o/counted"]?.gained == 200, "\(listing.deltas)")
        #expect(listing.deltas["o/searched"]?.gained == 80)
        #expect(listing.deltas["o/old"] == nil, "a count three days old is no delta as of the fetch")
        #expect(listing.deltas["o/now"] == nil, "a count of now is no delta as of the fetch 20 minutes ago (review)")
    }

    @Test("a list fetched now takes a page row's counts as its own only when this run's search gave them: one counted 40 s before is no snapshot of now (review)")
    func freshListRemembered40sAgo() async throws {
        let remembered = repo("remembered", stars: 1_000)
        let pages = PageCandidateLoaderSpy(answer: .listed(
            [PageCandidate(rank: 1, repo: remembered, countsAreCurrent: false, countedAt: fixedNow.addingTimeInterval(-40))], fetchedAt: fixedNow, fromCache: false
        ))
        let history = HistoryStoreSpy()
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: []))), cache: CacheSpy(), now: { fixedNow }),
            store: StateStoreSpy(UserState()), history: history, pages: pages, now: { fixedNow }
        )

        _ = try await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions()).outcome.get()

        #expect(history.history.snapshots["o/remembered"] == nil, "\(history.history.snapshots)")
    }

    @Test("a row the page listed ten minutes ago is 'recent' though a search found it too, when this run's page could not be read; one this run's page lists is not")
    func rememberedRowsSearchedAreRecent() async throws {
        let left = repo("left", stars: 900), listedNow = repo("now", stars: 800)
        var earlier = PageMemory()
        earlier.record([PageCandidate(rank: 1, repo: left), PageCandidate(rank: 2, repo: listedNow)], period: .daily, language: nil, at: fixedNow.addingTimeInterval(-600))
        for page in [PageCandidates.unavailable(.http(status: 500)), .listed([PageCandidate(rank: 1, repo: listedNow)], fetchedAt: fixedNow, fromCache: false)] {
            let sut = ListTrendingUseCase(
                load: LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: [left, listedNow]))), cache: CacheSpy(), now: { fixedNow }),
                store: StateStoreSpy(UserState()), history: HistoryStoreSpy(), pages: PageCandidateLoaderSpy(answer: page),
                memory: PageMemoryStoreSpy(earlier), now: { fixedNow }
            )

            let listing = try await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions()).outcome.get()

            #expect(listing.discoveries["o/left"] == [.search, .recent], "\(page)")
            if listing.pageRanks["o/now"] != nil { #expect(listing.discoveries["o/now"] == [.page, .search]) }
        }
    }

    @Test("a spoken language's page is remembered as that page, not GitHub's own: show says which, and it stands for no shorter page")
    func spokenLanguagePageNotRemembered() async throws {
        let memory = PageMemoryStoreSpy()
        let pages = PageCandidateLoaderSpy(answer: .listed([PageCandidate(rank: 2, repo: repo("zh", stars: 200))], fetchedAt: fixedNow, fromCache: false))
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: []))), cache: CacheSpy(), now: { fixedNow }),
            store: StateStoreSpy(UserState()), history: HistoryStoreSpy(), pages: pages, memory: memory, now: { fixedNow }
        )

        let plain = await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(spokenLanguage: "zh"))

        #expect(try plain.outcome.get().repos.map(\.name) == ["zh"])
        #expect(memory.value.sightings["o/zh"]?.spokenLanguage == "zh" && memory.value.sightings["o/zh"]?.rank == 2)
        #expect(!memory.value.remembersPage(.daily, language: nil, since: .distantPast))
    }

    @Test("the page's rows are measured while the searches run; measuring's progress follows the provisional list")
    func pageRowsMeasuredDuringSearches() async throws {
        let pages = PageCandidateLoaderSpy(answer: .listed(
            [PageCandidate(rank: 1, repo: repo("top", stars: 200)), PageCandidate(rank: 2, repo: repo("next", stars: 300))], fetchedAt: fixedNow, fromCache: false
        ))
        // The searches end only once both page rows were asked (or after 120 s, failing the test:
        // a full parallel test run can keep Swift's pool busy for many seconds).
        let gate = Gate()
        let asked = Locked(0)
        let loader = StarHistoryLoaderSpy { _ in
            asked.mutate { $0 += 1 }
            if asked.value == 2 { gate.open() }
            return answer()
        }
        let remote = SearchWaitingForHistories(loader: loader, gate: gate, repos: [repo("searched", stars: 9_000)])
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: remote, cache: CacheSpy(), now: { fixedNow }), store: StateStoreSpy(UserState()), history: HistoryStoreSpy(),
            gains: MeasureGainsUseCase(loader: loader, cache: StarHistoryCacheSpy(), now: { fixedNow }), pages: pages, now: { fixedNow }
        )
        let events = Locked<[LoadProgress]>([])

        let listing = try await sut.execute(
            LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(sort: .gained)
        ) { event in events.mutate { $0.append(event) } }.outcome.get()

        #expect(remote.historiesAskedBeforeTheSearchEnded == ["o/top", "o/next"])
        #expect(loader.calls.map(\.repo) == ["o/top", "o/next", "o/searched"], "the page's rows first, in page order, then the searches'")
        #expect(listing.gains.count == 3)
        let kinds = events.value.map { event -> String in
            switch event {
            case .listed: "listed"
            case .measuring(let progress): "measuring \(progress.done)/\(progress.total)"
            default: "other"
            }
        }.filter { $0 != "other" }
        #expect(kinds == ["listed", "measuring 0/3", "measuring 1/3", "measuring 2/3", "measuring 3/3"])
    }

    @Test("--sort page keeps GitHub's order, then the rows the page did not list by stars gained")
    func sortPage() async throws {
        let (sut, _, _, _) = makeSUT(
            page: .listed([PageCandidate(rank: 1, repo: repo("first", stars: 10)), PageCandidate(rank: 2, repo: repo("second", stars: 20))], fetchedAt: fixedNow, fromCache: false),
            search: [repo("small", stars: 1_000), repo("big", stars: 2_000)], gains: ["o/first": 1, "o/second": 900, "o/small": 500, "o/big": 5]
        )

        let listing = try await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(sort: .page)).outcome.get()

        #expect(listing.repos.map(\.name) == ["first", "second", "small", "big"])
    }

    @Test("a page that cannot be read, or yields no row: one notice, the searches alone, and a spoken language said to be ignored")
    func fallback() async throws {
        let answers: [(PageCandidates, TrendingPageFailure)] = [
            (.unavailable(.http(status: 500)), .http(status: 500)), (.unavailable(.noRows), .noRows),
            (.unavailable(.rateLimited(retryAfter: nil)), .rateLimited(retryAfter: nil)), (.listed([], fetchedAt: fixedNow, fromCache: false), .noRows),
        ]
        for (answer, reason) in answers {
            let (sut, _, remote, _) = makeSUT(page: answer, search: [repo("searched", stars: 100)], gains: [:])

            let result = await sut.execute(
                LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(sort: .gained, spokenLanguage: "zh")
            )

            #expect(try result.outcome.get().repos.map(\.name) == ["searched"])
            #expect(try result.outcome.get().discoveries == ["o/searched": [.search]])
            #expect(remote.messages.count == 1)
            #expect(result.warnings == [.trendingPageUnavailable(reason), .spokenLanguageIgnored])
        }
    }

    @Test("page and searches failing: the page's cached copy stands in beside the cached list, its ranks kept, said as such")
    func pageCopyBesideCachedList() async throws {
        let earlier = fixedNow.addingTimeInterval(-7_200)
        let cached = CachedTrending(repos: [repo("searched", stars: 100), repo("top", stars: 200)], fetchedAt: earlier, requestedLimit: 100)
        let copy = PageCandidates.listed([PageCandidate(rank: 1, repo: repo("top", stars: 200))], fetchedAt: earlier, fromCache: true)
        let (sut, pages, _, _) = makeSUT(
            page: .unavailable(.http(status: 502)), pageCopy: copy, search: nil, cached: cached, gains: ["o/top": 50, "o/searched": 5]
        )

        let result = await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10, mode: .refresh), options: ListingOptions(sort: .gained))

        let listing = try result.outcome.get()
        #expect(listing.pageRanks == ["o/top": 1])
        #expect(listing.discoveries["o/top"]?.contains(.page) == true)
        #expect(listing.source == .staleFallback(fetchedAt: earlier, reason: .timedOut))
        #expect(result.warnings.contains(.trendingPageStale(fetchedAt: earlier, .http(status: 502))), "\(result.warnings)")
        #expect(!result.warnings.contains(.trendingPageUnavailable(.http(status: 502))))
        #expect(pages.calls.map(\.mode) == [.refresh, .offline])
    }

    @Test("page read now, searches failing: the cached list's repos join, and the list is this run's with its searched part said to be old")
    func searchedPartOld() async throws {
        let earlier = fixedNow.addingTimeInterval(-4 * 3_600)
        let cached = CachedTrending(repos: [repo("searched", stars: 100)], fetchedAt: earlier, requestedLimit: 100)
        let page = PageCandidates.listed([PageCandidate(rank: 1, repo: repo("top", stars: 200))], fetchedAt: fixedNow, fromCache: false)
        let (sut, _, _, _) = makeSUT(page: page, search: nil, cached: cached, gains: ["o/top": 50, "o/searched": 5])

        let result = await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10, mode: .refresh), options: ListingOptions(sort: .gained))

        let listing = try result.outcome.get()
        #expect(listing.repos.map(\.name) == ["top", "searched"])
        #expect(listing.source == .remote(fetchedAt: fixedNow), "not 'the list fetched 4 hours ago': its page rows and gains are this run's")
        #expect(result.warnings == [.searchStale(fetchedAt: earlier, .timedOut)], "\(result.warnings)")

        // A repo made inside the window, from that cached part: its count is an earlier run's, so
        // its star history tells the gain, over this run's window (bb25 e-D2).
        let young = Repo(id: 77, owner: "o", name: "young", description: nil, language: nil, stars: 800, forks: 0,
                         url: URL(string: "https://github.com/o/young")!, createdAt: fixedNow.addingTimeInterval(-7200))
        let withYoung = CachedTrending(repos: [repo("searched", stars: 100), young], fetchedAt: earlier, requestedLimit: 100)
        let (mixed, _, _, loader) = makeSUT(page: page, search: nil, cached: withYoung, gains: ["o/top": 50, "o/searched": 5, "o/young": 30])
        let gains = try await mixed.execute(
            LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10, mode: .refresh), options: ListingOptions(sort: .gained)
        ).outcome.get().gains
        #expect(loader.calls.map(\.repo).contains("o/young"))
        #expect(gains["o/young"]?.source == .github && gains["o/young"]?.gained != 800, "\(String(describing: gains["o/young"]))")
        #expect(gains["o/young"]?.since == GainWindow(period: .daily, now: fixedNow).start)
    }

    @Test("page read now, searches failing: a page row the cached searches hold too keeps this run's counts, not theirs")
    func pageRowBesideCachedSearch() async throws {
        let earlier = fixedNow.addingTimeInterval(-4 * 3_600)
        let cached = CachedTrending(repos: [repo("top", stars: 150), repo("searched", stars: 100)], fetchedAt: earlier, requestedLimit: 100)
        let page = PageCandidates.listed([PageCandidate(rank: 1, repo: repo("top", stars: 200))], fetchedAt: fixedNow, fromCache: false)
        let (sut, _, _, loader) = makeSUT(page: page, search: nil, cached: cached, gains: ["o/top": 50, "o/searched": 5])

        let listing = try await sut.execute(
            LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10, mode: .refresh), options: ListingOptions(sort: .gained)
        ).outcome.get()

        #expect(listing.repos.first { $0.name == "top" }?.stars == 200, "\(listing.repos)")
        #expect(loader.calls.map(\.repo).contains("o/top"))
        #expect(listing.gains["o/top"]?.source == .github)
    }

    @Test("page failing, searches answering: the issue's fallback, the page's copy left alone (its rows join from the page memory)")
    func noPageCopyBesideFreshSearches() async throws {
        let copy = PageCandidates.listed([PageCandidate(rank: 1, repo: repo("top", stars: 200))], fetchedAt: fixedNow, fromCache: true)
        let (sut, pages, _, _) = makeSUT(page: .unavailable(.http(status: 502)), pageCopy: copy, search: [repo("searched", stars: 100)], gains: [:])

        let result = await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10, mode: .refresh), options: ListingOptions(sort: .gained))

        #expect(try result.outcome.get().pageRanks.isEmpty)
        #expect(result.warnings == [.trendingPageUnavailable(.http(status: 502))])
        #expect(pages.calls.map(\.mode) == [.refresh])
    }

    @Test("--source page: no search, and a page that cannot be read is the error")
    func pageOnly() async throws {
        let (ok, _, okRemote, _) = makeSUT(
            page: .listed([PageCandidate(rank: 1, repo: repo("top", stars: 10))], fetchedAt: fixedNow, fromCache: true), search: [repo("s", stars: 1)], gains: [:]
        )
        let listing = try await ok.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(source: .page)).outcome.get()
        #expect(listing.repos.map(\.name) == ["top"])
        #expect(listing.source == .freshCache(fetchedAt: fixedNow))
        #expect(okRemote.messages.isEmpty)

        // --offline dates a copy older than --max-age, as any cached list (bb24 b-D3); a younger one says nothing.
        let twoDaysAgo = fixedNow.addingTimeInterval(-2 * 86_400)
        for (pageAt, expected) in [(twoDaysAgo, ListingSource.offlineCache(fetchedAt: twoDaysAgo)), (fixedNow, .freshCache(fetchedAt: fixedNow))] {
            let (offline, _, _, _) = makeSUT(
                page: .listed([PageCandidate(rank: 1, repo: repo("top", stars: 10))], fetchedAt: pageAt, fromCache: true), search: nil, gains: [:]
            )
            let request = LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10, mode: .offline, maxAge: 3600)
            #expect(try await offline.execute(request, options: ListingOptions(source: .page)).outcome.get().source == expected)
        }

        let (failing, _, remote, _) = makeSUT(page: .unavailable(.network("timed out")), search: [repo("s", stars: 1)], gains: [:])
        let result = await failing.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(source: .page))
        #expect(result.outcome == .failure(.trendingPageUnavailable(.network("timed out"))))
        #expect(remote.messages.isEmpty)
    }

    @Test("the page read but its rows' details search failing: with auto a notice naming it and the searches; with --source page that error")
    func detailsSearchFails() async throws {
        let (auto, _, remote, _) = makeSUT(page: Self.detailsFailed(), search: [repo("searched", stars: 100)], gains: [:])
        let fallback = await auto.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(sort: .gained))
        #expect(try fallback.outcome.get().repos.map(\.name) == ["searched"])
        #expect(remote.messages.count == 1)
        #expect(fallback.warnings == [.trendingPageDetailsFailed(.serverError(status: 500), listed: 0, of: 3)])

        let (pageOnly, _, pageRemote, _) = makeSUT(page: Self.detailsFailed(), search: [repo("s", stars: 1)], gains: [:])
        let failed = await pageOnly.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(source: .page))
        #expect(failed.outcome == .failure(.trendingPageDetailsUnavailable(.serverError(status: 500))))
        #expect(failed.warnings.isEmpty, "the error says it all")
        #expect(pageRemote.messages.isEmpty)
    }

    @Test("a spoken language's page read, but none of its rows known to a search (it failed, or knew none): that error, never search's unfiltered repos")
    func spokenPageDetailsFail() async throws {
        let spoken = ListingOptions(sort: .gained, spokenLanguage: "zh")
        let (failing, _, remote, _) = makeSUT(page: Self.detailsFailed(), search: [repo("searched", stars: 100)], gains: [:])
        let failed = await failing.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: spoken)
        #expect(failed.outcome == .failure(.trendingPageDetailsUnavailable(.serverError(status: 500))))
        #expect(remote.messages.isEmpty)

        let unmatched = TrendingPageFailure.rowsUnmatched(count: 3, filtered: false)
        let (unknown, _, unknownRemote, _) = makeSUT(page: .unavailable(unmatched), search: [repo("searched", stars: 100)], gains: [:])
        let none = await unknown.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: spoken)
        #expect(none.outcome == .failure(.trendingPageUnavailable(unmatched)))
        #expect(unknownRemote.messages.isEmpty)
    }

    @Test("the page read, its rows' details search failing, and rows seen before: those are listed, with a notice, and the searches fail too")
    func detailsSearchFailsKnownRowsListed() async throws {
        let known = [PageCandidate(rank: 2, repo: repo("seen", stars: 50))]
        let (sut, _, _, _) = makeSUT(page: Self.detailsFailed(known: known), search: nil, gains: [:])

        let result = await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(sort: .gained))
        let listing = try result.outcome.get()

        #expect(listing.repos.map(\.name) == ["seen"])
        #expect(listing.pageRanks == ["o/seen": 2])
        #expect(result.warnings == [.trendingPageDetailsFailed(.serverError(status: 500), listed: 1, of: 3), .searchFailed(.timedOut)])

        let (pageOnly, _, remote, _) = makeSUT(page: Self.detailsFailed(known: known), search: [repo("s", stars: 1)], gains: [:])
        let listed = await pageOnly.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(source: .page))
        #expect(try listed.outcome.get().repos.map(\.name) == ["seen"])
        #expect(remote.messages.isEmpty)
    }

    @Test("--source page, the rows' search failing: a row of this page that joins as a bookmark keeps its place, its count no current one, and the note counts it")
    func joinedRowKeepsItsRank() async throws {
        let page = PageCandidates.detailsUnavailable(
            .serverError(status: 500), known: [PageCandidate(rank: 2, repo: repo("seen", stars: 50))], total: 3, fetchedAt: fixedNow, fromCache: false,
            unlisted: ["o/beta": 1, "o/gone": 3]
        )
        let beta = repo("beta", stars: 70)
        let state = UserState(bookmarks: ["o/beta": Bookmark(name: beta.repoName, addedAt: fixedNow, details: beta)])
        let (sut, _, _, _) = makeSUT(page: page, search: nil, gains: [:], state: state)

        let result = await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(sort: .page, source: .page))
        let listing = try result.outcome.get()

        #expect(listing.repos.map(\.name) == ["beta", "seen"])
        #expect(listing.pageRanks == ["o/beta": 1, "o/seen": 2])
        #expect(listing.discoveries["o/beta"]?.first == .page)
        #expect(result.warnings.contains(.trendingPageDetailsFailed(.serverError(status: 500), listed: 2, of: 3)), "\(result.warnings)")
    }

    @Test("the page read, its rows' search failing: rows the discovery searches found keep their page rank, and are measured first in page order")
    func unlistedRowsKeepRanks() async throws {
        let page = PageCandidates.detailsUnavailable(
            .serverError(status: 502), known: [], total: 3, fetchedAt: fixedNow, fromCache: false, unlisted: ["o/beta": 1, "o/alpha": 2, "o/gone": 3]
        )
        let (sut, _, _, loader) = makeSUT(
            page: page, search: [repo("alpha", stars: 9_000), repo("other", stars: 8_000), repo("beta", stars: 7_000)], gains: ["o/alpha": 5, "o/beta": 9, "o/other": 1]
        )

        let result = await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(sort: .gained))
        let listing = try result.outcome.get()

        #expect(listing.pageRanks == ["o/beta": 1, "o/alpha": 2])
        #expect(listing.discoveries["o/beta"] == [.page, .search] && listing.discoveries["o/other"] == [.search])
        #expect(Array(loader.calls.map(\.repo).prefix(2)) == ["o/beta", "o/alpha"], "page order first")
        #expect(result.warnings.contains(.trendingPageDetailsFailed(.serverError(status: 502), listed: 2, of: 3)), "the rows the searches found, listed with their places")
    }

    @Test("a list made while the page could not be read is kept so, and shown again so: an older cached copy of the page does not join it; a newer one does")
    func pageUnreadListShownAsMade() async throws {
        let searched = repo("top", stars: 900)
        let failing = PageCandidates.unavailable(.http(status: 500))
        let saved = CacheSpy()
        let run = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: [searched]))), cache: saved, now: { fixedNow }),
            store: StateStoreSpy(UserState()), history: HistoryStoreSpy(), pages: PageCandidateLoaderSpy(answer: failing), now: { fixedNow }
        )
        _ = await run.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions())
        #expect(saved.messages.contains { if case .save(let entry, _) = $0 { entry.pageUnread } else { false } }, "\(saved.messages)")
        // A page read whose rows' search failed, or knew none of them, was read: not kept as unread.
        for read in [Self.detailsFailed(), .unavailable(.rowsUnmatched(count: 3, filtered: false))] {
            let kept = CacheSpy()
            _ = await ListTrendingUseCase(
                load: LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: [searched]))), cache: kept, now: { fixedNow }),
                store: StateStoreSpy(UserState()), history: HistoryStoreSpy(), pages: PageCandidateLoaderSpy(answer: read), now: { fixedNow }
            ).execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions())
            #expect(kept.messages.contains { if case .save(let entry, _) = $0 { !entry.pageUnread } else { false } }, "\(read)")
        }

        // Ten minutes later, within --max-age: the list from the cache, shown as made. The page
        // (a server with none, a stall) is not asked again until the list is older (bb33 o-D1).
        let list = CachedTrending(repos: [searched], fetchedAt: fixedNow.addingTimeInterval(-600), requestedLimit: 10, pageUnread: true)
        for pageAt in [fixedNow.addingTimeInterval(-1200), fixedNow.addingTimeInterval(-60)] {
            let copy = PageCandidates.listed([PageCandidate(rank: 1, repo: searched)], fetchedAt: pageAt, fromCache: true)
            let (sut, pages, remote, _) = makeSUT(page: copy, search: [searched], cached: list, gains: [:])

            let result = await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions())
            let listing = try result.outcome.get()

            #expect(remote.messages.isEmpty, "served from the cache")
            #expect(pages.calls.isEmpty, "the page is not asked")
            #expect(listing.pageRanks.isEmpty, "page read \(pageAt): \(listing.pageRanks)")
            #expect(result.warnings == [.trendingPageUnreadForCachedList(fetchedAt: fixedNow.addingTimeInterval(-600))], "\(result.warnings)")
        }
        // Older than --max-age, or --refresh, or --source page: the page is asked again.
        let old = CachedTrending(repos: [searched], fetchedAt: fixedNow.addingTimeInterval(-7200), requestedLimit: 10, pageUnread: true)
        for (cached, mode, source) in [(old, LoadMode.automatic, DiscoverySource.auto), (list, .refresh, .auto), (list, .automatic, .page)] {
            let copy = PageCandidates.listed([PageCandidate(rank: 1, repo: searched)], fetchedAt: fixedNow, fromCache: false)
            let (sut, pages, _, _) = makeSUT(page: copy, search: [searched], cached: cached, gains: [:])

            let result = await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10, mode: mode), options: ListingOptions(source: source))

            #expect(pages.calls.count == 1, "\(mode) \(source)")
            #expect(!result.warnings.contains(.trendingPageUnreadForCachedList(fetchedAt: cached.fetchedAt)))
        }
    }

    @Test("a page row GitHub's rows search did not return, found by another search: it keeps its place on the page and is not said to be left out (bb33 n-D1)")
    func unreturnedRowFoundBySearch() async throws {
        let alpha = repo("alpha", stars: 900), delta = repo("delta", stars: 500), other = repo("other", stars: 100)
        let page = PageCandidates.listed(
            [PageCandidate(rank: 1, repo: alpha)], fetchedAt: fixedNow, fromCache: false,
            warnings: [.trendingPageRowsUnfound(2, of: 3)], unlisted: ["o/delta": 2, "o/gone": 3]
        )
        let (sut, _, _, _) = makeSUT(page: page, search: [delta, other], gains: [:])

        let result = await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(sort: .page))
        let listing = try result.outcome.get()

        #expect(listing.pageRanks == ["o/alpha": 1, "o/delta": 2], "\(listing.pageRanks)")
        #expect(listing.discoveries["o/delta"] == [.page, .search])
        #expect(listing.repos.map(\.name).prefix(2) == ["alpha", "delta"], "--sort page keeps GitHub's order")
        #expect(result.warnings.contains(.trendingPageRowsUnfound(1, of: 3)), "only the row no search found is left out: \(result.warnings)")
        #expect(!result.warnings.contains(.trendingPageRowsUnfound(2, of: 3)))
    }

    @Test("page rows filling --candidates are all measured, those the failed repos' share held back among the later candidates (review of bb33 n-D2)")
    func pageRowsFillingCandidatesAllMeasured() async throws {
        let rows = (0..<25).map { PageCandidate(rank: $0 + 1, repo: repo("r\($0)", stars: 1000 - $0)) }
        let (sut, _, _, loader) = makeSUT(page: .listed(rows, fetchedAt: fixedNow, fromCache: false), search: [], gains: [:])

        _ = try await sut.execute(
            LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 25), options: ListingOptions(sort: .gained, candidates: 20)
        ).outcome.get()

        #expect(loader.calls.map(\.repo) == rows.prefix(20).map(\.repo.repoName.key), "\(loader.calls.map(\.repo))")
    }

    static func detailsFailed(known: [PageCandidate] = []) -> PageCandidates {
        .detailsUnavailable(.serverError(status: 500), known: known, total: 3, fetchedAt: fixedNow, fromCache: false)
    }

    @Test("--source search never asks the page, and says it cannot filter by spoken language")
    func searchOnly() async throws {
        let (sut, pages, _, _) = makeSUT(page: .unavailable(.noRows), search: [repo("s", stars: 1)], gains: [:])

        let result = await sut.execute(
            LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(source: .search, spokenLanguage: "en")
        )

        #expect(pages.calls.isEmpty)
        #expect(result.warnings == [.spokenLanguageIgnored])
    }

    @Test("the searches failing after the page was read: the page's rows, with a warning")
    func searchFails() async throws {
        let (sut, _, _, _) = makeSUT(
            page: .listed([PageCandidate(rank: 1, repo: repo("top", stars: 10))], fetchedAt: fixedNow, fromCache: false),
            search: nil, gains: [:]
        )

        let result = await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(sort: .gained))

        #expect(try result.outcome.get().repos.map(\.name) == ["top"])
        #expect(result.warnings == [.searchFailed(.timedOut)])
    }

    @Test("a hidden repo on the page stays hidden; --scope new never asks the page")
    func hiddenAndNew() async throws {
        let hidden = repo("hidden", stars: 10)
        let state = UserState(hidden: ["o/hidden": HiddenRepo(name: hidden.repoName, hiddenAt: fixedNow)])
        let (sut, pages, _, _) = makeSUT(
            page: .listed([PageCandidate(rank: 1, repo: hidden), PageCandidate(rank: 2, repo: repo("shown", stars: 5))], fetchedAt: fixedNow, fromCache: false),
            search: [], gains: [:], state: state
        )

        let listing = try await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(sort: .gained)).outcome.get()
        #expect(listing.repos.map(\.name) == ["shown"])

        _ = await sut.execute(LoadTrendingRequest(query: TrendingQuery(), limit: 10))
        #expect(pages.calls.count == 1)
    }

    // MARK: - Helpers

    private func repo(_ name: String, stars: Int) -> Repo {
        Repo(id: stars, owner: "o", name: name, description: nil, language: nil, stars: stars, forks: 0,
             url: URL(string: "https://github.com/o/\(name)")!, createdAt: Date(timeIntervalSince1970: 1_500_000_000))
    }

    private func makeSUT(
        page: PageCandidates, pageCopy: PageCandidates? = nil, search: [Repo]?, cached: CachedTrending? = nil, gains: [String: Int],
        state: UserState = UserState()
    ) -> (ListTrendingUseCase, PageCandidateLoaderSpy, RemoteLoaderSpy, StarHistoryLoaderSpy) {
        let pages = PageCandidateLoaderSpy(answer: page, copy: pageCopy)
        let remote = RemoteLoaderSpy(result: search.map { .success(TrendingSearchResult(repos: $0)) } ?? .failure(.timedOut))
        let loader = StarHistoryLoaderSpy { key in answer(gains[key] ?? 0) }
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: remote, cache: CacheSpy(loadResult: cached.map { .success($0) }), now: { fixedNow }), store: StateStoreSpy(state), history: HistoryStoreSpy(),
            gains: MeasureGainsUseCase(loader: loader, cache: StarHistoryCacheSpy(), now: { fixedNow }), pages: pages, now: { fixedNow }
        )
        return (sut, pages, remote, loader)
    }
}

/// Opens once, from any thread; `wait` returns once it is open, or after 120 s of a thread's own.
private final class Gate: @unchecked Sendable {
    private let lock = NSLock()
    private var isOpen = false
    private var waiter: CheckedContinuation<Void, Never>?

    func open() {
        let waiting: CheckedContinuation<Void, Never>? = lock.withLock {
            defer { isOpen = true; waiter = nil }
            return isOpen ? nil : waiter
        }
        waiting?.resume()
    }

    func wait() async {
        Thread { [self] in Thread.sleep(forTimeInterval: 120); open() }.start()
        await withCheckedContinuation { continuation in
            let openAlready = lock.withLock {
                if !isOpen { waiter = continuation }
                return isOpen
            }
            if openAlready { continuation.resume() }
        }
    }
}

/// A search that ends only once the gate opens, recording the histories asked by then.
private final class SearchWaitingForHistories: TrendingRepoLoader, @unchecked Sendable {
    private let loader: StarHistoryLoaderSpy
    private let gate: Gate
    private let repos: [Repo]
    private let seen = Locked<[String]>([])

    init(loader: StarHistoryLoaderSpy, gate: Gate, repos: [Repo]) {
        self.loader = loader
        self.gate = gate
        self.repos = repos
    }

    var historiesAskedBeforeTheSearchEnded: [String] { seen.value }

    func load(_ query: TrendingQuery, limit: Int, onPage: @Sendable (Int, Int) -> Void) async throws(RemoteLoadError) -> TrendingSearchResult {
        await gate.wait()
        seen.mutate { $0 = loader.calls.map(\.repo) }
        return TrendingSearchResult(repos: repos)
    }
}
