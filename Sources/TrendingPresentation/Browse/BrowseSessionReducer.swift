#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// What the session's reducer may not decide alone: the options it loads with, the retry delays,
/// and how often what was seen is written.
public struct BrowseSessionRules: Equatable, Sendable {
    /// `--offline`, `--refresh` (the first live load only), or neither.
    public let mode: LoadMode
    /// Rows per page: the first load's `--limit`.
    public let pageSize: Int
    /// The most rows load more may reach.
    public let maximumLimit: Int
    public let retry: RetrySchedule
    public let seenFlushInterval: Duration

    public init(mode: LoadMode, pageSize: Int, maximumLimit: Int, retry: RetrySchedule, seenFlushInterval: Duration) {
        self.mode = mode
        self.pageSize = pageSize
        self.maximumLimit = maximumLimit
        self.retry = retry
        self.seenFlushInterval = seenFlushInterval
    }
}

/// The browse session's logic, without I/O: each message gives the new state and the effects
/// the loop performs (loads, presenting, the use cases' writes). `now` is the loop's clock.
public enum BrowseSessionReducer {
    public static func reduce(
        _ state: BrowseSessionState, _ message: BrowseSessionMessage, now: ContinuousClock.Instant, rules: BrowseSessionRules
    ) -> (BrowseSessionState, [BrowseSessionEffect]) {
        var reduction = Reduction(state: state, now: now, rules: rules)
        reduction.apply(message)
        return (reduction.state, reduction.effects)
    }
}

private struct Reduction {
    var state: BrowseSessionState
    var effects: [BrowseSessionEffect] = []
    let now: ContinuousClock.Instant
    let rules: BrowseSessionRules

    init(state: BrowseSessionState, now: ContinuousClock.Instant, rules: BrowseSessionRules) {
        self.state = state
        self.now = now
        self.rules = rules
    }

    mutating func apply(_ message: BrowseSessionMessage) {
        switch message {
        case .start: startLoading(first: true)
        case .refresh:
            guard rules.mode != .offline else {
                effects += [.loadFinished, .status("--offline: not asking GitHub; showing the cached list.")]
                return
            }
            startLoad(.refresh, kind: .live)
        case .loadMore:
            guard let loaded = state.listing?.repos.count else { return }
            // A page is as many rows as the first load asked for (--limit, 100 by default).
            state.limit = min(rules.maximumLimit, loaded + rules.pageSize)
            state.generation += 1
            state.loadsInFlight += 1
            effects.append(.loadMore(generation: state.generation))
        case .reload:
            state.listing = nil
            state.undo.removeAll()
            state.exhausted = false
            state.limit = rules.pageSize
            state.failures = 0
            state.retryAt = nil
            state.lastFailure = nil
            effects.append(.presentOnline)
            startLoading(first: false)
        case .loaded(let result, let generation, let kind): receive(result, generation: generation, kind: kind)
        case .cacheGrew(let count): state.cacheGrew = count
        case .measuring(let progress, let generation): receive(progress, generation: generation)
        case .listed(let listing, let generation):
            guard generation == state.generation, state.listing == nil else { return }
            state.listing = listing
            effects.append(.presentListing(listing, warnings: []))
            presentProgress()
        case .tick: tick()
        case .onScreen(let indices, let rowCount): noteSeen(indices, rowCount: rowCount)
        case .flushSeen: flushSeen()
        case .seenMarked(let count): state.pendingSeen.removeFirst(min(count, state.pendingSeen.count))
        case .toggleBookmark(let index):
            guard let listing = state.listing, listing.repos.indices.contains(index) else { return }
            let repo = listing.repos[index]
            effects.append(listing.marks.isBookmarked(repo) ? .unbookmark(repo.repoName) : .bookmark(repo.repoName))
        case .bookmarked(let name, let isBookmarked):
            guard state.listing != nil else { return }
            if isBookmarked {
                state.listing?.marks.bookmarked.insert(name.key)
            } else {
                state.listing?.marks.bookmarked.remove(name.key)
            }
            represent()
        case .dismiss(let indices):
            guard let listing = state.listing else { return }
            let picked = indices.filter { listing.repos.indices.contains($0) }.sorted()
            guard !picked.isEmpty else { return }
            effects.append(.hide(picked.map { listing.repos[$0].repoName }, indices: picked))
        case .hidden(let picked): hidden(picked)
        case .undoDismiss:
            guard let batch = state.undo.last else {
                effects.append(.status("Nothing to undo."))
                return
            }
            effects.append(.unhide(batch.map(\.repo.repoName)))
        case .unhidden: unhidden()
        }
    }

