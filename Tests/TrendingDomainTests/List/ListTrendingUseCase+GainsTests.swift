import Foundation
import Testing
import TrendingDomain
import TrendingTestSupport

@Suite("ListTrendingUseCase, stars gained")
struct BrowseGainsTests {
    func repo(_ name: String, stars: Int, created: Date = Date(timeIntervalSince1970: 1_500_000_000)) -> Repo {
        Repo(id: stars, owner: "o", name: name, description: nil, language: nil, stars: stars, forks: 0,
             url: URL(string: "https://github.com/o/\(name)")!, createdAt: created)
    }

    @Test("--scope all: measures old repos (not new ones), adds bookmarks as candidates, ranks by gain, then cuts")
    func scopeAll() async throws {
        let giant = repo("giant", stars: 50_000)
        let riser = repo("riser", stars: 800)
        let fresh = repo("fresh", stars: 300, created: fixedNow.addingTimeInterval(-3600))
        let saved = repo("saved", stars: 250)
        let store = StateStoreSpy(UserState(bookmarks: ["o/saved": Bookmark(name: saved.repoName, addedAt: fixedNow, details: saved)]))
        let loader = StarHistoryLoaderSpy { key in answer(["o/riser": 500, "o/saved": 340][key] ?? 0) }
        let remote = RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: [giant, riser, fresh])))
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: remote, cache: CacheSpy(), now: { fixedNow }), store: store, history: HistoryStoreSpy(),
            gains: MeasureGainsUseCase(loader: loader, cache: StarHistoryCacheSpy(), now: { fixedNow }), now: { fixedNow }
        )
        let progress = ProgressSpy()

        let listing = try await sut.execute(
            LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 3), options: ListingOptions(sort: .gained), progress: progress.record
        ).outcome.get()

        #expect(listing.repos.map(\.name) == ["riser", "saved", "fresh"])
        #expect(Set(loader.calls.map(\.repo)) == ["o/giant", "o/riser", "o/saved"])
        #expect(listing.gains["o/fresh"]?.source == .created)
        #expect(listing.gains["o/riser"] == StarGain(gained: 500, since: fixedNow.addingTimeInterval(-86_400), source: .github))
        #expect(progress.events.contains(.measuring(GainProgress(done: 0, total: 3))))
        // Before measuring, the list as loaded, in star order and cut, for a screen to show meanwhile.
        let listedAt = try #require(progress.events.firstIndex { if case .listed = $0 { true } else { false } })
        let firstMeasure = try #require(progress.events.firstIndex { if case .measuring = $0 { true } else { false } })
        #expect(listedAt < firstMeasure)
        guard case .listed(let unmeasured) = progress.events[listedAt] else { return }
        #expect(unmeasured.repos.map(\.name) == ["giant", "riser", "fresh"])
        #expect(unmeasured.marks.isBookmarked(saved) == false && unmeasured.gains.isEmpty)
    }

    @Test("--scope all: the repos of recent cached lists are candidates too, once each, when they fit the query")
    func recentLists() async throws {
        let listed = repo("listed", stars: 1_000)
        let seenLastWeek = repo("seen", stars: 950)
        let tooSmall = repo("tiny", stars: 10)
        let loader = StarHistoryLoaderSpy { key in answer(["o/seen": 900][key] ?? 0) }
        let known = KnownReposStub(recent: [seenLastWeek, listed, tooSmall])
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: [listed]))), cache: CacheSpy(), now: { fixedNow }),
            store: StateStoreSpy(), history: HistoryStoreSpy(),
            gains: MeasureGainsUseCase(loader: loader, cache: StarHistoryCacheSpy(), now: { fixedNow }), known: known, now: { fixedNow }
        )

        let listing = try await sut.execute(
            LoadTrendingRequest(query: TrendingQuery(minStars: 100, scope: .all), limit: 5), options: ListingOptions(sort: .gained)
        ).outcome.get()

        #expect(listing.repos.map(\.name) == ["seen", "listed"], "measured, ranked by gain; the tiny one does not fit --min-stars")
        #expect(Set(loader.calls.map(\.repo)) == ["o/listed", "o/seen"], "each candidate asked once")
        #expect(known.recentSince == [fixedNow.addingTimeInterval(-7 * 86_400)], "a week back for a daily list")
    }

    @Test("--scope all: the repos this query's own cached list held are candidates too, read before the new answer replaces it (bb25 e-D3)")
    func ownListIsRecent() async throws {
        let kept = repo("kept", stars: 1_000)
        let dropped = repo("dropped", stars: 9_000)
        let cache = CacheSpy()
        let query = TrendingQuery(scope: .all)
        try cache.save(CachedTrending(repos: [kept, dropped], fetchedAt: fixedNow.addingTimeInterval(-7200), requestedLimit: 10), for: query)
        // Knows the lists as the cache holds them at the moment it is asked.
        let known = KnownListsOf(cache: cache, query: query)
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: [kept]))), cache: cache, now: { fixedNow }),
            store: StateStoreSpy(), history: HistoryStoreSpy(),
            gains: MeasureGainsUseCase(loader: StarHistoryLoaderSpy { _ in answer() }, cache: StarHistoryCacheSpy(), now: { fixedNow }),
            known: known, now: { fixedNow }
        )

        let listing = try await sut.execute(LoadTrendingRequest(query: query, limit: 5, mode: .refresh), options: ListingOptions()).outcome.get()

        #expect(Set(listing.repos.map(\.name)) == ["kept", "dropped"], "the searches missed it today; the list held it 2 hours ago")
        #expect(listing.discoveries["o/dropped"] == [.recent])

        // The list shown is the list cached: within --max-age, offline, and at the next refresh
        // (the searches missing it again), it is the same (bb26 a-D1).
        #expect(try cache.load(for: query)?.recent == [HeldRepo(repo: dropped, heldAt: fixedNow.addingTimeInterval(-7200))], "held 2 hours ago")
        #expect(try cache.load(for: query)?.repos.map(\.name) == ["kept"], "the searches' own rows stay theirs")
        for mode in [LoadMode.automatic, .offline, .refresh] {
            let again = try await sut.execute(LoadTrendingRequest(query: query, limit: 5, mode: mode), options: ListingOptions()).outcome.get()
            #expect(again.repos.map(\.name) == listing.repos.map(\.name), "\(mode)")
            #expect(again.discoveries["o/dropped"] == [.recent], "\(mode)")
        }
    }

    @Test("--scope all: a repo the page listed days ago is measured by the gain its cached history showed, before searched repos that promise less")
    func rememberedByHistory() async throws {
        let created = fixedNow.addingTimeInterval(-1000 * 86_400)
        // 100,000 stars in 1,000 days: 100 a day of age, faded with age to under 4 a day.
        let big = repo("big", stars: 100_000, created: created)
        // As the page showed it two days ago (5 a day of age); its history then showed 350 a day.
        let left = repo("left", stars: 5_000, created: created)
        let sighted = fixedNow.addingTimeInterval(-2 * 86_400)
        var earlier = PageMemory()
        earlier.record([PageCandidate(rank: 3, repo: left)], period: .daily, language: nil, at: sighted)
        let today = GainWindow.dayStart(of: sighted)
        let history = CachedStarHistory(
            days: [DailyStars(day: today.addingTimeInterval(-86_400), stars: 300), DailyStars(day: today, stars: 200)],
            etag: "e0", fetchedAt: sighted, weeks: 2
        )
        let cache = StarHistoryCacheSpy(entries: ["o/left": history])
        let loader = StarHistoryLoaderSpy { _ in answer() }
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: [big]))), cache: CacheSpy(), now: { fixedNow }),
            store: StateStoreSpy(), history: HistoryStoreSpy(),
            gains: MeasureGainsUseCase(loader: loader, cache: cache, now: { fixedNow }), histories: cache,
            memory: PageMemoryStoreSpy(earlier), now: { fixedNow }
        )

        _ = await sut.execute(
            LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 5), options: ListingOptions(sort: .gained, candidates: 1)
        )

        #expect(loader.calls.map(\.repo) == ["o/left"])
    }

    @Test("--scope all: a repo joined from a recent list's older copy shows the newest count this machine took of it, not that copy's (bb44 z2-D1)")
    func joinedRowTakesNewestCount() async throws {
        let keptCopy = repo("kept", stars: 996, created: fixedNow.addingTimeInterval(-1000 * 86_400))
        let history = HistoryStoreSpy(SnapshotHistory(snapshots: [
            "o/kept": [StarSnapshot(at: fixedNow.addingTimeInterval(-86_400), stars: 996), StarSnapshot(at: fixedNow.addingTimeInterval(-60), stars: 1_140)],
        ]))
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: [repo("searched", stars: 500)]))), cache: CacheSpy(), now: { fixedNow }),
            store: StateStoreSpy(), history: history,
            gains: MeasureGainsUseCase(loader: StarHistoryLoaderSpy { _ in answer(100) }, cache: StarHistoryCacheSpy(), now: { fixedNow }),
            known: KnownReposStub(recent: [keptCopy]), now: { fixedNow }
        )

        let listing = try await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 5), options: ListingOptions(sort: .gained)).outcome.get()

        #expect(listing.repos.first { $0.name == "kept" }?.stars == 1_140, "the snapshot a list took a minute ago, not the day-old copy")
        #expect(listing.repos.first { $0.name == "searched" }?.stars == 500)
    }

    @Test("--scope all: a bookmark joined from the bookmarks keeps the count `show` refreshed it to, not an older snapshot's (bb47 review 1, f3-D2)")
    func joinedBookmarkKeepsItsCount() async throws {
        let refreshed = repo("saved", stars: 1_500, created: fixedNow.addingTimeInterval(-1000 * 86_400))
        let history = HistoryStoreSpy(SnapshotHistory(snapshots: ["o/saved": [StarSnapshot(at: fixedNow.addingTimeInterval(-7 * 86_400), stars: 1_000)]]))
        let store = StateStoreSpy(UserState(bookmarks: ["o/saved": Bookmark(name: refreshed.repoName, addedAt: fixedNow.addingTimeInterval(-8 * 86_400), details: refreshed)]))
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: [repo("searched", stars: 500)]))), cache: CacheSpy(), now: { fixedNow }),
            store: store, history: history,
            gains: MeasureGainsUseCase(loader: StarHistoryLoaderSpy { _ in answer(100) }, cache: StarHistoryCacheSpy(), now: { fixedNow }),
            known: KnownReposStub(recent: [repo("saved", stars: 1_000)]), now: { fixedNow }
        )

        let listing = try await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 5), options: ListingOptions(sort: .gained)).outcome.get()

        #expect(listing.repos.first { $0.name == "saved" }?.stars == 1_500)
    }

    @Test("--scope all: a remembered repo's old star count judges no history; a count found in this run does")
    func oldCountsJudgeNothing() async throws {
        // The page showed "left" with 400 stars two days ago; it has gained 2,000 since. "searched"
        // has 400 stars now, by this run's search.
        let left = repo("left", stars: 400, created: fixedNow.addingTimeInterval(-1000 * 86_400))
        let searched = repo("searched", stars: 400, created: fixedNow.addingTimeInterval(-1000 * 86_400))
        var earlier = PageMemory()
        earlier.record([PageCandidate(rank: 3, repo: left)], period: .daily, language: nil, at: fixedNow.addingTimeInterval(-2 * 86_400))
        let loader = StarHistoryLoaderSpy { _ in answer(2000) }
        let cache = StarHistoryCacheSpy()
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: [searched]))), cache: CacheSpy(), now: { fixedNow }),
            store: StateStoreSpy(), history: HistoryStoreSpy(),
            gains: MeasureGainsUseCase(loader: loader, cache: cache, now: { fixedNow }), histories: cache,
            memory: PageMemoryStoreSpy(earlier), now: { fixedNow }
        )

        let result = await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 5), options: ListingOptions(sort: .gained))

        let listing = try #require(try? result.outcome.get())
        #expect(listing.gains["o/left"]?.gained == 2000 && listing.gains["o/left"]?.source == .github)
        #expect(listing.gains["o/searched"]?.source != .github)
        #expect(result.warnings.contains(.starHistoryMalformed(RepoName(owner: "o", name: "searched"), .moreThanStars(history: 2000, stars: 400))))
    }

    @Test("--scope all: a cached history found corrupt while ordering the candidates (and moved aside) is said once")
    func corruptHistoryWhileOrdering() async throws {
        let old = repo("old", stars: 700)
        let cache = CorruptOnceHistoryCache(corrupt: "o/old", movedTo: "/cache/old.json.corrupt")
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: [old]))), cache: CacheSpy(), now: { fixedNow }),
            store: StateStoreSpy(), history: HistoryStoreSpy(),
            gains: MeasureGainsUseCase(loader: StarHistoryLoaderSpy { _ in answer() }, cache: cache, now: { fixedNow }), histories: cache, now: { fixedNow }
        )

        let result = await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 5), options: ListingOptions(sort: .gained))

        #expect(result.warnings.filter { $0 == .cacheCorrupt(movedTo: "/cache/old.json.corrupt") }.count == 1, "\(result.warnings)")
    }

    @Test("--scope all, offline: a cache short of the limit is said with the rows shown, the cached search's and the bookmarks' together")
    func shortCacheSaidWithTheRowsShown() async throws {
        let cachedRepos = [repo("a", stars: 900), repo("b", stars: 800)]
        let saved = repo("saved", stars: 250)
        let store = StateStoreSpy(UserState(bookmarks: ["o/saved": Bookmark(name: saved.repoName, addedAt: fixedNow, details: saved)]))
        let cache = CacheSpy(loadResult: .success(CachedTrending(repos: cachedRepos, fetchedAt: fixedNow.addingTimeInterval(-300), requestedLimit: 2, totalCount: 40)))
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: []))), cache: cache, now: { fixedNow }),
            store: store, history: HistoryStoreSpy(),
            gains: MeasureGainsUseCase(loader: StarHistoryLoaderSpy { _ in answer() }, cache: StarHistoryCacheSpy(), now: { fixedNow }), now: { fixedNow }
        )

        let result = await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 5, mode: .offline), options: ListingOptions(sort: .gained))

        #expect(try result.outcome.get().repos.count == 3)
        #expect(result.warnings.contains(.fewerThanRequested(available: 3, requested: 5)), "\(result.warnings)")
    }

    @Test("--scope all: a cached list within --max-age takes the histories its run measured after its fetch as fresh: no request (bb44 review R3)")
    func cachedListReusesMeasured() async throws {
        let created = fixedNow.addingTimeInterval(-1000 * 86_400)
        let repos = [repo("low", stars: 50_000, created: created), repo("high", stars: 300, created: created),
                     repo("young", stars: 800, created: fixedNow.addingTimeInterval(-10 * 86_400))]
        let cache = StarHistoryCacheSpy(entries: ["o/low": measuredToday(1), "o/high": measuredToday(200)])
        let loader = StarHistoryLoaderSpy { _ in answer(5) }
        let sut = cachedListSUT(repos, fetchedAt: fixedNow.addingTimeInterval(-600), histories: cache, loader: loader)

        let listing = try await sut.execute(
            LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 5), options: ListingOptions(sort: .gained, candidates: 2)
        ).outcome.get()

        #expect(loader.calls.isEmpty, "both fresh in the cache: \(loader.calls)")
        #expect(listing.gains["o/high"]?.gained == 200, "\(listing.gains)")
    }

    @Test("--scope all: a run within --max-age measures what the run before measured, from the cache, with no request")
    func warmRunReusesMeasured() async throws {
        let created = fixedNow.addingTimeInterval(-1000 * 86_400)
        let measuredLow = repo("low", stars: 50_000, created: created)
        let measuredHigh = repo("high", stars: 300, created: created)
        // Never measured, and promising more (80 stars a day of age) than "low" showed (+1).
        let unmeasured = repo("young", stars: 800, created: fixedNow.addingTimeInterval(-10 * 86_400))
        let cache = StarHistoryCacheSpy(entries: ["o/low": measuredToday(1), "o/high": measuredToday(200)])
        let loader = StarHistoryLoaderSpy { _ in answer(5) }
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(
                remote: RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: [measuredLow, measuredHigh, unmeasured]))), cache: CacheSpy(),
                now: { fixedNow }
            ),
            store: StateStoreSpy(), history: HistoryStoreSpy(),
            gains: MeasureGainsUseCase(loader: loader, cache: cache, now: { fixedNow }), histories: cache, now: { fixedNow }
        )

        let listing = try await sut.execute(
            LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 5), options: ListingOptions(sort: .gained, candidates: 2)
        ).outcome.get()

        #expect(loader.calls.isEmpty, "both fresh in the cache: \(loader.calls)")
        #expect(listing.gains["o/low"]?.gained == 1 && listing.gains["o/low"]?.source == .github)
        #expect(listing.gains["o/high"]?.gained == 200)
    }

    @Test("--scope all: every cached history that covers the window gives its gain, measured in this run or not", arguments: [LoadMode.automatic, .offline])
    func cachedGainsBeyondTheCandidates(mode: LoadMode) async throws {
        let created = fixedNow.addingTimeInterval(-1000 * 86_400)
        let repos = [repo("a", stars: 900, created: created), repo("b", stars: 800, created: created)]
        let cache = StarHistoryCacheSpy(entries: ["o/a": measuredToday(30), "o/b": measuredToday(40)])
        let loader = StarHistoryLoaderSpy { _ in answer(5) }
        let listCache = CacheSpy(loadResult: .success(CachedTrending(repos: repos, fetchedAt: fixedNow.addingTimeInterval(-300), requestedLimit: 5, totalCount: 2)))
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: repos))), cache: listCache, now: { fixedNow }),
            store: StateStoreSpy(), history: HistoryStoreSpy(),
            gains: MeasureGainsUseCase(loader: loader, cache: cache, now: { fixedNow }), histories: cache, now: { fixedNow }
        )

        let listing = try await sut.execute(
            LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 5, mode: mode), options: ListingOptions(sort: .gained, candidates: 1)
        ).outcome.get()

        #expect(listing.gains["o/a"]?.gained == 30 && listing.gains["o/b"]?.gained == 40, "\(listing.gains)")
        #expect(loader.calls.isEmpty)
    }

    @Test("--scope all, a list standing in for a failed refresh: measured by what is cached, as offline, with no history request (bb32 k-D2)")
    func standInListMeasuredAsCached() async throws {
        let created = fixedNow.addingTimeInterval(-1000 * 86_400)
        let repos = [repo("a", stars: 900, created: created), repo("b", stars: 800, created: created)]
        let cache = StarHistoryCacheSpy(entries: ["o/a": measuredToday(30)])
        let loader = StarHistoryLoaderSpy { _ in answer(5) }
        let listCache = CacheSpy(loadResult: .success(CachedTrending(repos: repos, fetchedAt: fixedNow.addingTimeInterval(-7200), requestedLimit: 5, totalCount: 2)))
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .failure(.serverError(status: 502))), cache: listCache, now: { fixedNow }),
            store: StateStoreSpy(), history: HistoryStoreSpy(),
            gains: MeasureGainsUseCase(loader: loader, cache: cache, now: { fixedNow }), histories: cache, now: { fixedNow }
        )

        let listing = try await sut.execute(
            LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 5, mode: .refresh), options: ListingOptions(sort: .gained)
        ).outcome.get()

        guard case .staleFallback = listing.source else { Issue.record("\(listing.source)"); return }
        #expect(loader.calls.isEmpty, "\(loader.calls)")
        #expect(listing.gains["o/b"] == nil || listing.gains["o/b"]?.source != .github, "\(listing.gains)")
    }

    @Test("--scope all, --refresh: a malformed answer leaves the cached history covering the window to give the gain, and the warning says so")
    func malformedAnswerCachedStands() async throws {
        let cached = measuredToday(30)
        let result = await refreshedBesideCached(cached, loader: StarHistoryLoaderSpy { _ in .failure(.malformed(.notJSON)) })

        #expect(try result.outcome.get().gains["o/a"]?.gained == 30)
        #expect(result.warnings.contains(.starHistoryMalformedCachedStands(RepoName(owner: "o", name: "a"), .notJSON, fetchedAt: cached.fetchedAt)), "\(result.warnings)")
    }

    @Test("--scope all --offline with nothing to show still says what the caches met: this list's copy moved aside by the recent lists' read (bb26 a-D5)")
    func offlineFailureSaysCacheProblems() async {
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .failure(.timedOut)), cache: CacheSpy(), now: { fixedNow }),
            store: StateStoreSpy(), history: HistoryStoreSpy(), pageCacheProblems: { [.corrupt(movedTo: "/c/list.json.corrupt-1", file: "list.json")] },
            now: { fixedNow }
        )
        let result = await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 5, mode: .offline), options: ListingOptions(source: .search))
        #expect(result.outcome == .failure(.offlineWithoutCache))
        #expect(result.warnings.contains(.cacheCorrupt(movedTo: "/c/list.json.corrupt-1", file: "list.json")), "\(result.warnings)")
    }

    @Test("a cached answer that tells no gain (no week, kept to be said again) is no history the gain comes from, and the warning never says it is (bb25 c-D2)")
    func malformedCachedTellsNothing() async throws {
        let kept = CachedStarHistory(days: [], etag: "e", fetchedAt: fixedNow.addingTimeInterval(-60), weeks: 2)
        let result = await refreshedBesideCached(kept, loader: StarHistoryLoaderSpy { _ in .failure(.malformed(.holdsNoWeek)) })

        #expect(try result.outcome.get().gains["o/a"] == nil)
        #expect(result.warnings.contains(.starHistoryMalformed(RepoName(owner: "o", name: "a"), .holdsNoWeek)), "\(result.warnings)")
        #expect(!result.warnings.contains { if case .starHistoryMalformedCachedStands = $0 { true } else { false } })
    }

    @Test("--scope all, --refresh: a failed request leaves the cached history covering the window to give the gain, and the warning says so")
    func failedRequestCachedStands() async throws {
        let cached = measuredToday(30)
        let result = await refreshedBesideCached(cached, loader: StarHistoryLoaderSpy { _ in .failure(.failed(.serverError(status: 500))) })

        #expect(try result.outcome.get().gains["o/a"]?.gained == 30)
        #expect(result.warnings.contains(.starHistoryFailedCachedStands(
            RepoName(owner: "o", name: "a"), .failed(.serverError(status: 500)), fetchedAt: cached.fetchedAt
        )), "\(result.warnings)")
    }

    @Test("--scope all: the partial note counts the candidates past the run's share whose cached history tells their gain, as the list shows them")
    func partialNoteCountsCachedGains() async throws {
        let created = fixedNow.addingTimeInterval(-1000 * 86_400)
        // "young" promises most and has no history; the run's share (2) is young and one of the others.
        let repos = [
            repo("young", stars: 20_000, created: fixedNow.addingTimeInterval(-10 * 86_400)),
            repo("b", stars: 800, created: created), repo("c", stars: 700, created: created),
        ]
        let cache = StarHistoryCacheSpy(entries: ["o/b": measuredToday(30), "o/c": measuredToday(40)])
        let loader = StarHistoryLoaderSpy { _ in .failure(.rateLimited(resetsAt: nil)) }
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: repos))), cache: CacheSpy(), now: { fixedNow }),
            store: StateStoreSpy(), history: HistoryStoreSpy(),
            gains: MeasureGainsUseCase(loader: loader, cache: cache, now: { fixedNow }), histories: cache, now: { fixedNow }
        )

        let result = await sut.execute(
            LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 5, mode: .refresh), options: ListingOptions(sort: .gained, candidates: 2)
        )

        let listing = try result.outcome.get()
        #expect(loader.calls.map(\.repo) == ["o/young"])
        #expect(listing.gains["o/b"]?.source == .github && listing.gains["o/c"]?.source == .github && listing.gains["o/young"] == nil, "\(listing.gains)")
        let partial = result.warnings.compactMap { if case .gainsPartial(let measured, let total, _) = $0 { [measured, total] } else { nil } }
        #expect(partial == [[2, 3]], "\(result.warnings)")
    }

    @Test("a cached list shown hours after its fetch gives its gains as of the fetch: a repo made in the fetch's window keeps every star", arguments: [TrendingScope.new, .all])
    func cachedListGainsAsOfItsFetch(scope: TrendingScope) async throws {
        let fetched = fixedNow.addingTimeInterval(-5 * 3600)
        // Made 29 hours before now: inside the fetch's 24 hours, outside now's.
        let repos = [repo("beta", stars: 400, created: fixedNow.addingTimeInterval(-29 * 3600)), repo("alpha", stars: 900, created: fixedNow.addingTimeInterval(-10 * 3600))]
        let listing = try await offlineList(repos, fetchedAt: fetched, scope: scope)

        let start = fetched.addingTimeInterval(-86_400)
        #expect(listing.gains["o/beta"] == StarGain(gained: 400, since: start, source: .created), "\(listing.gains)")
        #expect(listing.gains["o/alpha"] == StarGain(gained: 900, since: start, source: .created))
        #expect(listing.repos.map(\.name) == ["alpha", "beta"])
    }

    @Test("--scope all, a cached list shown hours after its fetch: a repo measured then keeps its gain as of the fetch, as a newborn keeps its stars")
    func cachedListMeasuredGainsAsOfItsFetch() async throws {
        let fetched = fixedNow.addingTimeInterval(-5 * 3600)
        let old = fixedNow.addingTimeInterval(-400 * 86_400)
        let repos = [repo("riser", stars: 9_000, created: old), repo("newborn", stars: 7, created: fixedNow.addingTimeInterval(-10 * 3600))]
        let today = GainWindow.dayStart(of: fetched)
        let history = CachedStarHistory(
            days: (0...8).reversed().map { DailyStars(day: today.addingTimeInterval(-Double($0) * 86_400), stars: $0 <= 1 ? 300 : 0) },
            etag: "e", fetchedAt: fetched, weeks: 2
        )
        let listing = try await offlineList(repos, fetchedAt: fetched, scope: .all, histories: ["o/riser": history])

        #expect(listing.gains["o/riser"]?.source == .github, "\(listing.gains)")
        #expect(listing.repos.map(\.name) == ["riser", "newborn"])
    }

    @Test("--scope all --offline, --candidates below the candidates: a repo whose request failed after the list's fetch keeps its place and is said to have failed, not left for one never asked (bb41 n2-D1, bb42 review M1)")
    func offlineKeepsTheFailedRepo() async throws {
        let fetched = fixedNow.addingTimeInterval(-600)
        let old = fixedNow.addingTimeInterval(-400 * 86_400)
        let repos = [repo("first", stars: 9_000, created: old), repo("second", stars: 8_000, created: old), repo("third", stars: 7_000, created: old)]
        var status = StarHistoryEndpointStatus()
        status.failures = ["o/first": fetched.addingTimeInterval(5)]
        let histories = StarHistoryCacheSpy(entries: ["o/second": measuredToday(40)], status: status)
        let sut = cachedListSUT(repos, fetchedAt: fetched, histories: histories)

        let result = await sut.execute(
            LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 5, mode: .offline), options: ListingOptions(sort: .gained, candidates: 2)
        )

        #expect(result.warnings.contains { if case .starHistoryFailedLately(let names, _) = $0 { names.map(\.key) == ["o/first"] } else { false } }, "\(result.warnings)")
        // The cached read picks what the failing run did (`second` measured, `first` failed): `third`,
        // past that run's --candidates, is no candidate here either, so no partial note (bb43 v2-D1).
        #expect(!result.warnings.contains { if case .gainsPartial = $0 { true } else { false } }, "\(result.warnings)")
        let listing = try result.outcome.get()
        #expect(listing.gains["o/second"]?.gained == 40, "\(listing.gains)")
    }

    @Test("--scope all --offline after a complete run: the histories it measured are chosen, fresh or past --max-age, and no partial note is said (bb43 v2-D1)")
    func offlineChoosesTheMeasured() async throws {
        let fetched = fixedNow.addingTimeInterval(-600)
        let old = fixedNow.addingTimeInterval(-400 * 86_400)
        // Three unmeasured repos promise more (more stars) than the two measured ones.
        let repos = ["a", "b", "c"].map { repo($0, stars: 50_000, created: old) } + [repo("m1", stars: 900, created: old), repo("m2", stars: 800, created: old)]
        let histories = StarHistoryCacheSpy(entries: ["o/m1": measuredToday(40), "o/m2": measuredToday(30)])
        let sut = cachedListSUT(repos, fetchedAt: fetched, histories: histories)

        // A --max-age shorter than the histories' age: past it, they still say the gain of a list that asks nothing.
        let result = await sut.execute(
            LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 5, mode: .offline, maxAge: 60), options: ListingOptions(sort: .gained, candidates: 2)
        )

        #expect(!result.warnings.contains { if case .gainsPartial = $0 { true } else { false } }, "\(result.warnings)")
        let listing = try result.outcome.get()
        #expect(listing.gains["o/m1"]?.gained == 40 && listing.gains["o/m2"]?.gained == 30, "\(listing.gains)")
    }

    /// A list use case whose cache holds `repos` fetched at `fetchedAt`, its histories `histories`;
    /// a history asked for answers, through `loader`.
    private func cachedListSUT(
        _ repos: [Repo], fetchedAt: Date, histories: StarHistoryCacheSpy, loader: StarHistoryLoaderSpy = StarHistoryLoaderSpy { _ in answer(5) }
    ) -> ListTrendingUseCase {
        let listCache = CacheSpy(loadResult: .success(CachedTrending(repos: repos, fetchedAt: fetchedAt, requestedLimit: 5, totalCount: repos.count)))
        return ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: []))), cache: listCache, now: { fixedNow }),
            store: StateStoreSpy(), history: HistoryStoreSpy(),
            gains: MeasureGainsUseCase(loader: loader, cache: histories, now: { fixedNow }), histories: histories, now: { fixedNow }
        )
    }

    /// `repos` cached at `fetchedAt` and listed `--offline` by stars gained, with `histories` cached.
    private func offlineList(
        _ repos: [Repo], fetchedAt: Date, scope: TrendingScope, histories entries: [String: CachedStarHistory] = [:]
    ) async throws -> TrendingListing {
        let listCache = CacheSpy(loadResult: .success(CachedTrending(repos: repos, fetchedAt: fetchedAt, requestedLimit: 5, totalCount: 2)))
        let histories = StarHistoryCacheSpy(entries: entries)
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: []))), cache: listCache, now: { fixedNow }),
            store: StateStoreSpy(), history: HistoryStoreSpy(),
            gains: MeasureGainsUseCase(loader: StarHistoryLoaderSpy { _ in answer(5) }, cache: histories, now: { fixedNow }),
            histories: histories, now: { fixedNow }
        )
        return try await sut.execute(
            LoadTrendingRequest(query: TrendingQuery(scope: scope), limit: 5, mode: .offline), options: ListingOptions(sort: .gained)
        ).outcome.get()
    }

    /// A history fetched five minutes ago, holding `today` stars given today.
    private func measuredToday(_ today: Int) -> CachedStarHistory {
        CachedStarHistory(
            days: twoWeeks(today: today), etag: "e", fetchedAt: fixedNow.addingTimeInterval(-300), weeks: 2
        )
    }

    @Test("a bookmark joins the candidates only when it fits the query's filters")
    func bookmarkFilters() {
        let saved = Repo(id: 1, owner: "o", name: "saved", description: nil, language: "Rust", stars: 90, forks: 0,
                         url: URL(string: "https://github.com/o/saved")!, createdAt: fixedNow)
        #expect(TrendingQuery(scope: .all).admits(saved))
        #expect(TrendingQuery(language: "rust", scope: .all).admits(saved))
        #expect(!TrendingQuery(language: "Swift", scope: .all).admits(saved))
        #expect(!TrendingQuery(minStars: 100, scope: .all).admits(saved))
        #expect(!TrendingQuery(topics: ["cli"], scope: .all).admits(saved))
    }

    @Test("--candidates caps the requests; --scope new measures nothing")
    func candidatesAndNew() async throws {
        let old = (1...5).map { repo("r\($0)", stars: 100 * $0) }
        let loader = StarHistoryLoaderSpy { _ in answer() }
        func sut(_ scope: TrendingScope) -> ListTrendingUseCase {
            ListTrendingUseCase(
                load: LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: old))), cache: CacheSpy(), now: { fixedNow }),
                store: StateStoreSpy(), history: HistoryStoreSpy(),
                gains: MeasureGainsUseCase(loader: loader, cache: StarHistoryCacheSpy(), now: { fixedNow }), now: { fixedNow }
            )
        }

        _ = await sut(.all).execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 5), options: ListingOptions(sort: .gained, candidates: 2))
        #expect(loader.calls.count == 2)
        _ = await sut(.new).execute(LoadTrendingRequest(query: TrendingQuery(scope: .new), limit: 5))
        #expect(loader.calls.count == 2)
    }

    /// A `--scope all --refresh` list of one old repo whose cached history `cached` covers the
    /// window, its star history answered by `loader`.
    private func refreshedBesideCached(_ cached: CachedStarHistory, loader: StarHistoryLoaderSpy) async -> TrendingLoadResult {
        let repos = [repo("a", stars: 900, created: fixedNow.addingTimeInterval(-1000 * 86_400))]
        let cache = StarHistoryCacheSpy(entries: ["o/a": cached])
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: repos))), cache: CacheSpy(), now: { fixedNow }),
            store: StateStoreSpy(), history: HistoryStoreSpy(),
            gains: MeasureGainsUseCase(loader: loader, cache: cache, now: { fixedNow }), histories: cache, now: { fixedNow }
        )
        return await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 5, mode: .refresh), options: ListingOptions(sort: .gained))
    }
}

