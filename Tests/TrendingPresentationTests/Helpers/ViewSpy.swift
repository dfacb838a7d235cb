import Foundation
import TrendingPresentation

/// Records every view state it is given, in order.
class ViewSpy: TrendingView, @unchecked Sendable {
    enum Message: Equatable {
        case loading(LoadingViewModel)
        case list(TrendingListViewModel)
        case notice(NoticeViewModel)
        case error(ErrorViewModel)
    }

    private let lock = NSLock()
    private var _messages: [Message] = []
    var messages: [Message] { lock.withLock { _messages } }

    func display(_ viewModel: LoadingViewModel) { record(.loading(viewModel)) }
    func display(_ viewModel: TrendingListViewModel) { record(.list(viewModel)) }
    func display(_ viewModel: NoticeViewModel) { record(.notice(viewModel)) }
    func display(_ viewModel: ErrorViewModel) { record(.error(viewModel)) }
    var wantsRecords: Bool { true }

    private func record(_ message: Message) { lock.withLock { _messages.append(message) } }
}

/// A `ViewSpy` for a view that prints rows only, as the list and table formats do.
final class RowsOnlyViewSpy: ViewSpy, @unchecked Sendable {
    override var wantsRecords: Bool { false }
}
