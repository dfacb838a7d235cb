import Foundation
import TrendingDomain
import TrendingPresentation

/// Records the repo details, notices and errors it is shown.
final class DetailViewSpy: RepoDetailView, @unchecked Sendable {
    private let lock = NSLock()
    private var _details: [(RepoDetailViewModel, RepoDetailRecord)] = []
    private var _notices: [NoticeViewModel] = []
    private var _errors: [ErrorViewModel] = []
    var details: [(RepoDetailViewModel, RepoDetailRecord)] { lock.withLock { _details } }
    var notices: [NoticeViewModel] { lock.withLock { _notices } }
    var errors: [ErrorViewModel] { lock.withLock { _errors } }

    func display(_ viewModel: LoadingViewModel) {}
    func display(_ viewModel: RepoDetailViewModel, record: RepoDetailRecord) { lock.withLock { _details.append((viewModel, record)) } }
    func display(_ viewModel: NoticeViewModel) { lock.withLock { _notices.append(viewModel) } }
    func display(_ viewModel: ErrorViewModel) { lock.withLock { _errors.append(viewModel) } }
}
