#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `--scope all` measures, and in which order: the candidates described by what their
/// cached histories, snapshots and places on GitHub's page promise.
struct GainPlanner: Sendable {
    let gains: MeasureGainsUseCase
    /// The star histories measured before: what a candidate gained when last measured.
    let histories: (any StarHistoryCache)?

    /// GitHub's page rows that measuring starts with while the searches run: the page's rows
    /// not created inside the window nor failed lately, in page order. They are what
    /// `CandidateOrder` puts first, so starting early changes no order.
    func pageHead(
        _ page: PageListing?, request: LoadTrendingRequest, options: ListingOptions, window: GainWindow, warnings: inout [TrendingWarning]
    ) -> [Repo] {
        guard let page, request.query.scope == .all, options.source.asksSearch, request.mode != .offline else { return [] }
        let failures = failuresOrdered(request, warnings: &warnings)
        // Suspects of a run that got no answer go with the rest, where another is asked first:
        // page rows asked ahead of every search find would stop each run on the same three.
        var ignored: [TrendingWarning] = []
        let suspects = gains.recentSuspects(warnings: &ignored)
        return page.candidates.sorted { $0.rank < $1.rank }.map(\.repo).filter { repo in
            let key = repo.repoName.key
            return repo.createdAt < window.start && failures[key] == nil && suspects[key] == nil && !request.excluding.contains(key)
        }
    }

    /// What `--scope all` measures, in `CandidateOrder`: the candidates not created inside the
    /// window, each promising what its cached history showed. `otherPageRanks`: the rows the other
    /// periods' pages read in this run listed; `oldPageCounts`: page rows whose counts are an earlier
    /// run's. `asksNothing`: a stand-in for a failed refresh (as `--offline`): every history covering the window,
    /// fresh or not, is a measurement, chosen as its run chose it (bb43 v2-D1). Nil: nothing measured.
    func gainPlan(
        _ listing: TrendingListing, request: LoadTrendingRequest, window: GainWindow,
        snapshots: [String: [StarSnapshot]], otherPageRanks: [String: Int] = [:], oldPageCounts: Set<String> = [],
        asksNothing: Bool = false, warnings: inout [TrendingWarning]
    ) -> GainBatch? {
        guard request.query.scope == .all else { return nil }
        // A repo made in the window gained all it has, unless its count is an earlier run's: then
        // its history tells it.
        let old = listing.oldCounts(with: oldPageCounts)
        let candidates = listing.repos.filter { $0.createdAt < window.start || old.contains($0.repoName.key) }
        let failures = failuresOrdered(request, warnings: &warnings)
        let oldCounts = old.intersection(candidates.map(\.repoName.key))
        var known: [String: CachedStarHistory] = [:]
        let renamedMaybe = listing.remembered(sharingAnIDWithOneFoundNow: candidates)
        let described = candidates.map { repo in
            let key = repo.repoName.key
            // A history cached unjudged (`history --daily` knew no count) that a current count refutes is none.
            let history = cachedHistory(repo, warnings: &warnings).flatMap { history in
                oldCounts.contains(key) || StarHistoryRefresher.defect(history.days, stars: repo.stars) == nil ? history : nil
            }
            // One that tells no gain (a malformed answer kept to be said again) covers nothing.
            let covers = history.map {
                $0.weeks >= window.weeksNeeded && window.reaches(fetchedAt: $0.fetchedAt) && $0.shortfall(for: window, createdAt: repo.createdAt) == nil
            } ?? false
            if covers { known[key] = history }
            // Fresh by the run's clock, as measuring judges it: a cached list's window ends at its
            // fetch, before the histories its run measured (bb44 review R3).
            let fresh = history.map { CachePolicy.isFresh(fetchedAt: $0.fetchedAt, now: gains.now(), maxAge: request.maxAge) } == true
            let asks = !asksNothing && request.mode != .offline
            return GainCandidate(
                repo: repo,
                promise: GainRule.promise(for: repo, window: window, history: history, snapshots: snapshots[key] ?? []),
                pageRank: listing.pageRanks[key], failedAt: failures[key],
                otherPageRank: listing.pageRanks[key] == nil ? otherPageRanks[key] : nil,
                isMeasured: covers && (!asks || request.mode != .refresh && fresh),
                measuredAt: covers && asks && request.mode != .refresh && !fresh ? history?.fetchedAt : nil,
                mayBeRenamed: renamedMaybe.contains(key)
            )
        }
        // The page's order and "failed last" are promises: those are asked one at a time.
        let alone = Set(described.filter { $0.failedAt != nil }.map(\.repo.repoName.key))
        return GainBatch(candidates: CandidateOrder.sorted(described), alone: alone, oldCounts: oldCounts, known: known)
    }

    /// The recent failures that put their repos last: those a run may ask again (past `--max-age`,
    /// or `--refresh`). One within `--max-age` is an answer as fresh as a history, so a run within
    /// it, or `--offline`, ranks and picks the repos the failing run did (bb41 n2-D1).
    private func failuresOrdered(_ request: LoadTrendingRequest, warnings: inout [TrendingWarning]) -> [String: Date] {
        let failures = gains.recentFailures(warnings: &warnings)
        guard request.mode != .refresh else { return failures }
        return failures.filter { !gains.isFreshFailure($0.value, maxAge: request.maxAge) }
    }

    /// The history measured before, if any. A corrupt one is moved aside by this read, so it is
    /// said here; one the file system refuses is measuring's to report, when it reads it again.
    private func cachedHistory(_ repo: Repo, warnings: inout [TrendingWarning]) -> CachedStarHistory? {
        guard let histories else { return nil }
        do {
            return try histories.load(repo.repoName).flatMap { $0.belongs(to: repo) ? $0 : nil }
        } catch {
            if case .corrupt = error { warnings.append(.cacheProblem(error)) }
            return nil
        }
    }
}
