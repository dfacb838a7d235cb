// In-process micro-benchmarks for `trending`, timed with `ContinuousClock` only.
//
//   trending-bench [--fixtures DIR] [--iterations N] [--filter TEXT] [--tsv FILE] [--dump-1000 FILE]
//
// - decode: `GitHubSearchMapper.map` over the 100-item search page and over a 1,000-item page
//   made in memory from it (the items repeated ten times, renamed), in MB/s (10^6 bytes/s).
// - cache: `LocalTrendingCache` save (encode) and load (decode) of 100 and 1,000 repos, on an
//   in-memory `LocalStorageClient`, so only the coding is timed.
// - history: `LocalSnapshotStore.read` of 100 snapshots for each of 100 repos, what a cached
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

TrendingBench.main(Array(CommandLine.arguments.dropFirst()))
