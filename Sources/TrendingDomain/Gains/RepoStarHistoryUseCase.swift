#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// One repo's star history from GitHub, for `show` and `history --daily`: cached with its
/// ETag, fresh within `maxAge`, revalidated after it; a stale copy is shown when GitHub fails.
public struct RepoStarHistoryUseCase: Sendable {
    /// What came of it: the history (maybe stale, with why) or why there is none.
    public struct Result: Equatable, Sendable {
        public let history: CachedStarHistory?
        /// Why GitHub did not give a current history, when it did not.
        public let problem: StarHistoryLoadError?
        public let warnings: [TrendingWarning]

        public init(history: CachedStarHistory?, problem: StarHistoryLoadError?, warnings: [TrendingWarning]) {
            self.history = history
            self.problem = problem
            self.warnings = warnings
        }
    }

    /// `show`'s gains reach 30×24 h back: 31 UTC days.
    public static let showDays = 31

    private let refresher: StarHistoryRefresher
    private let cache: any StarHistoryCache
    private let now: @Sendable () -> Date
    /// The endpoint's status as `budgetSpent` last made it, for this command: a cache that
    /// cannot be written must not let it forget a spent budget (bb47 f3-D1).
    private let kept = KeptStatus()

    private final class KeptStatus: Sendable {
        let status = Mutex<StarHistoryEndpointStatus?>(nil)
    }

    /// The status the cache holds, or the one this command kept when it could not save it.
    private func status(warnings: inout [TrendingWarning]) -> StarHistoryEndpointStatus {
        let cached = cache.status(warnings: &warnings)
        return kept.status.withLock { $0 } ?? cached
    }

    public init(loader: any StarHistoryLoader, cache: any StarHistoryCache, now: @escaping @Sendable () -> Date) {
        refresher = StarHistoryRefresher(loader: loader, cache: cache, now: now)
        self.cache = cache
        self.now = now
    }

    /// Enough weeks to cover the last `days` UTC days. A 404 is this repo's; it counts towards
    /// judging the endpoint missing only as `StarHistoryEndpointStatus` says.
    /// - Parameters: stars, createdAt: the repo's star count and creation when known (`show`
    ///   just fetched them): a history giving more stars is malformed, and cached days with stars
    ///   from before its creation are another repo's, never joined to its answer.
    public func history(
        of name: RepoName, id: Int? = nil, days: Int, mode: LoadMode, maxAge: TimeInterval, stars: Int? = nil, createdAt: Date? = nil
    ) async -> Result {
        var warnings: [TrendingWarning] = []
        let weeks = GainWindow.weeks(coveringDays: days)
        // One that stops weeks before its fetch (a short answer kept by measuring) tells no day since.
        let cached = refresher.cached(name, stars: stars, warnings: &warnings).flatMap { $0.reachesItsFetch ? $0 : nil }
        if let cached, cached.weeks >= weeks, mode == .offline || refresher.isFresh(cached, weeks: weeks, mode: mode, maxAge: maxAge) {
            return Result(history: cached, problem: nil, warnings: warnings)
        }
        // Any cached history stands in when none can be had: one of fewer weeks (a list's) still
        // tells the windows it covers, and only those are told from it.
        let usable = cached
        if mode == .offline { return Result(history: usable, problem: nil, warnings: warnings) }
        var status = status(warnings: &warnings)
        let original = status
        if mode == .refresh { status.askAgain() }
        if status.isMissing(at: now()) {
            return Result(history: usable, problem: .unavailable, warnings: warnings)
        }
        if let reset = spentBudget(status) ?? status.paused(at: now()) {
            return Result(history: usable, problem: .rateLimited(resetsAt: reset), warnings: warnings)
        }
        if cached != nil { status.recordEndpointExists() }
        var outcome: Result
        do {
            let (entry, budget) = try await refresher.fetch(
                name, id: id, weeks: weeks, cached: cached, stars: stars, createdAt: createdAt, warnings: &warnings
            )
            status.recordAnswer(for: name)
            // GitHub said this answer spent the budget: no request goes out into it before the reset.
            if budget.remaining == 0, let resetsAt = budget.resetsAt {
                status.budgetResetsAt = RateBudget.resumption(resetsAt, now: now())
                status.budgetAuthenticated = refresher.loader.isAuthenticated
                status.budgetAtReserve = false
            }
            if let defect = Self.shortOfItsFetch(entry), let usable {
                // An answer holding no week, or ending weeks ago, is malformed like any other: the
                // good copy it replaced in the cache is put back, and stands in. (With none, the
                // answer itself says what it lacks: `history --daily` names where it ends.)
                try? cache.save(usable, for: name)
                outcome = Result(history: usable, problem: .malformed(defect), warnings: warnings)
            } else {
                outcome = Result(history: entry, problem: nil, warnings: warnings)
            }
        } catch {
            switch error {
            case .notFound: status.recordNotFound(name, now: now())
            case .unavailable: status.recordMissing(now: now())
            case .malformed: status.recordEndpointExists()
            case .failed(.rateLimited(let resetsAt)):
                // A secondary limit: its wait is kept, as measuring keeps it.
                status.pausedUntil = resetsAt.map { RateBudget.resumption($0, now: now()) } ?? now().addingTimeInterval(RateBudget.secondaryWait)
            case .rateLimited(let resetsAt):
                // A spent core budget is kept, as measuring keeps it: the next command waits too.
                status.budgetResetsAt = RateBudget.resumption(resetsAt, now: now())
                status.budgetAuthenticated = refresher.loader.isAuthenticated
                status.budgetAtReserve = false
            case .failed, .deadlinePassed: break
            }
            // A malformed answer is a failed refresh like any other: the cached copy (checked
            // against the repo's stars when read) stands in, with why.
            outcome = Result(history: usable, problem: Self.said(error, now: now()), warnings: warnings)
        }
        if status != original {
            do {
                try save(status)
            } catch {
                // One notice for an unwritable cache: the history's own save may have given it.
                let said = outcome.warnings.contains { if case .cacheNotSaved = $0 { true } else { false } }
                if !said { outcome = Result(history: outcome.history, problem: outcome.problem, warnings: outcome.warnings + [.cacheNotSaved(error)]) }
            }
        }
        return outcome
    }

