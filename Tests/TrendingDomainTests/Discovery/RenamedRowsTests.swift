import Foundation
import Testing
import TrendingDomain
import TrendingTestSupport

@Suite("ListTrendingUseCase, a renamed repo remembered under its old name")
struct RenamedRowsTests {
    @Test("the old name's history redirected to the ID of a row found now: one row, the new name (bb29 d-D3)")
    func renamedListedOnce() async throws {
        let (sut, loader, _) = makeSUT(moved: ["y/old": 301])

        let listing = try await sut.execute(request, options: ListingOptions(sort: .gained)).outcome.get()

        #expect(Set(loader.calls.map(\.repo)) == ["y/old", "y/new", "z/plain"], "the old name was measured: that is how the run learns it moved")
        #expect(listing.repos.map(\.repoName.key) == ["y/new", "z/plain"])
        #expect(listing.gains["y/old"] == nil && listing.pageRanks["y/old"] == nil && listing.discoveries["y/old"] == nil)
        #expect(listing.discoveries["y/new"] == [.page, .search])
    }

    @Test("the same list from its cache, the old name's history cached with the ID it moved to: still one row, with no request")
    func renamedFromTheCache() async throws {
        let moved = CachedStarHistory(days: twoWeeks(today: 45), etag: "e1", fetchedAt: fixedNow, weeks: 2, movedTo: 301)
        let (sut, loader, _) = makeSUT(moved: [:], cachedHistories: ["y/old": moved])

        let listing = try await sut.execute(request, options: ListingOptions(sort: .gained)).outcome.get()

        #expect(!loader.calls.map(\.repo).contains("y/old"))
        #expect(listing.repos.map(\.repoName.key) == ["y/new", "z/plain"])
    }

    @Test("kept: a name moved to an ID no row of the list has, and rows sharing an ID with no redirect met (a simple server's)", arguments: [
        ["y/old": 999], [:],
    ])
    func keptWithoutEvidence(moved: [String: Int]) async throws {
        let (sut, _, _) = makeSUT(moved: moved)

        let listing = try await sut.execute(request, options: ListingOptions(sort: .gained)).outcome.get()

        #expect(Set(listing.repos.map(\.repoName.key)) == ["y/new", "z/plain", "y/old"])
    }

    @Test("with --candidates too few for every remembered row, the one sharing its id with one row found now is measured first, so its redirect is met")
    func mayBeRenamedMeasuredFirst() async throws {
        let bigger = (1...4).map { repo("m", "r\($0)", id: 500 + $0, stars: 90_000 + $0) }
        let (sut, loader, _) = makeSUT(moved: ["y/old": 301], alsoRemembered: bigger)

        let listing = try await sut.execute(request, options: ListingOptions(sort: .gained, candidates: 3)).outcome.get()

        #expect(loader.calls.map(\.repo) == ["y/new", "z/plain", "y/old"], "the page's rows, then the old name ahead of bigger remembered repos")
        #expect(!listing.repos.map(\.repoName.key).contains("y/old"))
    }

    @Test("a server giving three rows one id (a simple stand-in's) puts none of them first: the remembered rows keep their order")
    func sharedIDsKeepOrder() async throws {
        let bigger = (1...4).map { repo("m", "r\($0)", id: 500 + $0, stars: 90_000 + $0) } + [repo("m", "same", id: 301, stars: 10)]
        let (sut, loader, _) = makeSUT(moved: [:], alsoRemembered: bigger)

        _ = try await sut.execute(request, options: ListingOptions(sort: .gained, candidates: 3)).outcome.get()

        #expect(loader.calls.map(\.repo) == ["y/new", "z/plain", "m/r4"], "by stars, as before")
    }

