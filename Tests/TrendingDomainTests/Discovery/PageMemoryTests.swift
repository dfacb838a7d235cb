import Foundation
import Testing
import TrendingDomain
import TrendingTestSupport

@Suite("PageMemory")
struct PageMemoryTests {
    @Test("keeps each repo's latest sighting, forgets those older than 30 days, and lists those seen since a date, latest first")
    func record() {
        var memory = PageMemory()
        memory.record([candidate(1, "old")], period: .daily, language: nil, at: fixedNow.addingTimeInterval(-33 * 86_400))
        memory.record([candidate(2, "a"), candidate(1, "b")], period: .daily, language: nil, at: fixedNow.addingTimeInterval(-8 * 86_400))
        memory.record([candidate(3, "a")], period: .weekly, language: "Go", at: fixedNow.addingTimeInterval(-86_400))
        // An older read arriving late does not replace a newer sighting.
        memory.record([candidate(9, "a")], period: .monthly, language: nil, at: fixedNow.addingTimeInterval(-2 * 86_400))

        #expect(memory.sightings["o/old"] == nil)
        #expect(memory.sightings["o/a"]?.rank == 3 && memory.sightings["o/a"]?.period == .weekly && memory.sightings["o/a"]?.language == "Go")
        #expect(memory.seen(since: fixedNow.addingTimeInterval(-PageMemory.candidateAge(for: .daily))).map(\.name) == ["a"])
        #expect(memory.seen(since: fixedNow.addingTimeInterval(-PageMemory.candidateAge(for: .monthly))).map(\.name) == ["a", "b"])
    }

    @Test("a sighting keeps when a search last counted its repo: a read whose counts are the memory's keeps the earlier count's time")
    func countedAt() {
        var memory = PageMemory()
        let day1 = fixedNow.addingTimeInterval(-2 * 86_400), day2 = fixedNow.addingTimeInterval(-86_400)
        memory.record([candidate(1, "a"), candidate(2, "b")], period: .daily, language: nil, at: day1)
        memory.record([PageCandidate(rank: 1, repo: candidate(1, "a").repo, countsAreCurrent: false, countedAt: day1), candidate(2, "b")],
                      period: .daily, language: nil, at: day2)

        #expect(memory.sightings["o/a"]?.at == day2 && memory.sightings["o/a"]?.countedAt == day1, "listed on day 2, counted on day 1")
        #expect(memory.sightings["o/b"]?.countedAt == day2)
    }

    @Test("a page asked by --language rust is remembered as GitHub names its rows' language, Rust; one no row names stays as typed (bb28 a remark)")
    func languageAsGitHubNamesIt() {
        var memory = PageMemory()
        let rust = Repo(id: 1, owner: "o", name: "r", description: nil, language: "Rust", stars: 10, forks: 0,
                        urlText: "https://github.com/o/r", createdAt: Date(timeIntervalSince1970: 1_500_000_000))
        memory.record([PageCandidate(rank: 4, repo: rust)], period: .weekly, language: "rust", at: fixedNow)
        memory.record([candidate(1, "n")], period: .daily, language: "zig", at: fixedNow)

        #expect(memory.sightings["o/r"]?.language == "Rust")
        #expect(memory.sightings["o/n"]?.language == "zig")
        #expect(memory.remembersPage(.weekly, language: "rust", since: fixedNow.addingTimeInterval(-60)), "reads match in any case")
    }

    @Test("holds at most maxRepos, the least recently seen forgotten first")
    func bound() {
        var memory = PageMemory()
        let many = (0...PageMemory.maxRepos).map { candidate($0 + 1, "r\($0)") }
        memory.record(Array(many.prefix(1)), period: .daily, language: nil, at: fixedNow.addingTimeInterval(-60))
        memory.record(Array(many.dropFirst()), period: .daily, language: nil, at: fixedNow)

        #expect(memory.sightings.count == PageMemory.maxRepos)
        #expect(memory.sightings["o/r0"] == nil)
    }

