import TrendingDomain
import TrendingPresentation

/// Runs `show OWNER/REPO`.
struct ShowCommand {
    let options: ShowOptions
    let useCase: ShowRepoUseCase
    let presenter: RepoDetailPresenter
    /// GitHub's daily stars, for the gains.
    let starHistory: RepoStarHistoryUseCase

    func run() async -> ExitCode {
        let presenter = self.presenter
        let name = options.name
        let result = await useCase.execute(name, mode: options.mode, maxAge: options.maxAge) {
            presenter.didStartFetching(name)
        }
        var history: CachedStarHistory?
        if case .success(let shown) = result.outcome {
            // By the name GitHub answered with: a renamed repo's history lives there.
            let gains = await starHistory.history(
                of: shown.detail.name, days: RepoStarHistoryUseCase.showDays, mode: options.mode, maxAge: options.maxAge, exists: true
            )
            history = gains.history
        }
        presenter.present(result, for: name, starHistory: history)
        switch result.outcome {
        case .success: return .ok
        case .failure(let error): return ExitCode.forFailure(error)
        }
    }
}
