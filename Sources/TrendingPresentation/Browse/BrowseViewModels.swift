#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The line on top of a live list while GitHub can't be reached: `Offline — showing the list
/// from 2h ago · retrying in 8 s`; nil message when the list is live again.
public struct BrowseBannerViewModel: Equatable, Sendable {
    public let message: DisplayText?

    public init(message: DisplayText?) {
        self.message = message
    }
}

/// How much of the list is loaded: `100 of 734`, and what is still being measured
/// (`measuring 12/100`) while star gains fill in.
public struct BrowseProgressViewModel: Equatable, Sendable {
    /// Nil while no list is on screen yet.
    public let loaded: String?
    public let measuring: String?
    /// Whether more rows can be fetched (GitHub has more, under its cap of 1,000).
    public let canLoadMore: Bool

    public init(loaded: String?, measuring: String? = nil, canLoadMore: Bool = false) {
        self.loaded = loaded
        self.measuring = measuring
        self.canLoadMore = canLoadMore
    }
}

/// What an interactive list implements beyond the printed list's view: the banner and progress.
public protocol BrowseView: TrendingView {
    func display(_ viewModel: BrowseBannerViewModel)
    func display(_ viewModel: BrowseProgressViewModel)
}
