import TrendingDomain
import TrendingPresentation

/// Runs `show OWNER/REPO`.
struct ShowCommand {
    let options: ShowOptions
    let useCase: ShowRepoUseCase
    let presenter: RepoDetailPresenter

    func run() async -> ExitCode {
        let presenter = self.presenter
        let name = options.name
        let result = await useCase.execute(name, mode: options.mode, maxAge: options.maxAge) {
            presenter.didStartFetching(name)
        }
        presenter.present(result, for: name)
        switch result.outcome {
        case .success: return .ok
        case .failure(let error): return ExitCode.forFailure(error)
        }
    }
}
