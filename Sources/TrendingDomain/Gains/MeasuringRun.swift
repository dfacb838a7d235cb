#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a candidate needs, decided when its turn to start comes.
enum GainStep: Sendable {
    /// A cached history used as it is: fresh, or the best there is once requests stopped.
    case cached(CachedStarHistory)
    /// No request and nothing cached that covers the window.
    case none
    /// A request, revalidating `cached` where it can.
    case fetch(cached: CachedStarHistory?)
}

/// A history request's outcome, with the warnings met on the way (a cache not saved).
struct GainAnswer: Sendable {
    struct Fetched: Sendable {
        let entry: CachedStarHistory
        let budget: RateBudget
    }

    let outcome: Result<Fetched, StarHistoryLoadError>
    let warnings: [TrendingWarning]
}

/// One measuring run's bookkeeping, changed only as answers are applied, in order: what was
/// measured, the endpoint's status, the failures charged to repos, and why requests stopped.
/// `MeasureGainsUseCase` decides what to ask and when; this says what each answer means.
struct MeasuringRun {
    /// Why no more requests go out in this run.
    enum Stop: Equatable {
        case offline, unavailable, rateLimited(Date), failed(RemoteLoadError)
    }

    var result: GainMeasurement
    var status: StarHistoryEndpointStatus
    var stop: Stop?
    /// Repos whose request failed in this run, and the latest run of them in a row.
    var failed: [(RepoName, StarHistoryLoadError)] = []
    var inARow: [RepoName] = []
    /// The reasons of the streak that stopped the run, each once, in order.
    var streakReasons: [RemoteLoadError] = []
    /// Every repo asked in this run, answered or not.
    var asked: Set<String> = []
    /// Repos whose request the run's deadline cut: asked, but no failure of theirs or GitHub's.
    var cutByDeadline: Set<String> = []
    /// Repos whose answer was malformed, each said in a warning of its own: asked, not measured.
    var malformed: Set<String> = []
    /// Whether GitHub answered any history in this run: then a streak of failures is the
    /// repos' own, not the server's.
    var answered = false
    /// Whether GitHub named when its limit lifts: a secondary limit may name none, and the wait
    /// kept then (an hour) is this tool's, not a reset to tell the user of.
    var resetNamed = true
    /// Whether requests stopped at the reserve with GitHub's budget not spent.
    var stoppedAtReserve = false
    /// Repos charged with a failure by an earlier run, still recent: one failing again is its own
    /// doing, as before, and no part of a streak.
    let chargedBefore: Set<String>
    let isAuthenticated: Bool
    let now: @Sendable () -> Date

    /// A run of `total` candidates from `status`, stopped from the start when it is offline or
    /// the status says the endpoint is missing or the budget spent.
    init(
        total: Int, warnings: [TrendingWarning], status: StarHistoryEndpointStatus, mode: LoadMode, isAuthenticated: Bool,
        now: @escaping @Sendable () -> Date
    ) {
        result = GainMeasurement(total: total, warnings: warnings)
        self.status = status
        chargedBefore = Set(status.recentFailures(at: now()).keys)
        self.isAuthenticated = isAuthenticated
        self.now = now
        stop = initialStop(mode: mode)
        // Held back by an earlier run's reserve, this run keeps it for show and history --daily.
        if case .rateLimited = stop { stoppedAtReserve = status.budgetAtReserve }
    }

    /// Applies one candidate's step and answer; returns the history it is measured by.
    mutating func apply(_ step: GainStep, _ answer: GainAnswer?, to repo: Repo, window: GainWindow, mode: LoadMode) -> CachedStarHistory? {
        let name = repo.repoName
        var entry: CachedStarHistory?
        switch step {
        case .none:
            break
        case .cached(let cached):
            entry = cached
            if mode != .offline { status.recordEndpointExists() }
            // Kept from an answer that fell short of the weeks it was asked for (the window's or
            // more, another command's): said again. One asked for fewer (the best there is once
            // requests stopped) is no defect of the answer.
            if cached.weeks >= window.weeksNeeded, let defect = cached.shortfall(for: window, createdAt: repo.createdAt) {
                result.warnings.append(.starHistoryMalformed(name, defect))
            }
        case .fetch(let cached):
            guard let answer else { break }
            asked.insert(name.key)
            result.warnings += answer.warnings
            switch answer.outcome {
            case .success(let fetched):
                status.recordAnswer(for: name)
                answered = true
                inARow = []
                if let remaining = fetched.budget.remaining, remaining <= MeasureGainsUseCase.reserve, stop == nil {
                    stop = .rateLimited(RateBudget.resumption(fetched.budget.resetsAt, now: now()))
                    stoppedAtReserve = remaining > 0
                }
                // An answer that does not cover the window is no gain, and no silent one: said as
                // a malformed answer, the repo asked after the others next time.
                if let defect = fetched.entry.shortfall(for: window, createdAt: repo.createdAt) {
                    _ = charge(.malformed(defect), to: name)
                } else {
                    entry = fetched.entry
                }
            case .failure(let error):
                let charged = charge(error, to: name)
                if stop == nil { stop = charged }
                // A stale history beats none while GitHub can't answer, if it still tells the window's gain.
                if case .malformed = error {} else if let cached, cached.weeks >= window.weeksNeeded,
                                                     window.reaches(fetchedAt: cached.fetchedAt) { entry = cached }
            }
        }
        if let entry {
            result.histories[name.key] = entry
            result.measured += 1
        }
        return entry
    }

    /// The run's measurement, its status saved when it changed from `original`, with the
    /// failures and the stop said.
    mutating func finish(mode: LoadMode, original: StarHistoryEndpointStatus, cache: any StarHistoryCache) -> GainMeasurement {
        if case .rateLimited(let resetsAt) = stop, mode != .offline {
            status.budgetResetsAt = resetsAt
            status.budgetAuthenticated = isAuthenticated
            status.budgetAtReserve = stoppedAtReserve
        }
        if status != original {
            do { try cache.saveStatus(status) } catch { result.warnings.append(.cacheNotSaved(error)) }
        }
        result.warnings += failed.map { .starHistoryFailed($0.0, $0.1) }
        result.warnings = Self.joiningFailedLately(result.warnings)
        report()
        return result
    }
}

extension MeasuringRun {
    /// The repos not asked again after an earlier failure, said in one warning where the first
    /// stood, with the soonest time one is asked again.
    static func joiningFailedLately(_ warnings: [TrendingWarning]) -> [TrendingWarning] {
        var names: [RepoName] = [], soonest = Date.distantFuture, first: Int?
        for (index, warning) in warnings.enumerated() {
            guard case .starHistoryFailedLately(let some, let askedAgainAt) = warning else { continue }
            names += some
            soonest = min(soonest, askedAgainAt)
            first = first ?? index
        }
        guard let first else { return warnings }
        var joined = warnings.filter { if case .starHistoryFailedLately = $0 { false } else { true } }
        joined.insert(.starHistoryFailedLately(names, askedAgainAt: soonest), at: min(first, joined.count))
        return joined
    }
}
