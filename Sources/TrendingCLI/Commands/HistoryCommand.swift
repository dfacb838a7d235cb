import Foundation
import TrendingDomain
import TrendingPresentation

/// Runs `history OWNER/REPO`: offline, from local snapshots, with GitHub's daily gains when
/// cached; or `history OWNER/REPO --daily`: GitHub's daily gains, fetched when not fresh.
struct HistoryCommand {
    let useCase: StarHistoryUseCase
    let presenter: StarHistoryPresenter
    let view: TerminalView
    let starHistory: RepoStarHistoryUseCase
    let now: @Sendable () -> Date

    func run(_ name: RepoName, daily: Bool) async -> ExitCode {
        if daily { return await runDaily(name) }
        do {
            let snapshots = try useCase.history(of: name)
            let cached = starHistory.cachedHistory(of: name).map { DailyGainsPresenter.viewModel($0, for: name, now: now()) }
            presenter.present(snapshots, for: name, daily: cached)
            return snapshots.isEmpty && cached == nil ? .notFound : .ok
        } catch {
            view.display(ErrorViewModel(
                title: "Could not read the star history", message: "\(error.message).",
                hint: "Check that $XDG_STATE_HOME/trending (default ~/.local/state/trending) is readable."
            ))
            return .ioError
        }
    }

    /// GitHub's daily gains for the last 90 days, from the cache within an hour.
    private func runDaily(_ name: RepoName) async -> ExitCode {
        let result = await starHistory.history(
            of: name, days: DailyGainsPresenter.days, mode: .automatic, maxAge: ListOptions.defaultMaxAge
        )
        DailyGainsPresenter(view: view, now: now).present(result, for: name)
        if result.history != nil { return .ok }
        switch result.problem {
        case .unavailable, nil: return .notFound
        case .malformed: return .dataError
        case .rateLimited: return .rateLimited
        case .failed(let error): return ExitCode.forFailure(.remote(error))
        }
    }
}
