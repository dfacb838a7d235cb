#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Measures candidates' star gains with GitHub's star-history API: one request per repo,
/// serially, in the order given, keeping a reserve of the core budget, reusing fresh cached
/// histories and revalidating stale ones with their ETag.
///
/// A failure is charged to the smallest thing it belongs to. One repo's (a stall, a 400 or 5xx,
/// a closed connection, a body over the cap, a malformed answer, a 404) costs that repo only: it
/// is remembered, measured after the others next run, and measuring goes on. Only the server's
/// (the rate limit, 401, no endpoint, the deadline, or `maxFailuresInARow` requests failing in a
/// row) stops the run. Where the server has no endpoint (`StarHistoryEndpointStatus`), gains come
/// from local snapshots.
public struct MeasureGainsUseCase: Sendable {
    /// No history request is sent while the core budget has this many requests or fewer left.
    public static let reserve = 10
    /// Requests failing one after another, with no answer between, that mean the server fails.
    public static let maxFailuresInARow = 3

    private let refresher: StarHistoryRefresher
    private let cache: any StarHistoryCache
    private let isAuthenticated: Bool
    private let now: @Sendable () -> Date

    public init(loader: any StarHistoryLoader, cache: any StarHistoryCache, now: @escaping @Sendable () -> Date) {
        refresher = StarHistoryRefresher(loader: loader, cache: cache, now: now)
        self.cache = cache
        isAuthenticated = loader.isAuthenticated
        self.now = now
    }

    /// Why no more requests go out in this run.
    private enum Stop: Equatable {
        case offline, unavailable, rateLimited(Date), failed(RemoteLoadError)
    }

    /// The repos whose request failed recently (`RepoName.key` to when): they go last.
    public func recentFailures() -> [String: Date] {
        cache.status().recentFailures(at: now())
    }

    /// - Parameters:
    ///   - candidates: in the order to measure them; only the first `limit` are measured.
    ///   - progress: told before the first repo and after each one.
    public func execute(
        _ candidates: [Repo], window: GainWindow, limit: Int, mode: LoadMode, maxAge: TimeInterval,
        progress: @Sendable (GainProgress) -> Void = { _ in }
    ) async -> GainMeasurement {
        let chosen = Array(candidates.prefix(max(0, limit)))
        var result = GainMeasurement(total: chosen.count)
        var status = cache.status()
        let originalStatus = status
        if mode == .refresh { status.askAgain() }
        var stop = initialStop(mode: mode, status: status)
        // Repos whose request failed in this run, and the latest run of them in a row.
        var failed: [(RepoName, StarHistoryLoadError)] = []
        var inARow: [RepoName] = []
        progress(GainProgress(done: 0, total: chosen.count))

        for (index, repo) in chosen.enumerated() {
            let name = repo.repoName
            let cached = refresher.cached(name, warnings: &result.warnings)
            var entry: CachedStarHistory?
            if let cached, cached.weeks >= window.weeksNeeded,
               stop != nil || refresher.isFresh(cached, weeks: window.weeksNeeded, mode: mode, maxAge: maxAge) {
                entry = cached
                if mode != .offline { status.recordEndpointExists() }
            } else if stop == nil {
                do {
                    let (fetched, budget) = try await refresher.fetch(
                        name, weeks: window.weeksNeeded, cached: cached, stars: repo.stars, warnings: &result.warnings
                    )
                    entry = fetched
                    status.recordAnswer(for: name)
                    inARow = []
                    if let remaining = budget.remaining, remaining <= Self.reserve {
                        stop = .rateLimited(RateBudget.resumption(budget.resetsAt, now: now()))
                    }
                } catch {
                    stop = charge(error, to: name, status: &status, failed: &failed, inARow: &inARow, result: &result)
                    // A stale history beats none while GitHub can't answer.
                    if case .malformed = error {} else if cached?.weeks ?? 0 >= window.weeksNeeded { entry = cached }
                }
            }
            if let entry {
                result.histories[name.key] = entry
                result.measured += 1
            }
            let gain = entry.map { StarGain(gained: window.gained($0.days), since: window.start, source: .github) }
            progress(GainProgress(done: index + 1, total: chosen.count, repo: name, gain: gain))
        }

        if case .rateLimited(let resetsAt) = stop, mode != .offline {
            status.budgetResetsAt = resetsAt
            status.budgetAuthenticated = isAuthenticated
        }
        if status != originalStatus {
            do { try cache.saveStatus(status) } catch { result.warnings.append(.cacheNotSaved(error)) }
        }
        result.warnings += failed.map { .starHistoryFailed($0.0, $0.1) }
        report(stop, into: &result)
        return result
    }

    /// Charges a failed request to the repo or to the server; returns why the run stops, if it does.
    private func charge(
        _ error: StarHistoryLoadError, to name: RepoName, status: inout StarHistoryEndpointStatus,
        failed: inout [(RepoName, StarHistoryLoadError)], inARow: inout [RepoName], result: inout GainMeasurement
    ) -> Stop? {
        switch error {
        case .rateLimited(let resetsAt):
            return .rateLimited(RateBudget.resumption(resetsAt, now: now()))
        case .deadlinePassed:
            return .failed(.timedOut)
        case .unavailable:
            status.recordMissing(now: now())
            return .unavailable
        case .malformed(let defect):
            // An answer, so the server works; measured from snapshots, with a notice.
            status.recordAnswer(for: name)
            status.recordFailure(name, at: now())
            inARow = []
            result.measured += 1
            result.warnings.append(.starHistoryMalformed(name, defect))
            return nil
        case .notFound:
            inARow = []
            status.recordNotFound(name, now: now())
            status.recordFailure(name, at: now())
            failed.append((name, error))
            guard status.isMissing(at: now()) else { return nil }
            // Those 404s were the endpoint's, not their repos': one notice says so.
            for (repo, _) in failed where status.notFound.contains(repo.key) { status.failures[repo.key] = nil }
            failed.removeAll { status.notFound.contains($0.0.key) }
            return .unavailable
        case .failed(let reason):
            guard !error.isAboutServer else { return .failed(reason) }
            status.recordFailure(name, at: now())
            failed.append((name, error))
            inARow.append(name)
            guard inARow.count >= Self.maxFailuresInARow else { return nil }
            // Every request failing is the server's doing, not these repos'.
            let streak = Set(inARow.map(\.key))
            for repo in inARow { status.failures[repo.key] = nil }
            failed.removeAll { streak.contains($0.0.key) }
            return .failed(reason)
        }
    }

    private func initialStop(mode: LoadMode, status: StarHistoryEndpointStatus) -> Stop? {
        if mode == .offline { return .offline }
        if status.isMissing(at: now()) { return .unavailable }
        // A budget spent without a token says nothing about the budget of one, and the other way round.
        if let reset = status.budgetSpent(at: now()), status.budgetAuthenticated == isAuthenticated {
            return .rateLimited(reset)
        }
        return nil
    }

    private func report(_ stop: Stop?, into result: inout GainMeasurement) {
        if stop == .unavailable { result.warnings.append(.starHistoryUnavailable) }
        guard !result.isComplete else { return }
        switch stop {
        case .rateLimited(let resetsAt):
            result.warnings.append(.gainsPartial(measured: result.measured, of: result.total, .rateLimited(resetsAt: resetsAt, authenticated: isAuthenticated)))
        case .failed(let reason):
            result.warnings.append(.gainsPartial(measured: result.measured, of: result.total, .failed(reason)))
        case .offline, .unavailable, nil:
            break
        }
    }
}
