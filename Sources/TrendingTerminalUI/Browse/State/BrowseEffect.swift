import TrendingPresentation

/// What the screen asks the world to do; indices are into `BrowseState.rows`.
public enum BrowseEffect: Equatable, Sendable {
    case quit(BrowseEnd)
    /// Pull-to-refresh: ask GitHub now.
    case refresh
    /// Fetch the next page after the loaded rows.
    case loadMore
    /// Period or sort changed: load the list for them (the cache first).
    case reload
    case toggleBookmark(Int)
    case dismiss([Int])
    /// `D`, confirmed: every loaded row but the bookmarked ones, as `hide --all` does.
    case dismissAll([Int])
    case undoDismiss
    case open(Int)
    case copyURL(Int)
    /// The details pane shows this row: fetch what `trending show` gives (the cache at once).
    case loadDetails(Int)
    /// Ctrl-Z: give the terminal back and stop until `fg`.
    case suspend
    /// Ctrl-L: draw the whole screen again (after another program wrote over it).
    case redraw
}
