#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch
import TrendingDomain
import TrendingPresentation

/// What reaches the event loop from elsewhere: screen events from the view, and load results
/// from background tasks.
public enum BrowseMessage: Sendable {
    case event(BrowseEvent)
    /// A load finished; `generation` says which, so a superseded one is ignored.
    case loaded(TrendingLoadResult, generation: Int, kind: BrowseLoadKind)
    /// Load more added this many repos to the cache (some may be hidden, so the list may not grow).
    case cacheGrew(Int)
    /// A star gain measured (or measuring about to start) by the load of `generation`.
    case measuring(GainProgress, generation: Int)
    /// The list the load of `generation` is measuring the gains of, shown while they fill in.
    case listed(TrendingListing, generation: Int)
    /// A browser run off the loop wants the terminal (`true`) or gives it back; `done` is
    /// signalled once the screen has let it go or taken it again.
    case terminalHandOver(Bool, done: ScreenHandOverDone)
    /// The browser `o` ran for `repo` has settled.
    case browserSettled(BrowserOpenOutcome, repo: RepoName)
}

/// Signalled by the loop once it has handed the terminal over or taken it back; never once the
/// session has ended, so no browser starts after the shell has the terminal back.
public final class ScreenHandOverDone: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 0)

    public init() {}

    public func signal() { semaphore.signal() }
    public func wait() { semaphore.wait() }
}