    /// The list for the current period and sort: the cache at once, then (unless `--offline`)
    /// a live load, which asks GitHub only when the cache is stale or `--refresh` was given.
    private mutating func startLoading(first: Bool) {
        state.generation += 1
        let live: LoadMode? = rules.mode == .offline ? nil : (first && rules.mode == .refresh ? .refresh : .automatic)
        if live != nil { state.loadsInFlight += 1 }
        effects.append(.loadFirst(generation: state.generation, live: live))
    }

    private mutating func startLoad(_ mode: LoadMode, kind: BrowseLoadKind) {
        state.generation += 1
        state.loadsInFlight += 1
        effects.append(.load(mode, kind: kind, generation: state.generation))
    }

    private mutating func receive(_ result: TrendingLoadResult, generation: Int, kind: BrowseLoadKind) {
        // A superseded load still ended: count it out before ignoring what it brought.
        if kind != .cache && kind != .offline { state.loadsInFlight = max(0, state.loadsInFlight - 1) }
        guard generation == state.generation else { return }
        // Whatever the load measured is in its list now (or it failed); the footer stops counting.
        if kind != .cache, state.measured != nil {
            state.measured = nil
            presentProgress()
        }
        switch result.outcome {
        case .success(let listing):
            // The cache-first paint keeps quiet about the cache, and so does a page more read from
            // it (short only by hidden repos); the live load says what matters.
            if kind == .more {
                // Nothing new on screen and nothing new in the cache: the end of what GitHub has.
                state.exhausted = listing.repos.count <= (state.listing?.repos.count ?? 0) && state.cacheGrew == 0
                state.cacheGrew = 0
            }
            state.listing = listing
            let quiet = kind == .cache || (kind == .more && rules.mode != .offline)
            let warnings = quiet ? [] : result.warnings
            // The cache-first paint is read with --offline's mode, but nothing is offline yet: it
            // must not say "Offline: …" (a status that would stay after the live load succeeds).
            // Nor must a page more, re-read from the cache its fetch just filled.
            var shown = listing
            if quiet, case .offlineCache(let fetchedAt) = listing.source {
                shown = TrendingListing(
                    repos: listing.repos, source: .freshCache(fetchedAt: fetchedAt), marks: listing.marks, deltas: listing.deltas,
                    gains: listing.gains, totalCount: listing.totalCount
                )
            }
            effects.append(.presentListing(shown, warnings: warnings))
            presentProgress()
            switch listing.source {
            case .staleFallback(_, let reason): failed(reason)
            case .remote, .freshCache: recovered()
            case .offlineCache: break
            }
        case .failure(.remote(let error)) where kind != .cache:
            failed(error)
        case .failure(let error):
            if kind != .cache { effects.append(.presentFailure(error, warnings: result.warnings)) }
        }
        if kind != .cache { effects.append(.loadFinished) }
    }

    /// `--scope all`: a gain fills in on its row, which stays where it is (the order changes
    /// once, when the measured list arrives).
    private mutating func receive(_ progress: GainProgress, generation: Int) {
        // A superseded load's measurements belong to another list.
        guard generation == state.generation else { return }
        state.measured = BrowseMeasuring(done: progress.done, of: progress.total)
        if let name = progress.repo, let gain = progress.gain, var listing = state.listing,
           listing.repos.contains(where: { $0.repoName.key == name.key }) {
            listing.gains[name.key] = gain
            state.listing = listing
            effects.append(.presentListing(listing, warnings: []))
        }
        presentProgress()
    }

