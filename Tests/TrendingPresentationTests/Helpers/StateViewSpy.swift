import Foundation
import TrendingDomain
import TrendingPresentation

/// Records the saved-repo lists, notices and errors it is shown.
final class StateViewSpy: UserStateView, @unchecked Sendable {
    private let lock = NSLock()
    private var _lists: [SavedReposViewModel] = []
    private var _notices: [NoticeViewModel] = []
    private var _errors: [ErrorViewModel] = []
    var lists: [SavedReposViewModel] { lock.withLock { _lists } }
    var notices: [NoticeViewModel] { lock.withLock { _notices } }
    var errors: [ErrorViewModel] { lock.withLock { _errors } }

    func display(_ viewModel: SavedReposViewModel) { lock.withLock { _lists.append(viewModel) } }
    func display(_ viewModel: NoticeViewModel) { lock.withLock { _notices.append(viewModel) } }
    func display(_ viewModel: ErrorViewModel) { lock.withLock { _errors.append(viewModel) } }
}
