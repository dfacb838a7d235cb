import TrendingDomain
import TrendingPresentation

/// Runs the list: the use case, then the presenter, then the exit code.
struct ListCommand {
    let options: ListOptions
    let useCase: BrowseTrendingUseCase
    let presenter: TrendingPresenter

    func run() async -> ExitCode {
        let request = LoadTrendingRequest(
            query: options.query, limit: options.limit, mode: options.mode, maxAge: options.maxAge
        )
        let presenter = self.presenter
        let result = await useCase.execute(request, options: options.browse) { progress in
            switch progress {
            case .fetching(let query): presenter.didStartFetching(query)
            case .page(let page, let pages, let query): presenter.didFetchPage(page, of: pages, query: query)
            case .measuring(let measuring): presenter.didMeasure(measuring)
            }
        }
        presenter.present(result, for: options.query, newOnly: options.newOnly)
        switch result.outcome {
        case .success: return .ok
        case .failure(let error): return ExitCode.forFailure(error)
        }
    }
}
