#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Measures candidates' star gains with GitHub's star-history API: one request per repo,
/// serially, most promising first, keeping a reserve of the core budget, reusing fresh cached
/// histories and revalidating stale ones with their ETag.
///
/// Where the server has no such endpoint it stops after `maxUnavailableAnswers` such answers and
/// leaves the server alone for a day; gains then come from local snapshots.
public struct MeasureGainsUseCase: Sendable {
    /// No history request is sent while the core budget has this many requests or fewer left.
    public static let reserve = 10
    public static let maxUnavailableAnswers = 3
    static let unavailableFor: TimeInterval = 86_400
    /// When a spent budget gave no reset time, GitHub's hour.
    static let defaultResetWait: TimeInterval = 3600

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
        case offline, unavailable, rateLimited(Date?), failed(RemoteLoadError)
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
        var stop = initialStop(mode: mode, status: status)
        var unavailableAnswers = 0
        // Answers from the endpoint, this run's or cached from an earlier one: any says it exists.
        var answers = 0
        progress(GainProgress(done: 0, total: chosen.count))

        for (index, repo) in chosen.enumerated() {
            let name = repo.repoName
            let cached = refresher.cached(name, warnings: &result.warnings)
            var entry: CachedStarHistory?
            if let cached, cached.weeks >= window.weeksNeeded,
               stop != nil || refresher.isFresh(cached, weeks: window.weeksNeeded, mode: mode, maxAge: maxAge) {
                entry = cached
                answers += 1
            } else if stop == nil {
                do {
                    let (fetched, budget) = try await refresher.fetch(name, weeks: window.weeksNeeded, cached: cached, warnings: &result.warnings)
                    entry = fetched
                    answers += 1
                    if let remaining = budget.remaining, remaining <= Self.reserve {
                        stop = .rateLimited(budget.resetsAt)
                    }
                } catch {
                    switch error {
                    case .unavailable:
                        unavailableAnswers += 1
                        if unavailableAnswers >= Self.maxUnavailableAnswers { stop = .unavailable }
                    case .malformed:
                        result.measured += 1
                        result.warnings.append(.starHistoryMalformed(name))
                    case .rateLimited(let resetsAt):
                        stop = .rateLimited(resetsAt)
                    case .failed(let reason):
                        stop = .failed(reason)
                    }
                    // A stale history beats none while GitHub can't answer.
                    if cached?.weeks ?? 0 >= window.weeksNeeded, error != .malformed { entry = cached }
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
            status.budgetResetsAt = resetsAt ?? now().addingTimeInterval(Self.defaultResetWait)
            status.budgetAuthenticated = isAuthenticated
        }
        if unavailableAnswers > 0, answers == 0 {
            status.unavailableUntil = now().addingTimeInterval(Self.unavailableFor)
        }
        if status != originalStatus {
            do { try cache.saveStatus(status) } catch { result.warnings.append(.cacheNotSaved(error)) }
        }
        report(stop, onlyUnavailable: unavailableAnswers > 0 && answers == 0, into: &result)
        return result
    }

    private func initialStop(mode: LoadMode, status: StarHistoryEndpointStatus) -> Stop? {
        if mode == .offline { return .offline }
        if let until = status.unavailableUntil, until > now() { return .unavailable }
        // A budget spent without a token says nothing about the budget of one, and the other way round.
        if let reset = status.budgetResetsAt, reset > now(), status.budgetAuthenticated == isAuthenticated {
            return .rateLimited(reset)
        }
        return nil
    }

    private func report(_ stop: Stop?, onlyUnavailable: Bool, into result: inout GainMeasurement) {
        if stop == .unavailable || onlyUnavailable {
            result.warnings.append(.starHistoryUnavailable)
        }
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
