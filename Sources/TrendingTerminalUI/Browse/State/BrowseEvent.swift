import TrendingPresentation

/// What can happen to the browse screen: keys and resizes from the terminal, view states from
/// the presenters, and the clock's ticks.
public enum BrowseEvent: Equatable, Sendable {
    case key(Key)
    case resize(columns: Int, lines: Int)
    /// Time passed (about a tenth of a second): the spinner turns.
    case tick
    case list(TrendingListViewModel)
    case loading(LoadingViewModel)
    case notice(NoticeViewModel)
    case error(ErrorViewModel)
    case banner(BrowseBannerViewModel)
    case progress(BrowseProgressViewModel)
    /// A fetch ended, whatever it brought.
    case loadFinished
    /// A key's use case finished: what to say in the footer.
    case status(String)
    /// Select the row at this index of `rows` (a dismissal undone brings its row back into view).
    case reveal(Int)
    /// A repo's details as `trending show` gives them, for the details pane.
    case details(RepoDetailViewModel)
}
