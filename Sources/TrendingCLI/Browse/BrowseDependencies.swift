#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingData
import TrendingDomain
import TrendingPresentation
import TrendingTerminalUI

/// What the browse screen works with: the use cases the commands use, the presenters that
/// drive its view, and how to reach the world. Built by `CompositionRoot.makeBrowseSession`.
struct BrowseDependencies: Sendable {
    let options: ListOptions
    let browse: ListTrendingUseCase
    let loadMore: LoadMoreTrendingUseCase
    let bookmarks: BookmarksUseCase
    let hidden: HiddenReposUseCase
    let shown: ShownReposUseCase
    let presenter: TrendingPresenter
    let browsePresenter: BrowsePresenter
    let statePresenter: UserStatePresenter
    /// `trending show`'s use cases and presenter, for the details pane.
    let details: ShowRepoUseCase
    let detailPresenter: RepoDetailPresenter
    let launcher: BrowserLauncher
    let api: GitHubAPI
    let retry: RetrySchedule
    let style: TextStyle
    let now: @Sendable () -> Date
}
