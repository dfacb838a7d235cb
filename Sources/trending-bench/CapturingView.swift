import TrendingPresentation

/// A view that keeps the list it is shown, so the presenter's output can be laid out.
final class CapturingView: TrendingView, @unchecked Sendable {
    var list: TrendingListViewModel?

    func display(_ viewModel: LoadingViewModel) {}
    func display(_ viewModel: TrendingListViewModel) { list = viewModel }
    func display(_ viewModel: NoticeViewModel) {}
    func display(_ viewModel: ErrorViewModel) {}
}