    @Test("the old name's bookmark and seen mark go to the new name, as show moves them: listed bookmarked, not new", arguments: [
        ShownRecording.atOnce, .never,
    ])
    func stateFollowsTheRename(recording: ShownRecording) async throws {
        let shownBefore = fixedNow.addingTimeInterval(-86_400)
        let state = UserState(bookmarks: ["y/old": Bookmark(name: name("y/old"), addedAt: shownBefore)], seen: ["y/old": shownBefore])
        let store = StateStoreSpy(state)
        let (sut, _, _) = makeSUT(moved: ["y/old": 301], store: store)

        let listing = try await sut.execute(request, options: ListingOptions(sort: .gained, remembersShown: recording)).outcome.get()

        let renamed = try #require(listing.repos.first { $0.repoName.key == "y/new" })
        #expect(listing.renames.map(\.from) == [name("y/old")] && listing.renames.map(\.to.repoName) == [name("y/new")])
        #expect(listing.marks.isBookmarked(renamed) && !listing.marks.isNew(renamed))
        #expect(listing.marks.firstShown["y/new"] == shownBefore)
        // Moved at once either way, as `show` moves them: browse (recording nothing else now) and its `b` agree.
        #expect(store.state.bookmarks["y/new"]?.addedAt == shownBefore && store.state.bookmarks["y/old"] == nil)
        #expect(store.state.seen["y/new"] == shownBefore && store.state.seen["y/old"] == nil)
        if recording == .never { #expect(store.state.lastShown.isEmpty, "nothing recorded as shown") }
    }

    @Test("a repo made since under the freed old name (another id), its cached history still redirected: kept, its state left alone (review)")
    func newRepoUnderTheFreedNameKept() async throws {
        let moved = CachedStarHistory(days: twoWeeks(today: 45), etag: "e1", fetchedAt: fixedNow, weeks: 2, movedTo: 301)
        let taken = repo("y", "old", id: 999, stars: 120)
        let state = UserState(bookmarks: ["y/old": Bookmark(name: name("y/old"), addedAt: fixedNow)])
        let store = StateStoreSpy(state)
        let (sut, loader, _) = makeSUT(moved: [:], cachedHistories: ["y/old": moved], searchAlso: [taken], store: store)

        let listing = try await sut.execute(request, options: ListingOptions(sort: .gained)).outcome.get()

        #expect(loader.calls.contains { $0.repo == "y/old" && $0.etag == nil }, "the renamed repo's cached history is not this one's: asked anew")

        #expect(listing.repos.contains { $0.repoName.key == "y/old" && $0.id == 999 }, "\(listing.repos.map(\.fullName))")
        #expect(listing.renames.isEmpty)
        #expect(store.state.bookmarks["y/old"] != nil && store.state.bookmarks["y/new"] == nil)
    }

    @Test("the new name with no history of its own takes the old name's, the same repo's: its gain is said, it ranks by it (review)")
    func historyCarriedOver() async throws {
        let moved = CachedStarHistory(days: twoWeeks(today: 45), etag: "e1", fetchedAt: fixedNow, weeks: 2, movedTo: 301)
        let (sut, _, _) = makeSUT(moved: [:], cachedHistories: ["y/old": moved], failing: ["y/new"])

        let result = await sut.execute(request, options: ListingOptions(sort: .gained))
        let listing = try result.outcome.get()

        #expect(listing.repos.map(\.repoName.key) == ["y/new", "z/plain"])
        #expect(listing.gains["y/new"]?.gained == 45, "\(listing.gains)")
        // Its own request failed, and the old name's history stands in: said so, not "not measured" (review).
        #expect(result.warnings.contains(.starHistoryFailedCachedStands(name("y/new"), .failed(.serverError(status: 502)), fetchedAt: fixedNow)),
                "\(result.warnings)")
        #expect(!result.warnings.contains { if case .starHistoryFailed = $0 { true } else { false } }, "\(result.warnings)")
    }

    @Test("a moved bookmark keeps the new name's details, though --limit cut its row: still a --scope all candidate (review)")
    func movedBookmarkKeepsDetails() async throws {
        let state = UserState(bookmarks: ["y/old": Bookmark(name: name("y/old"), addedAt: fixedNow)])
        let store = StateStoreSpy(state)
        let (sut, _, _) = makeSUT(moved: ["y/old": 301], plainStars: 50_000, store: store)

        let listing = try await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 1), options: ListingOptions(sort: .stars)).outcome.get()

        #expect(listing.repos.map(\.repoName.key) == ["z/plain"], "the renamed row is cut")
        #expect(store.state.bookmarks["y/new"]?.details?.repoName.key == "y/new", "\(store.state.bookmarks)")
    }

    // MARK: - Helpers

    private let request = LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10)

    private func repo(_ owner: String, _ name: String, id: Int, stars: Int) -> Repo {
        Repo(id: id, owner: owner, name: name, description: nil, language: nil, stars: stars, forks: 0,
             url: URL(string: "https://github.com/\(owner)/\(name)")!, createdAt: Date(timeIntervalSince1970: 1_500_000_000))
    }

    /// Yesterday's page listed `y/old` (id 301); today's lists `y/new`, the same repo renamed, and a search finds it too.
    private func makeSUT(
        moved: [String: Int], cachedHistories: [String: CachedStarHistory] = [:], alsoRemembered: [Repo] = [],
        searchAlso: [Repo] = [], failing: Set<String> = [], plainStars: Int = 960, store: StateStoreSpy = StateStoreSpy(UserState())
    ) -> (ListTrendingUseCase, StarHistoryLoaderSpy, StarHistoryCacheSpy) {
        let old = repo("y", "old", id: 301, stars: 2_750), new = repo("y", "new", id: 301, stars: 2_780), plain = repo("z", "plain", id: 302, stars: plainStars)
        var earlier = PageMemory()
        let remembered = ([old] + alsoRemembered).enumerated().map { PageCandidate(rank: $0.offset + 1, repo: $0.element) }
        earlier.record(remembered, period: .daily, language: nil, at: fixedNow.addingTimeInterval(-86_400))
        let page = PageCandidates.listed([PageCandidate(rank: 1, repo: new), PageCandidate(rank: 2, repo: plain)], fetchedAt: fixedNow, fromCache: false)
        let gains = ["y/old": 45, "y/new": 45, "z/plain": 15]
        let loader = StarHistoryLoaderSpy { key in
            if failing.contains(key) { return .failure(.failed(.serverError(status: 502))) }
            return answer(gains[key] ?? 0).map { StarHistoryAnswer(fetch: $0.fetch, budget: $0.budget, movedTo: moved[key]) }
        }
        let cache = StarHistoryCacheSpy(entries: cachedHistories)
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: RemoteLoaderSpy(result: .success(TrendingSearchResult(repos: [new, plain] + searchAlso))), cache: CacheSpy(), now: { fixedNow }),
            store: store, history: HistoryStoreSpy(), gains: MeasureGainsUseCase(loader: loader, cache: cache, now: { fixedNow }),
            pages: PageCandidateLoaderSpy(answer: page), memory: PageMemoryStoreSpy(earlier), now: { fixedNow }
        )
        return (sut, loader, cache)
    }
}
