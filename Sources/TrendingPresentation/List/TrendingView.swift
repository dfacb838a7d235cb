#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a terminal, a test spy or any other screen implements to show trending states.
public protocol TrendingView: Sendable {
    func display(_ viewModel: LoadingViewModel)
    func display(_ viewModel: TrendingListViewModel)
    func display(_ viewModel: NoticeViewModel)
    func display(_ viewModel: ErrorViewModel)
    /// Whether this view shows the list's machine form (`TrendingListViewModel.records`): JSON,
    /// TSV, a digest. The presenter builds it only then; it is the dearer half of a list.
    var wantsRecords: Bool { get }
}

extension TrendingView {
    public var wantsRecords: Bool { true }
}