    /// Why `entry` says nothing of the days up to its fetch (GitHub always sends the current
    /// week): no week at all, or days ending weeks before; nil when it reaches its fetch.
    private static func shortOfItsFetch(_ entry: CachedStarHistory) -> StarHistoryDefect? {
        guard !entry.reachesItsFetch else { return nil }
        return entry.span.map { .endsOn($0.last) } ?? .holdsNoWeek
    }

    /// The error as it is said: a reset or wait named further ahead than the hour kept is the hour.
    private static func said(_ error: StarHistoryLoadError, now: Date) -> StarHistoryLoadError {
        switch error {
        case .rateLimited(let resetsAt?): .rateLimited(resetsAt: RateBudget.resumption(resetsAt, now: now))
        case .failed(.rateLimited(let resetsAt?)): .failed(.rateLimited(resetsAt: RateBudget.resumption(resetsAt, now: now)))
        default: error
        }
    }

    /// Until when a stored core budget or secondary limit says no request may go out; nil when
    /// one may. A status found corrupt (moved aside) is said in `warnings`.
    public func heldBackUntil(warnings: inout [TrendingWarning]) -> Date? {
        let status = status(warnings: &warnings)
        return spentBudget(status) ?? status.paused(at: now())
    }

    /// The stored spent budget while it holds, when it was this kind's: a budget spent without a
    /// token says nothing of a token's, and the other way round.
    private func spentBudget(_ status: StarHistoryEndpointStatus) -> Date? {
        // Measuring's reserve is kept for these very requests: only a budget GitHub said is spent holds them.
        guard status.budgetAuthenticated == refresher.loader.isAuthenticated, !status.budgetAtReserve else { return nil }
        return status.budgetSpent(at: now())
    }

    /// GitHub said the core budget is spent until `resetsAt` on another endpoint (a repo's
    /// details): no history request goes out before it either, in this command or a later one.
    /// Returns what keeping it met (a status moved aside, a cache not saved), to be said.
    @discardableResult
    public func budgetSpent(until resetsAt: Date?) -> [TrendingWarning] {
        var warnings: [TrendingWarning] = []
        var status = status(warnings: &warnings)
        if let resetsAt {
            status.budgetResetsAt = RateBudget.resumption(resetsAt, now: now())
            status.budgetAuthenticated = refresher.loader.isAuthenticated
            status.budgetAtReserve = false
        } else {
            // A limit that names no reset is a secondary one: GitHub's minute.
            status.pausedUntil = now().addingTimeInterval(RateBudget.secondaryWait)
        }
        do { try save(status) } catch { warnings.append(.cacheNotSaved(error)) }
        return warnings
    }

    /// Saves the status; one that cannot be saved is kept for the rest of this command.
    private func save(_ status: StarHistoryEndpointStatus) throws(CacheError) {
        do {
            try cache.saveStatus(status)
            kept.status.withLock { $0 = nil }
        } catch {
            kept.status.withLock { $0 = status }
            throw error
        }
    }

    /// The cached history, if any, without a request: for plain `history`. One found corrupt
    /// (moved aside) or unreadable is said in the result's warnings.
    public func cachedHistory(of name: RepoName) -> Result {
        var warnings: [TrendingWarning] = []
        // One that stops weeks before its fetch tells no day since: never drawn as zeros.
        let history = refresher.cached(name, warnings: &warnings).flatMap { $0.reachesItsFetch ? $0 : nil }
        return Result(history: history, problem: nil, warnings: warnings)
    }
}
