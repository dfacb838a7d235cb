import Foundation
import Testing
import TrendingDomain
import TrendingTestSupport

/// A weekly or monthly `--scope all` run whose page memory holds no read of the other periods'
/// pages today (a machine's first run) reads those too: their rows are candidates of every
/// period, and a warm run has them from its memory. A daily run reads its own page alone.
@Suite("ListTrendingUseCase, the other periods' pages of a first run")
struct OtherPagesTests {
    @Test("a cold weekly run reads the daily and monthly pages too; their rows join as recent, are remembered, and are measured after the weekly page's, before the searches'")
    func coldWeekly() async throws {
        let weeklyTop = repo("weekly-top", stars: 500)
        let dailyOnly = repo("daily-only", stars: 300)
        let monthlyOnly = repo("monthly-only", stars: 200)
        let memory = PageMemoryStoreSpy()
        let (sut, pages, loader) = makeSUT(
            weekly: [PageCandidate(rank: 1, repo: weeklyTop)],
            daily: [PageCandidate(rank: 1, repo: weeklyTop), PageCandidate(rank: 2, repo: dailyOnly)],
            monthly: [PageCandidate(rank: 1, repo: weeklyTop), PageCandidate(rank: 3, repo: monthlyOnly)],
            search: [repo("big", stars: 90_000)], memory: memory
        )

        let listing = try await sut.execute(weekly(), options: ListingOptions(sort: .gained, candidates: 3)).outcome.get()

        #expect(pages.calls.map(\.query.period) == [.weekly, .daily, .monthly], "the period's own page first")
        #expect(pages.calls.allSatisfy { $0.spokenLanguage == nil })
        #expect(pages.calls.first?.remembered == PageMemory())
        #expect(pages.calls[1].remembered.sightings.keys.sorted() == ["o/weekly-top"], "the weekly page's rows need no second search")
        #expect(pages.calls[2].remembered.sightings.keys.sorted() == ["o/daily-only", "o/weekly-top"], "nor the daily page's")
        #expect(loader.calls.map(\.repo) == ["o/weekly-top", "o/daily-only", "o/monthly-only"], "the other pages' rows by place, before the 90k-star search result")
        #expect(listing.discoveries["o/daily-only"] == [.recent])
        #expect(listing.discoveries["o/monthly-only"] == [.recent])
        #expect(listing.pageRanks == ["o/weekly-top": 1], "page_rank is the weekly page's place alone")
        #expect(memory.value.sightings["o/daily-only"]?.period == .daily)
        #expect(memory.value.sightings["o/monthly-only"]?.period == .monthly)
        #expect(memory.value.sightings["o/weekly-top"]?.period == .weekly, "the period's own page is its latest sighting")
    }

    @Test("a row another period's page listed in this run is said to be recent though a search found it too; one the list's own page listed is not")
    func recentThoughSearched() async throws {
        let weeklyTop = repo("weekly-top", stars: 500)
        let dailyOnly = repo("daily-only", stars: 300)
        let (sut, _, _) = makeSUT(
            weekly: [PageCandidate(rank: 1, repo: weeklyTop)],
            daily: [PageCandidate(rank: 1, repo: weeklyTop), PageCandidate(rank: 2, repo: dailyOnly)],
            search: [dailyOnly, weeklyTop, repo("big", stars: 90_000)], memory: PageMemoryStoreSpy()
        )

        let listing = try await sut.execute(weekly(), options: ListingOptions(sort: .gained)).outcome.get()

        #expect(listing.discoveries["o/daily-only"] == [.search, .recent])
        #expect(listing.discoveries["o/weekly-top"] == [.page, .search])
        #expect(listing.discoveries["o/big"] == [.search])
    }

    @Test("a weekly run that remembers today's daily and monthly pages reads the weekly page alone")
    func warmWeekly() async throws {
        var earlier = PageMemory()
        earlier.record([PageCandidate(rank: 1, repo: repo("seen", stars: 80))], period: .daily, language: nil, at: fixedNow.addingTimeInterval(-3_600))
        earlier.record([PageCandidate(rank: 1, repo: repo("month", stars: 90))], period: .monthly, language: nil, at: fixedNow.addingTimeInterval(-3_600))
        let (sut, pages, _) = makeSUT(weekly: [], daily: [], search: [], memory: PageMemoryStoreSpy(earlier))

        let listing = try await sut.execute(weekly(), options: ListingOptions(sort: .gained)).outcome.get()

        #expect(pages.calls.map(\.query.period) == [.weekly])
        #expect(listing.discoveries["o/seen"] == [.recent])
    }

