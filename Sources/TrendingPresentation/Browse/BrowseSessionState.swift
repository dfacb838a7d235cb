#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// The browse session's bookkeeping, apart from the screen's own (`BrowseState`): the list as
/// loaded, which load is current and how many are in flight, failures and the next retry, what
/// a dismissal can undo, and what was seen. Changed only by `BrowseSessionReducer`.
public struct BrowseSessionState: Equatable, Sendable {
    /// The loaded list as the use case gave it, parallel to the screen's rows.
    public var listing: TrendingListing?
    /// How many rows the loads ask for: the first page, then one page more per load more.
    public var limit: Int
    /// The current load; results of earlier ones are ignored.
    public var generation = 0
    /// Loads that may reach GitHub and have not ended yet; a retry waits for none.
    public var loadsInFlight = 0
    /// Load more found nothing new, on screen or in the cache: the end of what GitHub has.
    public var exhausted = false
    /// How many repos the last load more added to the cache.
    public var cacheGrew = 0
    /// Star gains measured so far, of how many, while a measuring use case fills them in
    /// (the footer's `measuring 12/100`); nil when nothing is being measured.
    public var measured: BrowseMeasuring?
    /// Failed loads in a row, and the last one's reason.
    public var failures = 0
    public var lastFailure: RemoteLoadError?
    /// When the next retry is due; nil when none is.
    public var retryAt: ContinuousClock.Instant?
    /// The mode of the latest live load, which a retry repeats: a failed `r` is retried as a
    /// refresh, not as a load a fresh cache would answer without asking GitHub.
    public var liveMode: LoadMode = .automatic
    /// The countdown the banner shows, so it is presented only when it changes.
    public var bannerSeconds: Int?
    /// Dismissals in order, each with the rows' former places, for `u`.
    public var undo: [[BrowseDismissal]] = []
    /// How many of `undo`'s first batches were dismissed from another period's or order's list:
    /// undone, they are unhidden, not put back into this one.
    public var undoOfEarlierLists = 0
    /// Rows the dismissal under way keeps, their names being none GitHub allows: said with it.
    public var dismissKept = 0
    /// Bookmarked rows the dismissal under way (`D`) keeps: said with it.
    public var dismissKeptBookmarked = 0
    /// Keys of the repos on screen so far, and those not yet written as seen.
    public var seenThisSession = Set<String>()
    public var pendingSeen: [RepoName] = []
    public var lastSeenFlush: ContinuousClock.Instant

    public init(limit: Int, now: ContinuousClock.Instant) {
        self.limit = limit
        lastSeenFlush = now
    }
}

/// Star gains measured so far, of how many.
public struct BrowseMeasuring: Equatable, Sendable {
    public var done: Int
    public var of: Int

    public init(done: Int, of: Int) {
        self.done = done
        self.of = of
    }
}

/// A dismissed row and where it was, for `u`.
public struct BrowseDismissal: Equatable, Sendable {
    public let repo: Repo
    public let index: Int
    /// What the list knew of the row besides the repo (its gain, delta, page rank, discovery): a
    /// page loaded since holds none of it for a hidden row, and undo puts the row back whole.
    public let gain: StarGain?
    public let delta: StarDelta?
    public let pageRank: Int?
    public let discoveries: [Discovery]?
    /// Its marks: a page loaded since knows none for a hidden row.
    public let bookmarked: Bool
    public let seen: Bool

    public init(repo: Repo, index: Int, of listing: TrendingListing? = nil) {
        self.repo = repo
        self.index = index
        let key = repo.repoName.key
        gain = listing?.gains[key]
        delta = listing?.deltas[key]
        pageRank = listing?.pageRanks[key]
        discoveries = listing?.discoveries[key]
        bookmarked = listing?.marks.bookmarked.contains(key) ?? false
        seen = listing?.marks.seen.contains(key) ?? false
    }

