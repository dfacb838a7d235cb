#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why measuring stops: a failure charged to its repo or to the server, the budget or the
/// endpoint known to be spent or missing at the start, and the partial note at the end.
extension MeasuringRun {
    /// Charges a failed request to the repo or to the server; returns why the run stops, if it does.
    mutating func charge(_ error: StarHistoryLoadError, to name: RepoName) -> Stop? {
        switch error {
        case .rateLimited(let resetsAt):
            resetNamed = resetsAt != nil
            return .rateLimited(RateBudget.resumption(resetsAt, now: now()))
        case .deadlinePassed:
            cutByDeadline.insert(name.key)
            return .failed(.timedOut)
        case .unavailable:
            status.recordMissing(now: now())
            return .unavailable
        case .malformed(let defect):
            // An answer, so the server works; measured from snapshots, with a notice.
            status.recordAnswer(for: name)
            status.recordFailure(name, at: now())
            inARow = []
            // Not measured: counted as a cached list counts it later (bb40 m2-D5), said on its own.
            malformed.insert(name.key)
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
        case .failed(.rateLimited(let resetsAt)):
            // A secondary limit is about this client, not the repo asked: no repo is charged, and
            // its wait is kept, so later runs send nothing into it (GitHub: never loop).
            status.pausedUntil = resetsAt.map { RateBudget.resumption($0, now: now()) } ?? now().addingTimeInterval(RateBudget.secondaryWait)
            // The wait said is the one kept: no "in 10 days" for a wait held to an hour.
            return .failed(.rateLimited(resetsAt: resetsAt == nil ? nil : status.pausedUntil))
        case .failed(let reason):
            guard !error.isAboutServer else { return .failed(reason) }
            if answered && status.suspects[name.key] != nil || chargedBefore.contains(name.key) {
                // Suspected by a run that got no answer at all, failing again once GitHub answered
                // others, or charged by an earlier run and failing again: its own failure, charged,
                // and no part of a streak.
                status.recordFailure(name, at: now())
                failed.append((name, error))
                return nil
            }
            status.recordFailure(name, at: now())
            failed.append((name, error))
            inARow.append(name)
            guard inARow.count >= MeasureGainsUseCase.maxFailuresInARow else { return nil }
            let streak = Set(inARow.map(\.key))
            for case (let repo, .failed(let why)) in failed where streak.contains(repo.key) && !streakReasons.contains(why) {
                streakReasons.append(why)
            }
            // From the first request on, the streak is the server's doing or its repos': none is
            // charged, and the stop's note speaks for the streak, but they are suspects, so the
            // next run asks another first and, once that answers, charges them if they fail again.
            // After GitHub answered others in this run, the streak's repos stay charged, so the
            // next run measures the rest before them; each is said, as any charged repo.
            if !answered {
                status.recordSuspects(inARow, at: now())
                failed.removeAll { streak.contains($0.0.key) }
            }
            return .failed(reason)
        }
    }

    func initialStop(mode: LoadMode) -> Stop? {
        if mode == .offline { return .offline }
        if status.isMissing(at: now()) { return .unavailable }
        if let until = status.paused(at: now()) { return .failed(.rateLimited(resetsAt: until)) }
        // A budget spent without a token says nothing about the budget of one, and the other way round.
        if let reset = status.budgetSpent(at: now()), status.budgetAuthenticated == isAuthenticated {
            return .rateLimited(reset)
        }
        return nil
    }

    /// The endpoint found missing, or the partial note when measuring stopped short of
    /// candidates no failure of their own is said for: when each one not measured failed on
    /// its own (and is said so), there is no rest for the next run to measure.
    mutating func report() {
        if stop == .unavailable { result.warnings.append(.starHistoryUnavailable) }
        let saidLately = result.warnings.reduce(0) { if case .starHistoryFailedLately(let names, _) = $1 { $0 + names.count } else { $0 } }
        let saidFailed = failed.filter { result.histories[$0.0.key] == nil }.count + malformed.count { result.histories[$0] == nil } + saidLately
        guard !result.isComplete, result.measured + saidFailed < result.total else { return }
        switch stop {
        case .rateLimited(let resetsAt):
            let said = resetNamed ? resetsAt : nil
            result.warnings.append(.gainsPartial(measured: result.measured, of: result.total, .rateLimited(resetsAt: said, authenticated: isAuthenticated)))
        case .failed(let reason):
            // Each candidate asked or measured: no rest for the next run to go on with. One the
            // run's deadline cut is that rest (bb46 c3-D3).
            let reachedAll = asked.subtracting(cutByDeadline).union(result.histories.keys).count >= result.total
            // A streak of failures that differed says each, not the last one's for all.
            let others = streakReasons.filter { $0 != reason }
            result.warnings.append(.gainsPartial(measured: result.measured, of: result.total, reachedAll ? .failedEach(reason, others: others) : .failed(reason, others: others)))
        case .offline:
            // A list read from the cache says what its measuring run said (bb38 d2-D1): a budget
            // still spent, else that the rest have no history cached.
            if status.isMissing(at: now()) {
                // Not "none cached": the server has no star-history API, as its run said (review L4).
                result.warnings.append(.starHistoryUnavailable)
            } else if let reset = status.budgetSpent(at: now()), status.budgetAuthenticated == isAuthenticated {
                result.warnings.append(.gainsPartial(measured: result.measured, of: result.total, .rateLimited(resetsAt: reset, authenticated: isAuthenticated)))
            } else {
                result.warnings.append(.gainsPartial(measured: result.measured, of: result.total, .notAsked(unasked: result.total - result.measured - saidFailed)))
            }
        case .unavailable, nil:
            break
        }
    }
}
