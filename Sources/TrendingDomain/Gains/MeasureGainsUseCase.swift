#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Measures candidates' star gains with GitHub's star-history API, a request per repo in the
/// order given, reusing fresh cached histories and revalidating stale ones. A failure costs the
/// smallest thing it belongs to: one repo's costs that repo, only the server's stops the run.
/// Up to `concurrency` requests fly at once, applied in order (Architecture.md, Decisions).
public struct MeasureGainsUseCase: Sendable {
    /// No history request is sent while the core budget has this many requests or fewer left.
    public static let reserve = 10
    /// Requests failing one after another, with no answer between, that mean the server fails.
    public static let maxFailuresInARow = 3
    /// The most history requests the CLI keeps in flight: well inside GitHub's limit of 100
    /// concurrent requests, and below `reserve`, so a run never spends the budget's last requests.
    public static let concurrentRequests = 4

    private let refresher: StarHistoryRefresher
    private let cache: any StarHistoryCache
    let isAuthenticated: Bool
    private let concurrency: Int
    let now: @Sendable () -> Date

    /// - Parameter concurrency: the most requests in flight once the server has answered; 1 asks serially.
    public init(
        loader: any StarHistoryLoader, cache: any StarHistoryCache, concurrency: Int = 1, now: @escaping @Sendable () -> Date
    ) {
        refresher = StarHistoryRefresher(loader: loader, cache: cache, now: now)
        self.cache = cache
        isAuthenticated = loader.isAuthenticated
        // More in flight than the reserve could spend the budget past it.
        self.concurrency = min(max(1, concurrency), Self.reserve)
        self.now = now
    }

    /// The repos whose request failed recently (`RepoName.key` to when): they go last. A status
    /// found corrupt (moved aside) is said in `warnings`.
    public func recentFailures(warnings: inout [TrendingWarning]) -> [String: Date] {
        cache.status(warnings: &warnings).recentFailures(at: now())
    }

    /// The repos a run that got no answer at all suspected lately: not asked first again.
    public func recentSuspects(warnings: inout [TrendingWarning]) -> [String: Date] {
        cache.status(warnings: &warnings).recentSuspects(at: now())
    }