    private mutating func presentProgress() {
        effects.append(
            .presentProgress(
                loaded: state.listing?.repos.count, total: state.listing?.totalCount, measured: state.measured, exhausted: state.exhausted
            )
        )
    }

    /// The listing changed here (a bookmark, a dismissal): the presenter draws it again.
    private mutating func represent() {
        guard let listing = state.listing else { return }
        effects.append(.presentListing(listing, warnings: []))
        presentProgress()
    }

    private mutating func failed(_ error: RemoteLoadError) {
        state.failures += 1
        state.lastFailure = error
        let delay = rules.retry.delay(afterFailures: state.failures)
        state.retryAt = now + .milliseconds(Int(delay * 1000))
        state.bannerSeconds = nil
        updateBanner()
    }

    private mutating func recovered() {
        guard state.failures > 0 || state.lastFailure != nil else { return }
        state.failures = 0
        state.lastFailure = nil
        state.retryAt = nil
        effects.append(.presentOnline)
    }

    /// Every tick: the retry countdown, a due retry, and writing what was seen.
    private mutating func tick() {
        if let retryAt = state.retryAt {
            if now >= retryAt, state.loadsInFlight == 0 {
                state.retryAt = nil
                startLoad(.automatic, kind: .live)
            } else {
                updateBanner()
            }
        }
        if !state.pendingSeen.isEmpty, state.lastSeenFlush.duration(to: now) >= rules.seenFlushInterval { flushSeen() }
    }

    private mutating func updateBanner() {
        guard let lastFailure = state.lastFailure, let retryAt = state.retryAt else { return }
        let left = now.duration(to: retryAt)
        let seconds = max(0, Int((Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18).rounded(.up)))
        guard seconds != state.bannerSeconds else { return }
        state.bannerSeconds = seconds
        effects.append(.presentRefreshFailed(lastFailure, cachedAt: state.listing?.fetchedAt, retryIn: TimeInterval(seconds)))
    }

    /// Notes the rows on screen now; only these become seen.
    private mutating func noteSeen(_ indices: [Int], rowCount: Int?) {
        guard let listing = state.listing, let rowCount, rowCount == listing.repos.count else { return }
        for index in indices where listing.repos.indices.contains(index) {
            let name = listing.repos[index].repoName
            if state.seenThisSession.insert(name.key).inserted { state.pendingSeen.append(name) }
        }
    }

    private mutating func flushSeen() {
        state.lastSeenFlush = now
        guard !state.pendingSeen.isEmpty else { return }
        effects.append(.markSeen(state.pendingSeen))
    }

    private mutating func hidden(_ picked: [Int]) {
        guard let listing = state.listing, !picked.isEmpty, picked.allSatisfy(listing.repos.indices.contains) else { return }
        state.undo.append(picked.map { BrowseDismissal(repo: listing.repos[$0], index: $0) })
        let gone = Set(picked)
        state.listing?.repos = listing.repos.enumerated().filter { !gone.contains($0.offset) }.map(\.element)
        represent()
        let names = picked.map { listing.repos[$0].repoName }
        let said = names.count == 1 ? "Hid \(names[0])" : "Hid \(names.count) repos"
        effects.append(.status(said + " · u to undo"))
    }

    private mutating func unhidden() {
        guard let batch = state.undo.popLast() else { return }
        guard var repos = state.listing?.repos else { return }
        for dismissal in batch.sorted(by: { $0.index < $1.index }) {
            repos.insert(dismissal.repo, at: min(dismissal.index, repos.count))
        }
        state.listing?.repos = repos
        represent()
        if let first = batch.map(\.index).min() { effects.append(.reveal(first)) }
    }
}
