// In-process micro-benchmarks for `trending`, timed with `ContinuousClock` only.
//
//   trending-bench [--fixtures DIR] [--iterations N] [--filter TEXT] [--tsv FILE] [--dump-1000 FILE]
//
// - decode: `GitHubSearchMapper.map` over the 100-item search page and over a 1,000-item page
//   made in memory from it (the items repeated ten times, renamed), in MB/s (10^6 bytes/s).
// - cache: `LocalTrendingCache` save (encode) and load (decode) of 100 and 1,000 repos, on an
//   in-memory `LocalStorageClient`, so only the coding is timed.
// - history: `LocalStarHistoryStore.read` of 100 snapshots for each of 100 repos, what a cached
//   list decodes to show star gains.
// - list: `TrendingPresenter` turning 1,000 repos into row view models, and the list layout of
//   those rows at 100 columns (`LayoutBenchmark.renderList`, the renderer `trending` uses).
//
// Each benchmark runs 3 warm-up iterations, then at least 15 and as many as fit in about a
// second (at most 1,000); the figure is the median. `--iterations N` runs exactly N with no
// warm-up (CI's smoke run uses 1). `--filter decode` runs only the benchmarks whose name contains
// "decode". `--dump-1000` writes the generated 1,000-item page, so
// `Benchmarks/json-loads.py` can time Python's `json.loads` on the very same bytes.
// See Benchmarks/README.md.

import Foundation
import TrendingCLI
import TrendingData
import TrendingDomain
import TrendingPresentation

// MARK: - Arguments

struct Options {
    var fixtures: URL?
    var iterations: Int?
    var filter: String?
    var tsv: String?
    var dump1000: String?
}

func usage(_ message: String) -> Never {
    FileHandle.standardError.write(Data("trending-bench: \(message)\nusage: trending-bench [--fixtures DIR] [--iterations N] [--filter TEXT] [--tsv FILE] [--dump-1000 FILE]\n".utf8))
    exit(64)
}

func parseOptions(_ arguments: [String]) -> Options {
    var options = Options()
    var index = 0
    func value(_ flag: String) -> String {
        index += 1
        guard index < arguments.count else { usage("\(flag) needs a value") }
        return arguments[index]
    }
    while index < arguments.count {
        let argument = arguments[index]
        switch argument {
        case "--fixtures": options.fixtures = URL(fileURLWithPath: value(argument))
        case "--iterations":
            guard let count = Int(value(argument)), count > 0 else { usage("--iterations needs a positive number") }
            options.iterations = count
        case "--filter": options.filter = value(argument)
        case "--tsv": options.tsv = value(argument)
        case "--dump-1000": options.dump1000 = value(argument)
        case "-h", "--help": usage("micro-benchmarks; see Benchmarks/README.md")
        default: usage("unknown argument \(argument)")
        }
        index += 1
    }
    return options
}

/// `--fixtures`, else `Fixtures/` in the current folder or one above it (run from the package root
/// or from `Benchmarks/`).
func fixturesDirectory(_ given: URL?) -> URL {
    if let given { return given }
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    for candidate in [current.appendingPathComponent("Fixtures"), current.deletingLastPathComponent().appendingPathComponent("Fixtures")] {
        if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("search/100-items.json").path) {
            return candidate
        }
    }
    usage("cannot find Fixtures/search/100-items.json; run from the package root or pass --fixtures DIR")
}

// MARK: - Timing

struct Result {
    let name: String
    /// Bytes processed per iteration, for a throughput; nil when bytes are not the point.
    let bytes: Int?
    let iterations: Int
    let median: Duration
    /// The fastest run: steadier than the median on a busy machine.
    let minimum: Duration

    var seconds: Double { median.seconds }
    var megabytesPerSecond: Double? { bytes.map { Double($0) / 1e6 / seconds } }
}

extension Duration {
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}

/// Keeps a result alive so the optimiser cannot drop the work that made it.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// How to run each benchmark: a fixed number of iterations (none: as many as fit in a second),
/// and only those whose name contains `filter`.
struct Plan {
    var iterations: Int?
    var filter: String?
}

func measure(_ name: String, bytes: Int? = nil, _ plan: Plan, _ body: () throws -> Void) rethrows -> Result? {
    if let filter = plan.filter, !name.contains(filter) { return nil }
    let fixed = plan.iterations
    let clock = ContinuousClock()
    let minimumRuns = fixed ?? 15
    let maximumRuns = fixed ?? 1000
    let budget = Duration.seconds(1)
    if fixed == nil {
        for _ in 0..<3 { try body() }
    }
    var samples: [Duration] = []
    samples.reserveCapacity(maximumRuns)
    let started = clock.now
    while samples.count < maximumRuns, samples.count < minimumRuns || started.duration(to: clock.now) < budget {
        let start = clock.now
        try body()
        samples.append(start.duration(to: clock.now))
    }
    samples.sort()
    let middle = samples.count / 2
    let median = samples.count % 2 == 1 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2
    return Result(name: name, bytes: bytes, iterations: samples.count, median: median, minimum: samples[0])
}

// MARK: - Inputs

struct BenchError: Error, CustomStringConvertible {
    let description: String
}

