#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain
import TrendingPresentation

/// What the browse screen works with: the use cases the commands use, the presenters that
/// drive its view, and how to reach the world. Built by the CLI's composition root.
public struct BrowseDependencies: Sendable {
    let settings: BrowseSettings
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
    let launcher: any BrowserOpening
    /// Which page `o` opens and `y` copies.
    let links: any RepoWebLinks
    let retry: RetrySchedule
    let style: TextStyle
    /// The date (`TRENDING_NOW` when pinned): a rate limit's reset is told in it.
    let now: @Sendable () -> Date
    /// Where what must outlast the screen is said once it is gone (a file moved aside): the
    /// command's stderr, which masks the token as every output does.
    let stderr: any TextOutput

    public init(
        settings: BrowseSettings, browse: ListTrendingUseCase, loadMore: LoadMoreTrendingUseCase, bookmarks: BookmarksUseCase,
        hidden: HiddenReposUseCase, shown: ShownReposUseCase, presenter: TrendingPresenter, browsePresenter: BrowsePresenter,
        statePresenter: UserStatePresenter, details: ShowRepoUseCase, detailPresenter: RepoDetailPresenter,
        launcher: any BrowserOpening, links: any RepoWebLinks, retry: RetrySchedule, style: TextStyle,
        now: @escaping @Sendable () -> Date, stderr: any TextOutput
    ) {
        self.now = now
        self.stderr = stderr
        self.settings = settings
        self.browse = browse
        self.loadMore = loadMore
        self.bookmarks = bookmarks
        self.hidden = hidden
        self.shown = shown
        self.presenter = presenter
        self.browsePresenter = browsePresenter
        self.statePresenter = statePresenter
        self.details = details
        self.detailPresenter = detailPresenter
        self.launcher = launcher
        self.links = links
        self.retry = retry
        self.style = style
    }
}