/// A history cache whose one entry is corrupt: the first read moves it aside (and says where), later
/// reads find nothing, as `LocalStarHistoryCache` does.
final class CorruptOnceHistoryCache: StarHistoryCache, @unchecked Sendable {
    private let lock = NSLock()
    private var corrupt: String?
    private let movedTo: String
    private var entries: [String: CachedStarHistory] = [:]

    init(corrupt: String, movedTo: String) {
        self.corrupt = corrupt
        self.movedTo = movedTo
    }

    func load(_ name: RepoName) throws(CacheError) -> CachedStarHistory? {
        let wasCorrupt = lock.withLock {
            defer { if corrupt == name.key { corrupt = nil } }
            return corrupt == name.key
        }
        if wasCorrupt { throw .corrupt(movedTo: movedTo) }
        return lock.withLock { entries[name.key] }
    }

    func save(_ entry: CachedStarHistory, for name: RepoName) throws(CacheError) { lock.withLock { entries[name.key] = entry } }
    func status() -> StarHistoryEndpointStatus { StarHistoryEndpointStatus() }
    func saveStatus(_ status: StarHistoryEndpointStatus) throws(CacheError) {}

}

/// The cached lists as `cache` holds `query`'s at the moment each is asked.
private final class KnownListsOf: KnownRepos, @unchecked Sendable {
    private let cache: CacheSpy
    private let query: TrendingQuery

    init(cache: CacheSpy, query: TrendingQuery) {
        self.cache = cache
        self.query = query
    }

    func summary(of name: RepoName) -> KnownSummary? { nil }
    func renamedTo(of name: RepoName) -> RepoName? { nil }
    func recentRepos(since date: Date) -> [Repo] {
        guard let entry = try? cache.load(for: query) else { return [] }
        let listed = Set(entry.repos.map(\.repoName.key))
        return entry.repos + entry.recent.map(\.repo).filter { !listed.contains($0.repoName.key) }
    }
}
