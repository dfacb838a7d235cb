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
}
