import Foundation
import TrendingTerminalUI
import TrendingData
import TrendingDomain
import TrendingPresentation

func run(_ options: Options) throws -> [BenchResult] {
    let fixtures = fixturesDirectory(options.fixtures)
    let page100 = try Data(contentsOf: fixtures.appendingPathComponent("search/100-items.json"))
    let page1000 = try thousandItemPage(from: page100)
    if let path = options.dump1000 {
        try page1000.write(to: URL(fileURLWithPath: path))
    }
    let repos100 = try decode(page100)
    let repos1000 = try decode(page1000)
    guard repos100.count == 100, repos1000.count == 1000 else {
        throw BenchError(description: "decoded \(repos100.count) and \(repos1000.count) repos, expected 100 and 1000")
    }
    let plan = Plan(iterations: options.iterations, filter: options.filter)
    var results: [BenchResult] = []
    func add(_ result: BenchResult?) {
        if let result { results.append(result) }
    }

    add(try measure("decode 100-item page", bytes: page100.count, plan) {
        consume(try decode(page100))
    })
    add(try measure("decode 1000-item page", bytes: page1000.count, plan) {
        consume(try decode(page1000))
    })

    let query = TrendingQuery(period: .daily)
    for repos in [repos100, repos1000] {
        let storage = MemoryStorage()
        let cache = LocalTrendingCache(storage: storage, now: { referenceNow })
        let entry = CachedTrending(repos: repos, fetchedAt: referenceNow, requestedLimit: repos.count)
        try cache.save(entry, for: query)
        let size = storage.size(of: LocalTrendingCache.key(for: query))
        add(try measure("cache save \(repos.count) repos", bytes: size, plan) {
            try cache.save(entry, for: query)
        })
        add(try measure("cache load \(repos.count) repos", bytes: size, plan) {
            guard let loaded = try cache.load(for: query), loaded.repos.count == repos.count else {
                throw BenchError(description: "the cache did not load back \(repos.count) repos")
            }
            consume(loaded)
        })
    }

    // What a cached list reads besides its own cache: the star history, here 100 snapshots for
    // each of the 100 repos (the bound per repo), as in Benchmarks/run's scenario C.
    let historyStorage = MemoryStorage()
    let historyFile = historyJSON(for: repos100, snapshots: 100)
    try historyStorage.write(historyFile, to: LocalSnapshotStore.key)
    let history = LocalSnapshotStore(storage: historyStorage, now: { referenceNow })
    add(try measure("history read 100 repos x 100", bytes: historyFile.count, plan) {
        let snapshots = try history.read().value.snapshots
        guard snapshots.count == repos100.count else { throw BenchError(description: "the history lost repos") }
        consume(snapshots)
    })

    let view = CapturingView()
    let presenter = TrendingPresenter(view: view, links: GitHubAPI(token: nil, userAgent: "bench").webLinks, now: { referenceNow }, timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
    let listing = TrendingListing(repos: repos1000, source: .freshCache(fetchedAt: referenceNow))
    let loadResult = TrendingLoadResult(outcome: .success(listing))
    func present() throws -> [RepoRowViewModel] {
        view.list = nil
        presenter.present(loadResult, for: query)
        guard let rows = view.list?.rows, rows.count == 1000 else {
            throw BenchError(description: "the presenter did not show 1000 rows")
        }
        return rows
    }
    let rows = try present()
    let text = LayoutBenchmark.renderList(rows, width: 100)
    add(try measure("presenter 1000 rows", plan) {
        consume(try present())
    })
    add(measure("list layout 1000 rows, 100 cols", bytes: text.utf8.count, plan) {
        consume(LayoutBenchmark.renderList(rows, width: 100))
    })
    add(try measure("presenter + layout 1000 rows", plan) {
        consume(LayoutBenchmark.renderList(try present(), width: 100))
    })
    // trending browse: a key press to the finished frame with 1,000 rows loaded (budget 5 ms).
    guard let list = view.list else { throw BenchError(description: "the presenter showed no list") }
    var screen = BrowseBenchmark(list: list, columns: 120, lines: 40)
    add(measure("browse key to frame, 1000 rows, 120x40", plan) {
        consume(screen.pressDown())
    })
    return results
}