    /// Measures `candidates` in order, the first `limit`: `alone` (keys) with no other request in
    /// flight; `oldCounts` (keys, star counts of an earlier run) not judged against a history;
    /// then `more`, awaited once these are measured. `progress` is told before the first repo
    /// and after each, once `more` is in (so its total is the whole run's).
    public func execute(
        _ candidates: [Repo], window: GainWindow, limit: Int, mode: LoadMode, maxAge: TimeInterval, alone: Set<String> = [],
        oldCounts: Set<String> = [], progress: @Sendable (GainProgress) -> Void = { _ in },
        then more: (@Sendable () async -> GainBatch)? = nil
    ) async -> GainMeasurement {
        let share = max(0, limit) / 10
        // With more candidates to come (the page's rows measured while the searches run), the
        // failed repos' share is left for them: those go with the later candidates (bb33 n-D2).
        var chosen = Self.chosen(candidates, limit: more == nil ? limit : limit - share, failedLately: alone, share: share)
        var alone = alone, oldCounts = oldCounts
        // The later candidates, asked for at once: they join once these are measured.
        var pending = more.map(PendingBatch.init)
        var statusWarnings: [TrendingWarning] = []
        let originalStatus = cache.status(warnings: &statusWarnings)
        var status = originalStatus
        if mode == .refresh { status.askAgain() }
        // Repos suspected by a run that got no answer at all: another is asked first, so they
        // can't stop every run before the others are measured.
        // When every one is a suspect (a long outage), the one suspected longest ago goes first:
        // those failing again are suspected anew each run, so the others get their turn.
        let suspects = status.recentSuspects(at: now())
        if let first = chosen.first, suspects[first.repoName.key] != nil,
           let other = chosen.indices.min(by: { (suspects[chosen[$0].repoName.key] ?? .distantPast) < (suspects[chosen[$1].repoName.key] ?? .distantPast) }),
           other != 0 {
            chosen.insert(chosen.remove(at: other), at: 0)
        }
        var run = MeasuringRun(
            total: chosen.count, warnings: statusWarnings, status: status, mode: mode, isAuthenticated: isAuthenticated, now: now
        )
        // Held back while more candidates may come: the total is not known yet. Once they have
        // arrived (joining or not), it is, and progress goes out with it.
        var withheld: [GainProgress]? = pending == nil ? nil : []
        var announced: Int?
        func joining(_ batch: GainBatch) -> [Repo] {
            var known = Set(chosen.map(\.repoName.key))
            let added = batch.candidates.filter { known.insert($0.repoName.key).inserted }
            return Self.chosen(added, limit: limit - chosen.count, failedLately: batch.alone, share: share)
        }
        func release(total: Int) {
            for event in withheld ?? [] { progress(GainProgress(done: event.done, total: total, repo: event.repo, gain: event.gain)) }
            withheld = nil
            announced = total
        }
        func tell(_ event: GainProgress) {
            if withheld != nil, let batch = pending?.ready { release(total: chosen.count + joining(batch).count) }
            if withheld != nil {
                withheld?.append(event)
                return
            }
            progress(GainProgress(done: event.done, total: announced ?? event.total, repo: event.repo, gain: event.gain))
        }
        tell(GainProgress(done: 0, total: chosen.count))

        await withTaskGroup(of: (Int, GainAnswer).self) { group in
            var flight = RequestFlight()
            var steps: [Int: (GainStep, [TrendingWarning])] = [:]
            var answers: [Int: GainAnswer] = [:]
            // Decides, and starts, the candidates ahead while there is room in flight; with no
            // room and nothing in flight, no request goes out any more.
            func topUp() {
                while flight.decided < chosen.count {
                    let repo = chosen[flight.decided]
                    let asksAlone = alone.contains(repo.repoName.key)
                    let room = flight.room(concurrency, reserve: Self.reserve)
                    if flight.inFlight > 0, asksAlone || flight.alone != nil || flight.inFlight >= room { break }
                    var warnings: [TrendingWarning] = []
                    let stopped = run.stop != nil || room == 0
                    let stars = oldCounts.contains(repo.repoName.key) ? nil : repo.stars
                    let step = self.step(
                        for: repo, stars: stars, window: window, mode: mode, maxAge: maxAge, stopped: stopped,
                        failedAt: originalStatus.failures[repo.repoName.key], warnings: &warnings
                    )
                    if case .fetch(let cached) = step {
                        let position = flight.decided
                        let weeks = window.weeksNeeded
                        // Off the caller's executor: each answer is decoded and cached (an fsync) in parallel.
                        group.addTask(executorPreference: globalConcurrentExecutor) { (position, await self.fetch(repo.repoName, id: repo.id, weeks: weeks, cached: cached, stars: stars, createdAt: repo.createdAt)) }
                        flight.inFlight += 1
                        if asksAlone { flight.alone = position }
                    }
                    steps[flight.decided] = (step, warnings)
                    flight.decided += 1
                }
            }
            var index = 0, settled = 0
            while true {
                if index == chosen.count, let waiting = pending {
                    // Everything before is applied, nothing is in flight: the rest joins the run.
                    pending = nil
                    let batch = await waiting.batch()
                    chosen += joining(batch)
                    alone.formUnion(batch.alone)
                    oldCounts.formUnion(batch.oldCounts)
                    run.result.total = chosen.count
                    if withheld != nil { release(total: chosen.count) }
                }
                guard index < chosen.count else { break }
                defer { index += 1 }
                topUp()
                // Decided above: whatever was in flight before it has arrived and been applied.
                guard let (step, warnings) = steps.removeValue(forKey: index) else { continue }
                run.result.warnings += warnings
                var answer: GainAnswer?
                if case .fetch = step {
                    while answers[index] == nil, let (position, arrived) = await group.next().map({ ($0.0, $0.1) }) {
                        switch arrived.outcome {
                        case .success(let fetched): flight.answered(at: position, remaining: fetched.budget.remaining)
                        case .failure(let error): flight.failed(at: position, aboutServer: error.isAboutServer)
                        }
                        answers[position] = arrived
                        // An answer frees room: the next request need not wait for it to be
                        // applied. A failure waits, as it may stop the run.
                        if case .success = arrived.outcome { topUp() }
                    }
                    answer = answers.removeValue(forKey: index)
                }
                let entry = run.apply(step, answer, to: chosen[index], window: window, mode: mode)
                // A candidate left unasked (requests stopped, or failed lately) is not counted as
                // measured: the progress line stops where measuring did (bb38 g2-D2).
                if case .none = step { continue }
                settled += 1
                let gain = entry?.gain(over: window, createdAt: chosen[index].createdAt).map { StarGain(gained: $0, since: window.start, source: .github) }
                tell(GainProgress(done: settled, total: chosen.count, repo: chosen[index].repoName, gain: gain))
            }
        }

        run.result.chosen = Set(chosen.map(\.repoName.key))
        return run.finish(mode: mode, original: originalStatus, cache: cache)
    }

