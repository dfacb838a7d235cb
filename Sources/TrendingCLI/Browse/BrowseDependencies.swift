import Foundation
import TrendingData
import TrendingDomain
import TrendingPresentation

/// What the browse screen works with: the use cases the commands use, the presenters that
/// drive its view, and how to reach the world. Built by `CompositionRoot.makeBrowseSession`.
struct BrowseDependencies: Sendable {
    let options: ListOptions
    let browse: BrowseTrendingUseCase
    let loadMore: LoadMoreTrendingUseCase
    let bookmarks: BookmarksUseCase
    let hidden: HiddenReposUseCase
    let shown: ShownReposUseCase
    let presenter: TrendingPresenter
    let browsePresenter: BrowsePresenter
    let statePresenter: UserStatePresenter
    let launcher: BrowserLauncher
    let api: GitHubAPI
    let retry: RetrySchedule
    let style: TextStyle
    let now: @Sendable () -> Date
}

/// What reaches the event loop from elsewhere: screen events from the view, and load results
/// from background tasks.
enum BrowseMessage: Sendable {
    case event(BrowseEvent)
    /// A load finished; `generation` says which, so a superseded one is ignored.
    case loaded(TrendingLoadResult, generation: Int, kind: BrowseLoadKind)
    /// Load more added this many repos to the cache (some may be hidden, so the list may not grow).
    case cacheGrew(Int)
    /// A star gain measured (or measuring about to start) by the load of `generation`.
    case measuring(GainProgress, generation: Int)
}

/// Why a list is being loaded.
enum BrowseLoadKind: Equatable, Sendable {
    /// The cache, at once, never the network: the first paint.
    case cache
    /// The cache if fresh, else GitHub (the first load, a retry); or GitHub at once (`r`).
    case live
    /// The next page.
    case more
    /// The cache alone, under `--offline`: what it holds is all there is.
    case offline
}