/// The 100-item page's items repeated ten times, each copy renamed (`name-2`, a new id), as one
/// pretty-printed page, like GitHub's own answers.
func thousandItemPage(from page: Data) throws -> Data {
    guard var root = try JSONSerialization.jsonObject(with: page) as? [String: Any],
          let items = root["items"] as? [[String: Any]]
    else { throw BenchError(description: "the 100-item fixture is not a search page") }
    var repeated: [Any] = []
    repeated.reserveCapacity(items.count * 10)
    for copy in 0..<10 {
        for var item in items {
            if copy > 0, let id = item["id"] as? Int, let name = item["name"] as? String, let fullName = item["full_name"] as? String {
                item["id"] = id + copy * 10_000_000_000
                item["name"] = "\(name)-\(copy)"
                item["full_name"] = "\(fullName)-\(copy)"
                if let url = item["html_url"] as? String { item["html_url"] = "\(url)-\(copy)" }
            }
            repeated.append(item)
        }
    }
    root["items"] = repeated
    root["total_count"] = repeated.count
    return try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
}

/// `history.json` as `LocalStarHistoryStore` writes it: `{"version":1,"repos":{"owner/name":[[unix seconds, stars], …]}}`,
/// one snapshot an hour up to the reference instant.
func historyJSON(for repos: [Repo], snapshots: Int) -> Data {
    let now = Int(referenceNow.timeIntervalSince1970)
    var text = #"{"version":1,"repos":{"#
    for (index, repo) in repos.enumerated() {
        if index > 0 { text += "," }
        text += "\"\(repo.fullName.lowercased())\":["
        text += (0..<snapshots).map { age in
            "[\(now - 3600 * (snapshots - age)),\(max(0, repo.stars - 5 * (snapshots - age)))]"
        }.joined(separator: ",")
        text += "]"
    }
    return Data((text + "}}").utf8)
}

/// Local storage in memory, so the cache benchmarks time the coding and not the disk.
final class MemoryStorage: LocalStorageClient, @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: Data] = [:]

    func read(_ key: String) throws(StorageError) -> Data? { lock.withLock { files[key] } }
    func write(_ data: Data, to key: String) throws(StorageError) { lock.withLock { files[key] = data } }
    func delete(_ key: String) throws(StorageError) { _ = lock.withLock { files.removeValue(forKey: key) } }
    func moveAside(_ key: String, suffix: String) throws(StorageError) -> String {
        lock.withLock {
            let target = "\(key).\(suffix)"
            files[target] = files.removeValue(forKey: key)
            return target
        }
    }
    func keys() throws(StorageError) -> [String] { lock.withLock { Array(files.keys) } }
    func withExclusiveLock<T>(_ body: () throws(StorageError) -> T) throws(StorageError) -> T { try body() }

    func size(of key: String) -> Int { lock.withLock { files[key]?.count ?? 0 } }
}

/// A view that keeps the list it is shown, so the presenter's output can be laid out.
final class CapturingView: TrendingView, @unchecked Sendable {
    var list: TrendingListViewModel?

    func display(_ viewModel: LoadingViewModel) {}
    func display(_ viewModel: TrendingListViewModel) { list = viewModel }
    func display(_ viewModel: NoticeViewModel) {}
    func display(_ viewModel: ErrorViewModel) {}
}

// MARK: - Benchmarks

/// The instant the fixtures were written for (2026-11-23T12:00:00Z), so ages are realistic.
let referenceNow = Date(timeIntervalSince1970: 1_795_435_200)

func decode(_ body: Data) throws -> [Repo] {
    try GitHubSearchMapper.map(HTTPResponse(status: 200, body: body), now: referenceNow).repos
}

func run(_ options: Options) throws -> [Result] {
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
    var results: [Result] = []
    func add(_ result: Result?) {
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
    try historyStorage.write(historyFile, to: LocalStarHistoryStore.key)
    let history = LocalStarHistoryStore(storage: historyStorage, now: { referenceNow })
    add(try measure("history read 100 repos x 100", bytes: historyFile.count, plan) {
        let snapshots = try history.read().snapshots
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
    return results
}

// MARK: - Output

func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
}

func report(_ results: [Result], tsv: String?) throws {
    let nameWidth = results.map(\.name.count).max() ?? 10
    print(pad("benchmark", nameWidth) + "  " + pad("bytes", 9, right: true) + "  " + pad("runs", 5, right: true)
        + "  " + pad("median ms", 10, right: true) + "  " + pad("min ms", 9, right: true) + "  " + pad("MB/s", 8, right: true))
    for result in results {
        let bytes = result.bytes.map(String.init) ?? "-"
        let rate = result.megabytesPerSecond.map { String(format: "%.1f", $0) } ?? "-"
        print(pad(result.name, nameWidth) + "  " + pad(bytes, 9, right: true) + "  " + pad(String(result.iterations), 5, right: true)
            + "  " + pad(String(format: "%.3f", result.seconds * 1000), 10, right: true)
            + "  " + pad(String(format: "%.3f", result.minimum.seconds * 1000), 9, right: true) + "  " + pad(rate, 8, right: true))
    }
    guard let tsv else { return }
    var lines = "name\tbytes\titerations\tmedian_ms\tmin_ms\tmb_per_s\n"
    for result in results {
        lines += "\(result.name)\t\(result.bytes.map(String.init) ?? "")\t\(result.iterations)\t"
        lines += String(format: "%.4f", result.seconds * 1000) + "\t" + String(format: "%.4f", result.minimum.seconds * 1000) + "\t"
        lines += (result.megabytesPerSecond.map { String(format: "%.2f", $0) } ?? "") + "\n"
    }
    try Data(lines.utf8).write(to: URL(fileURLWithPath: tsv))
}

let options = parseOptions(Array(CommandLine.arguments.dropFirst()))
do {
    try report(try run(options), tsv: options.tsv)
} catch {
    FileHandle.standardError.write(Data("trending-bench: \(error)\n".utf8))
    exit(1)
}