    @Test("a daily page remembered from yesterday, or for another language, is read again")
    func staleOrOtherLanguage() async throws {
        for (at, language) in [(fixedNow.addingTimeInterval(-25 * 3_600), nil), (fixedNow.addingTimeInterval(-3_600), "Go")] as [(Date, String?)] {
            var earlier = PageMemory()
            earlier.record([PageCandidate(rank: 1, repo: repo("seen", stars: 80))], period: .daily, language: language, at: at)
            let (sut, pages, _) = makeSUT(weekly: [], daily: [], search: [], memory: PageMemoryStoreSpy(earlier))

            _ = await sut.execute(weekly(), options: ListingOptions(sort: .gained))

            #expect(pages.calls.map(\.query.period) == [.weekly, .daily, .monthly])
        }
    }

    @Test("a cold monthly run reads the daily and weekly pages, with its language and --min-stars; a daily run reads one page")
    func monthlyAndDaily() async throws {
        let (sut, pages, _) = makeSUT(weekly: [], daily: [], search: [], memory: PageMemoryStoreSpy())
        let monthly = TrendingQuery(period: .monthly, language: "Rust", minStars: 50, scope: .all)

        _ = await sut.execute(LoadTrendingRequest(query: monthly, limit: 10), options: ListingOptions(sort: .gained))
        #expect(pages.calls.map(\.query) == [
            monthly,
            TrendingQuery(period: .daily, language: "Rust", minStars: 50, scope: .all),
            TrendingQuery(period: .weekly, language: "Rust", minStars: 50, scope: .all),
        ])

        let (daily, dailyPages, _) = makeSUT(weekly: [], daily: [], search: [], memory: PageMemoryStoreSpy())
        _ = await daily.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(sort: .gained))
        #expect(dailyPages.calls.map(\.query.period) == [.daily])
    }

    @Test("--spoken-language and --topic read no other page: no remembered row joins them")
    func filtersNoRememberedRowJoins() async throws {
        let (spoken, spokenPages, _) = makeSUT(weekly: [], daily: [], search: [], memory: PageMemoryStoreSpy())
        _ = await spoken.execute(weekly(), options: ListingOptions(sort: .gained, spokenLanguage: "zh"))
        // Its own page's copy is looked at (offline, no request) when the page gives no row: no other period's.
        #expect(spokenPages.calls.filter { $0.mode != .offline }.map(\.query.period) == [.weekly])
        #expect(Set(spokenPages.calls.map(\.query.period)) == [.weekly])

        let (topic, topicPages, _) = makeSUT(weekly: [], daily: [], search: [], memory: PageMemoryStoreSpy())
        let query = TrendingQuery(period: .weekly, topics: ["cli"], scope: .all)
        _ = await topic.execute(LoadTrendingRequest(query: query, limit: 10), options: ListingOptions(sort: .gained))
        #expect(topicPages.calls.map(\.query.period) == [.weekly])
    }

    @Test("another period's page that cannot be read costs only itself: nothing is said, and the weekly list is as without it")
    func otherPageFails() async throws {
        let weeklyTop = repo("weekly-top", stars: 500)
        let pages = PageCandidateLoaderSpy(
            answer: .listed([PageCandidate(rank: 1, repo: weeklyTop)], fetchedAt: fixedNow, fromCache: false),
            answers: [.daily: .unavailable(.http(status: 503)), .monthly: .unavailable(.rateLimited(retryAfter: nil))]
        )
        let (sut, _, _) = makeSUT(pages: pages, search: [], memory: PageMemoryStoreSpy())

        let result = await sut.execute(weekly(), options: ListingOptions(sort: .gained))

        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(try result.outcome.get().repos.map(\.name) == ["weekly-top"])
    }

    @Test("a weekly page's copy an earlier run fetched within --max-age reads the other pages from their copies alone: that run asked them (bb33 o-D1); revalidated now, or offline, as the run's mode")
    func earlierCopyAsksNoOtherPage() async throws {
        let weeklyTop = repo("weekly-top", stars: 500)
        for (fetchedAt, mode, otherMode) in [
            (fixedNow.addingTimeInterval(-300), LoadMode.automatic, LoadMode.offline),
            (fixedNow, .automatic, .automatic),
            (fixedNow.addingTimeInterval(-300), .offline, .offline),
        ] {
            let pages = PageCandidateLoaderSpy(
                answer: .listed([PageCandidate(rank: 1, repo: weeklyTop)], fetchedAt: fetchedAt, fromCache: true),
                answers: [.daily: .unavailable(.http(status: 404)), .monthly: .unavailable(.http(status: 404))]
            )
            let (sut, _, _) = makeSUT(pages: pages, search: [], memory: PageMemoryStoreSpy())

            _ = await sut.execute(LoadTrendingRequest(query: TrendingQuery(period: .weekly, scope: .all), limit: 10, mode: mode), options: ListingOptions(sort: .gained))

            #expect(pages.calls.map(\.query.period) == [.weekly, .daily, .monthly], "\(fetchedAt) \(mode)")
            #expect(pages.calls.dropFirst().allSatisfy { $0.mode == otherMode }, "\(pages.calls.map(\.mode))")
        }
    }

    @Test("--source page whose own page gives no row asks no other page: the run ends, or its copy stands in")
    func sourcePageOwnPageFails() async throws {
        let pages = PageCandidateLoaderSpy(answer: .unavailable(.http(status: 502)), answers: [.daily: .listed([], fetchedAt: fixedNow, fromCache: false)])
        let (sut, _, _) = makeSUT(pages: pages, search: [], memory: PageMemoryStoreSpy())

        let result = await sut.execute(weekly(), options: ListingOptions(sort: .gained, source: .page))

        #expect(result.outcome == .failure(.trendingPageUnavailable(.http(status: 502))))
        #expect(pages.calls.allSatisfy { $0.query.period == .weekly }, "\(pages.calls.map(\.query.period))")
    }

    @Test("rows of another period's page whose memory cannot be saved are still this run's candidates, with the warning")
    func memoryNotSaved() async throws {
        let failure = StateError.busy(.lockHeld(path: "/state/.lock", seconds: 10))
        let (sut, _, _) = makeSUT(
            weekly: [], daily: [PageCandidate(rank: 1, repo: repo("daily-only", stars: 300))], search: [],
            memory: UnsavablePageMemory(failure: failure)
        )

        let result = await sut.execute(weekly(), options: ListingOptions(sort: .gained))

        #expect(try result.outcome.get().discoveries["o/daily-only"] == [.recent])
        #expect(result.warnings.contains(.pageMemoryNotSaved(failure)))
    }

    @Test("candidate order: the period's page, then the other pages' rows by their place, then promise")
    func order() {
        let candidates = [
            GainCandidate(repo: repo("promising", stars: 1), promise: 900),
            GainCandidate(repo: repo("daily-2", stars: 2), promise: 0, otherPageRank: 2),
            GainCandidate(repo: repo("weekly-1", stars: 3), promise: 0, pageRank: 1),
            GainCandidate(repo: repo("daily-1", stars: 4), promise: 0, otherPageRank: 1),
        ]

        #expect(CandidateOrder.sorted(candidates).map(\.name) == ["weekly-1", "daily-1", "daily-2", "promising"])
    }

    @Test("a weekly or monthly run's companions are the other two periods, shortest first; a daily run's none (one page)")
    func companions() {
        #expect(TrendingPeriod.daily.companions.isEmpty)
        #expect(TrendingPeriod.weekly.companions == [.daily, .monthly])
        #expect(TrendingPeriod.monthly.companions == [.daily, .weekly])
    }

    private func weekly() -> LoadTrendingRequest {
        LoadTrendingRequest(query: TrendingQuery(period: .weekly, scope: .all), limit: 10)
    }

    private func repo(_ name: String, stars: Int) -> Repo {
        Repo(id: stars, owner: "o", name: name, description: nil, language: nil, stars: stars, forks: 0,
             url: URL(string: "https://github.com/o/\(name)")!, createdAt: Date(timeIntervalSince1970: 1_500_000_000))
    }

    private func makeSUT(
        weekly: [PageCandidate], daily: [PageCandidate], monthly: [PageCandidate] = [], search: [Repo], memory: any PageMemoryStore
    ) -> (ListTrendingUseCase, PageCandidateLoaderSpy, StarHistoryLoaderSpy) {
        let pages = PageCandidateLoaderSpy(
            answer: .listed(weekly, fetchedAt: fixedNow, fromCache: false),
            answers: [
                .daily: .listed(daily, fetchedAt: fixedNow.addingTimeInterval(-1), fromCache: false),
                .monthly: .listed(monthly, fetchedAt: fixedNow.addingTimeInterval(-2), fromCache: false),
            ]
        )
        return makeSUT(pages: pages, search: search, memory: memory)
    }

    private func makeSUT(
        pages: PageCandidateLoaderSpy, search: [Repo], memory: any PageMemoryStore
    ) -> (ListTrendingUseCase, PageCandidateLoaderSpy, StarHistoryLoaderSpy) {
        let remote = RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: search)))
        let loader = StarHistoryLoaderSpy { _ in answer(10) }
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: remote, cache: CacheSpy(), now: { fixedNow }), store: StateStoreSpy(), history: HistoryStoreSpy(),
            gains: MeasureGainsUseCase(loader: loader, cache: StarHistoryCacheSpy(), now: { fixedNow }), pages: pages, memory: memory,
            now: { fixedNow }
        )
        return (sut, pages, loader)
    }
}

/// A page memory that reads empty and refuses every change.
private final class UnsavablePageMemory: PageMemoryStore, @unchecked Sendable {
    let failure: StateError
    init(failure: StateError) { self.failure = failure }

    func read() throws(StateError) -> StateResult<PageMemory> { StateResult(PageMemory()) }

    func update<T>(_ change: (inout PageMemory) -> T) throws(StateError) -> StateResult<T> { throw failure }
}
