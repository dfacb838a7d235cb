import TrendingDomain
import TrendingPresentation

/// What the bookmark and hide commands share: their use cases, their presenter, and the one
/// path a state failure takes (a presented error, exit 74). All work offline.
struct UserStateCommand {
    let bookmarks: BookmarksUseCase
    let hidden: HiddenReposUseCase
    let presenter: UserStatePresenter

    /// The wiring for a command printing `json` or human text.
    init(json: Bool, _ context: CommandContext) {
        let presenter = UserStatePresenter(
            view: CompositionRoot.view(json ? .json : .list, context), links: CompositionRoot.webLinks(context), now: context.environment.now
        )
        let store = StateStores.user(context.environment, presenter: presenter, lockWait: StateStores.stateChangeWait)
        let known = CompositionRoot.knownRepos(context, presenter: presenter)
        bookmarks = BookmarksUseCase(
            store: store, known: known,
            // As `known`: no server named (a mistyped GITHUB_API_URL), no server's memory, never github.com's.
            pageMemory: (try? CompositionRoot.api(context)).map {
                StateStores.pageMemory(context.environment, scope: $0.cacheScope, presenter: presenter, lockWait: StateStores.stateChangeWait)
            }, now: context.environment.now
        )
        hidden = HiddenReposUseCase(store: store, known: known, now: context.environment.now)
        self.presenter = presenter
    }

    /// The value of a state use case's result, its warnings said first.
    func warned<T>(_ result: StateResult<T>) -> T {
        presenter.presentNotices(result.warnings)
        return result.value
    }

    func run(_ body: (Self) throws(StateError) -> Void) -> ExitCode {
        do {
            try body(self)
            return .ok
        } catch {
            presenter.present(error)
            return .ioError
        }
    }
}