    /// What `repo` needs: its cached history when that is fresh (or when requests have stopped),
    /// else a request while requests go out. A request that failed within `maxAge` (`failedAt`) is
    /// an answer as fresh as a history fetched then: a run within `--max-age` asks nothing new.
    private func step(
        for repo: Repo, stars: Int?, window: GainWindow, mode: LoadMode, maxAge: TimeInterval, stopped: Bool, failedAt: Date?,
        warnings: inout [TrendingWarning]
    ) -> GainStep {
        let failedLately = failedAt.map { isFreshFailure($0, maxAge: maxAge) } == true
        let failedNow = mode == .automatic && failedLately
        let stopped = stopped || failedNow
        let cached = refresher.cached(repo.repoName, stars: stars, warnings: &warnings).flatMap { $0.belongs(to: repo) ? $0 : nil }
        // One fetched too long before the window's end tells nothing of it, however fresh `maxAge` says it is.
        if let cached, cached.weeks >= window.weeksNeeded, window.reaches(fetchedAt: cached.fetchedAt),
           stopped || refresher.isFresh(cached, weeks: window.weeksNeeded, mode: mode, maxAge: maxAge) {
            return .cached(cached)
        }
        // Left with no gain from GitHub by its own earlier failure: said, not silent (bb37 y), and
        // so by a list read from the cache (`--offline`), not called unasked (bb40 m2-D4).
        if failedNow || mode == .offline && failedLately, let failedAt { warnings.append(.starHistoryFailedLately([repo.repoName], askedAgainAt: failedAt + maxAge)) }
        return stopped ? .none : .fetch(cached: cached)
    }

    /// Whether a request that failed at `failedAt` is an answer as fresh as a history fetched
    /// then: within `maxAge` of now (the wall clock, never a cached list's fetch). One rule for
    /// what a run asks and the order the planner gives (bb42 review M1).
    func isFreshFailure(_ failedAt: Date, maxAge: TimeInterval) -> Bool {
        CachePolicy.isFresh(fetchedAt: failedAt, now: now(), maxAge: maxAge)
    }

    /// Asks for a repo's history, revalidating `cached` where it can; a history giving more than
    /// `stars` (where known) is malformed.
    private func fetch(_ name: RepoName, id: Int, weeks: Int, cached: CachedStarHistory?, stars: Int?, createdAt: Date) async -> GainAnswer {
        var warnings: [TrendingWarning] = []
        do throws(StarHistoryLoadError) {
            let (entry, budget) = try await refresher.fetch(
                name, id: id, weeks: weeks, cached: cached, stars: stars, createdAt: createdAt, warnings: &warnings
            )
            return GainAnswer(outcome: .success(GainAnswer.Fetched(entry: entry, budget: budget)), warnings: warnings)
        } catch {
            return GainAnswer(outcome: .failure(error), warnings: warnings)
        }
    }
}