    @Test("the use case records a page read now, and offers what the page listed lately as candidates (recent)")
    func useCase() async throws {
        let remembered = Repo(id: 7, owner: "o", name: "left", description: nil, language: nil, stars: 50, forks: 0,
                              urlText: "https://github.com/o/left", createdAt: Date(timeIntervalSince1970: 1_500_000_000))
        var earlier = PageMemory()
        earlier.record([PageCandidate(rank: 4, repo: remembered)], period: .daily, language: nil, at: fixedNow.addingTimeInterval(-3 * 86_400))
        let memory = PageMemoryStoreSpy(earlier)
        let today = PageCandidate(rank: 1, repo: Repo(id: 8, owner: "o", name: "top", description: nil, language: nil, stars: 90, forks: 0,
                                                    urlText: "https://github.com/o/top", createdAt: Date(timeIntervalSince1970: 1_500_000_000)))
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: RemoteLoaderSpy(), cache: CacheSpy(), now: { fixedNow }), store: StateStoreSpy(), history: HistoryStoreSpy(),
            pages: PageCandidateLoaderSpy(answer: .listed([today], fetchedAt: fixedNow, fromCache: false)), memory: memory, now: { fixedNow }
        )

        let listing = try await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(sort: .page)).outcome.get()

        #expect(listing.repos.map(\.name) == ["top", "left"])
        #expect(listing.discoveries["o/left"] == [.recent])
        #expect(memory.value.sightings["o/top"]?.at == fixedNow)
    }

    @Test("a row the memory offers by a name show has since seen GitHub rename is its new name's: not listed again beside it, nor when that is hidden")
    func rememberedRenamedRow() async throws {
        let old = Repo(id: 7, owner: "o", name: "left", description: nil, language: nil, stars: 50, forks: 0,
                       urlText: "https://github.com/o/left", createdAt: Date(timeIntervalSince1970: 1_500_000_000))
        var earlier = PageMemory()
        earlier.record([PageCandidate(rank: 4, repo: old)], period: .daily, language: nil, at: fixedNow.addingTimeInterval(-86_400))
        let renamed = PageCandidate(rank: 1, repo: Repo(id: 7, owner: "o", name: "right", description: nil, language: nil, stars: 60, forks: 0,
                                                        urlText: "https://github.com/o/right", createdAt: Date(timeIntervalSince1970: 1_500_000_000)))
        let known = KnownReposStub(renames: ["o/left": RepoName(owner: "o", name: "right")])
        let make = { (state: UserState, page: [PageCandidate]) in
            ListTrendingUseCase(
                load: LoadTrendingUseCase(remote: RemoteLoaderSpy(), cache: CacheSpy(), now: { fixedNow }), store: StateStoreSpy(state), history: HistoryStoreSpy(),
                known: known, pages: PageCandidateLoaderSpy(answer: .listed(page, fetchedAt: fixedNow, fromCache: false)), memory: PageMemoryStoreSpy(earlier),
                now: { fixedNow }
            )
        }
        let request = LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10)
        let other = PageCandidate(rank: 1, repo: Repo(id: 8, owner: "o", name: "top", description: nil, language: nil, stars: 90, forks: 0,
                                                      urlText: "https://github.com/o/top", createdAt: Date(timeIntervalSince1970: 1_500_000_000)))

        let listed = try await make(UserState(), [renamed]).execute(request, options: ListingOptions(sort: .page)).outcome.get()
        let hidden = UserState(hidden: ["o/right": HiddenRepo(name: RepoName(owner: "o", name: "right"), hiddenAt: fixedNow)])
        let whileHidden = try await make(hidden, [other]).execute(request, options: ListingOptions(sort: .page)).outcome.get()

        #expect(listed.repos.map(\.name) == ["right"])
        #expect(whileHidden.repos.map(\.name) == ["top"])
    }

    @Test("a row the memory offers keeps its count from days ago: less that day's snapshot it is no gain, never a false +0")
    func rememberedCountIsNoGain() async throws {
        let seenAt = fixedNow.addingTimeInterval(-86_400)
        let remembered = Repo(id: 7, owner: "o", name: "left", description: nil, language: nil, stars: 50, forks: 0,
                              urlText: "https://github.com/o/left", createdAt: Date(timeIntervalSince1970: 1_500_000_000))
        var earlier = PageMemory()
        earlier.record([PageCandidate(rank: 4, repo: remembered)], period: .daily, language: nil, at: seenAt)
        var history = SnapshotHistory()
        history.record([remembered], at: seenAt)
        let today = PageCandidate(rank: 1, repo: Repo(id: 8, owner: "o", name: "top", description: nil, language: nil, stars: 90, forks: 0,
                                                    urlText: "https://github.com/o/top", createdAt: Date(timeIntervalSince1970: 1_500_000_000)))
        let sut = ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: RemoteLoaderSpy(), cache: CacheSpy(), now: { fixedNow }), store: StateStoreSpy(),
            history: HistoryStoreSpy(history),
            pages: PageCandidateLoaderSpy(answer: .listed([today], fetchedAt: fixedNow, fromCache: false)), memory: PageMemoryStoreSpy(earlier),
            now: { fixedNow }
        )

        let listing = try await sut.execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(sort: .page)).outcome.get()

        #expect(listing.repos.map(\.name) == ["top", "left"])
        #expect(listing.gains["o/left"] == nil, "\(String(describing: listing.gains["o/left"]))")
    }

    @Test("the page is read against the page memory the use case read first; a corrupt one is the list's warning, once")
    func useCaseGivesTheMemory() async throws {
        var earlier = PageMemory()
        earlier.record([candidate(4, "left")], period: .daily, language: nil, at: fixedNow.addingTimeInterval(-3 * 86_400))
        let pages = PageCandidateLoaderSpy(answer: .listed([candidate(1, "top")], fetchedAt: fixedNow, fromCache: false))
        let corrupt = PageMemoryStoreSpy(earlier)
        corrupt.movedTo = "/state/trending-page.json.corrupt-1"
        let request = LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10)

        _ = await makeUseCase(pages: pages, memory: PageMemoryStoreSpy(earlier)).execute(request, options: ListingOptions(sort: .page))
        let result = await makeUseCase(pages: pages, memory: corrupt).execute(request, options: ListingOptions(sort: .page))

        #expect(pages.calls.map(\.remembered) == [earlier, PageMemory()])
        #expect(result.warnings == [.state(.corruptMovedAside(movedTo: "/state/trending-page.json.corrupt-1"))])
        #expect(try result.outcome.get().repos.map(\.name) == ["top"])
    }

    @Test("a page revalidated now (a 304) is remembered as read now, its rows seen now; a copy served from the cache the memory holds a read of writes nothing")
    func revalidatedPage() async throws {
        var earlier = PageMemory()
        earlier.record([candidate(1, "top")], period: .daily, language: nil, at: fixedNow.addingTimeInterval(-3 * 86_400))
        let memory = PageMemoryStoreSpy(earlier)
        let request = LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10, mode: .refresh)

        let revalidated = PageCandidateLoaderSpy(answer: .listed([candidate(1, "top")], fetchedAt: fixedNow, fromCache: true))
        _ = await makeUseCase(pages: revalidated, memory: memory).execute(request, options: ListingOptions(sort: .page))

        #expect(memory.value.sightings["o/top"]?.at == fixedNow)
        #expect(memory.value.reads == [PageRead(period: .daily, language: nil, at: fixedNow)])

        let written = memory.updates
        let cached = PageCandidateLoaderSpy(answer: .listed([candidate(1, "top")], fetchedAt: fixedNow, fromCache: true))
        _ = await makeUseCase(pages: cached, memory: memory).execute(LoadTrendingRequest(query: TrendingQuery(scope: .all), limit: 10), options: ListingOptions(sort: .page))
        #expect(memory.updates == written)
    }

    private func makeUseCase(pages: PageCandidateLoaderSpy, memory: PageMemoryStoreSpy) -> ListTrendingUseCase {
        ListTrendingUseCase(
            load: LoadTrendingUseCase(remote: RemoteLoaderSpy(), cache: CacheSpy(), now: { fixedNow }), store: StateStoreSpy(), history: HistoryStoreSpy(),
            pages: pages, memory: memory, now: { fixedNow }
        )
    }

    private func candidate(_ rank: Int, _ name: String) -> PageCandidate {
        PageCandidate(rank: rank, repo: Repo(id: rank, owner: "o", name: name, description: nil, language: nil, stars: 10, forks: 0,
                                             urlText: "https://github.com/o/\(name)", createdAt: Date(timeIntervalSince1970: 1_500_000_000)))
    }
}