    /// Puts what the list knew of the row back into `listing`, where a newer answer has not.
    func restore(into listing: inout TrendingListing) {
        let key = repo.repoName.key
        if listing.gains[key] == nil { listing.gains[key] = gain }
        if listing.deltas[key] == nil { listing.deltas[key] = delta }
        if listing.pageRanks[key] == nil { listing.pageRanks[key] = pageRank }
        if listing.discoveries[key] == nil { listing.discoveries[key] = discoveries }
        if bookmarked { listing.marks.bookmarked.insert(key) }
        if seen { listing.marks.seen.insert(key) }
    }
}

/// What the session's reducer is told: by the screen (keys that load or change the list), by
/// the use cases it ran (results fed back), and by the loop's clock.
public enum BrowseSessionMessage: Equatable, Sendable {
    /// The first load, as the screen opens.
    case start
    /// `r`: GitHub at once.
    case refresh
    /// The next page.
    case loadMore
    /// A new period or sort: the list from the start.
    case reload
    /// A load finished; `generation` says which, so a superseded one is ignored.
    case loaded(TrendingLoadResult, generation: Int, kind: BrowseLoadKind)
    /// Load more added this many repos to the cache (some may be hidden, so the list may not grow).
    case cacheGrew(Int)
    /// A star gain measured (or measuring about to start) by the load of `generation`.
    case measuring(GainProgress, generation: Int)
    /// The list the load of `generation` is measuring the gains of, shown while they fill in.
    case listed(TrendingListing, generation: Int)
    /// The loop's tick: the retry countdown, a due retry, a due write of what was seen.
    case tick
    /// The rows at these places are on screen, of `rowCount` rows drawn (nil: skeletons).
    case onScreen([Int], rowCount: Int?)
    /// Write what was seen now (suspending, quitting).
    case flushSeen
    /// These many of the pending seen repos were written.
    case seenMarked(Int)
    /// A key asked to bookmark or unbookmark the row at this place.
    case toggleBookmark(Int)
    /// The bookmark use case changed this repo's mark.
    case bookmarked(RepoName, Bool)
    /// A key asked to hide the rows at these places; `D` keeps the bookmarked ones, as
    /// `hide --all` does.
    case dismiss([Int], keepingBookmarked: Bool = false)
    /// The hidden-repos use case hid the rows at these places (sorted, as `hide` gave them).
    case hidden([Int])
    /// `u`: the last dismissal back.
    case undoDismiss
    /// The hidden-repos use case unhid the last dismissal.
    case unhidden
}

/// What the session's loop does for the reducer: loads through the use cases, writes through
/// the presenters, and tells the screen.
public enum BrowseSessionEffect: Equatable, Sendable {
    /// The cache at once, then (unless `live` is nil, under `--offline`) a load in `live` mode.
    case loadFirst(generation: Int, live: LoadMode?)
    /// One load from GitHub (or a fresh cache): `r`, a retry.
    case load(LoadMode, kind: BrowseLoadKind, generation: Int)
    /// The next page into the cache, then the longer list from it.
    case loadMore(generation: Int)
    /// The list (with these warnings) to the list's presenter.
    case presentListing(TrendingListing, warnings: [TrendingWarning])
    /// A load that failed, other than by GitHub being unreachable.
    case presentFailure(LoadTrendingError, warnings: [TrendingWarning])
    /// The footer's counts; with nothing on screen yet (skeletons), only what is being measured.
    case presentProgress(loaded: Int?, total: Int?, measured: BrowseMeasuring?, exhausted: Bool)
    /// The offline banner, with its countdown to the next retry.
    case presentRefreshFailed(RemoteLoadError, cachedAt: Date?, retryIn: TimeInterval?)
    /// The banner goes.
    case presentOnline
    /// The screen's load ended (its spinner stops).
    case loadFinished
    /// A line in the screen's status bar.
    case status(String)
    /// The screen shows the row at this place.
    case reveal(Int)
    case bookmark(RepoName)
    case unbookmark(RepoName)
    /// Hide these repos, the rows at `indices`.
    case hide([RepoName], indices: [Int])
    case unhide([RepoName])
    /// Write these repos as seen.
    case markSeen([RepoName])
}
