import TrendingDomain
import TrendingPresentation

/// Runs the commands that only touch user state: bookmarks and hidden repos. All work offline.
struct StateCommand {
    let bookmarks: BookmarksUseCase
    let hidden: HiddenReposUseCase
    let presenter: UserStatePresenter

    func run(_ command: ParsedCommand) -> ExitCode {
        do {
            switch command {
            case .bookmark(let name):
                presenter.presentBookmarked(name, added: try bookmarks.add(name))
            case .unbookmark(let name):
                presenter.presentUnbookmarked(name, removed: try bookmarks.remove(name))
            case .bookmarks:
                presenter.presentBookmarks(try bookmarks.list())
            case .hide(.repo(let name)):
                presenter.presentHidden(try hidden.hide(name) ? [name] : [], requested: name)
            case .hide(.lastShown):
                presenter.presentHidden(try hidden.hideLastShown(), requested: nil)
            case .unhide(let name):
                presenter.presentUnhidden(name, removed: try hidden.unhide(name))
            case .hidden:
                presenter.presentHiddenRepos(try hidden.list())
            default:
                preconditionFailure("not a state command: \(command)")
            }
            return .ok
        } catch {
            presenter.present(error)
            return .ioError
        }
    }
}
