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
        case .failed(.rateLimited(let resetsAt)):
            // A secondary limit met on this repo's request stops the run; the next asks it after
            // the others, so the same repo does not stop every run before they are measured.
            status.recordFailure(name, at: now())
            failed.append((name, error))
            return .failed(.rateLimited(resetsAt: resetsAt))
        case .failed(let reason):
            guard !error.isAboutServer else { return .failed(reason) }
            status.recordFailure(name, at: now())
            failed.append((name, error))
            inARow.append(name)
            guard inARow.count >= MeasureGainsUseCase.maxFailuresInARow else { return nil }
            // From the first request on, every one failing is the server's doing: no repo is
            // charged, and the stop's note speaks for the streak. After GitHub answered others in
            // this run, the streak's repos stay charged, so the next run measures the rest before
            // them rather than stopping on the same three again; each is said, as any charged repo.
            if !answered {
                let streak = Set(inARow.map(\.key))
                for repo in inARow { status.failures[repo.key] = nil }
                failed.removeAll { streak.contains($0.0.key) }
            }
            return .failed(reason)
        }
    }

    func initialStop(mode: LoadMode) -> Stop? {
        if mode == .offline { return .offline }
        if status.isMissing(at: now()) { return .unavailable }
        // A budget spent without a token says nothing about the budget of one, and the other way round.
        if let reset = status.budgetSpent(at: now()), status.budgetAuthenticated == isAuthenticated {
            return .rateLimited(reset)
        }
        return nil
    }

    /// The endpoint found missing, or the partial note when measuring stopped short.
    mutating func report() {
        if stop == .unavailable { result.warnings.append(.starHistoryUnavailable) }
        guard !result.isComplete else { return }
        switch stop {
        case .rateLimited(let resetsAt):
            let said = resetNamed ? resetsAt : nil
            result.warnings.append(.gainsPartial(measured: result.measured, of: result.total, .rateLimited(resetsAt: said, authenticated: isAuthenticated)))
        case .failed(let reason):
            result.warnings.append(.gainsPartial(measured: result.measured, of: result.total, .failed(reason)))
        case .offline, .unavailable, nil:
            break
        }
    }
}
