import TrendingDomain
import TrendingPresentation

/// Runs `history OWNER/REPO`: offline, from local snapshots.
struct HistoryCommand {
    let useCase: StarHistoryUseCase
    let presenter: StarHistoryPresenter
    let view: TerminalView

    func run(_ name: RepoName) -> ExitCode {
        do {
            let snapshots = try useCase.history(of: name)
            presenter.present(snapshots, for: name)
            return snapshots.isEmpty ? .notFound : .ok
        } catch {
            view.display(ErrorViewModel(
                title: "Could not read the star history", message: "\(error.message).",
                hint: "Check that $XDG_STATE_HOME/trending (default ~/.local/state/trending) is readable."
            ))
            return .ioError
        }
    }
}