/// The page memory in memory; with `movedTo`, a corrupt file the next read or update moves aside.
final class PageMemoryStoreSpy: PageMemoryStore, @unchecked Sendable {
    private let lock = NSLock()
    private var _value: PageMemory
    private var _movedTo: String?
    private var _updates = 0
    init(_ value: PageMemory = PageMemory()) { _value = value }
    var value: PageMemory { lock.withLock { _value } }
    /// How many times the memory was changed (written).
    var updates: Int { lock.withLock { _updates } }
    var movedTo: String? {
        get { lock.withLock { _movedTo } }
        set { lock.withLock { _movedTo = newValue } }
    }

    func read() throws(StateError) -> StateResult<PageMemory> {
        lock.withLock { load() }
    }

    func update<T>(_ change: (inout PageMemory) -> T) throws(StateError) -> StateResult<T> {
        lock.withLock {
            let loaded = load()
            _updates += 1
            return StateResult(change(&_value), warnings: loaded.warnings)
        }
    }

    /// Called holding the lock.
    private func load() -> StateResult<PageMemory> {
        guard let movedTo = _movedTo else { return StateResult(_value) }
        _movedTo = nil
        _value = PageMemory()
        return StateResult(_value, warnings: [.corruptMovedAside(movedTo: movedTo)])
    }
}
