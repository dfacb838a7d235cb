#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The trending list as the user sees it: hidden repos left out; star deltas from local
/// history (each remote fetch adds a snapshot); stars gained in the period (for `--scope all`
/// measured with GitHub's star history); ranked; new and bookmarked repos marked; and what was
/// shown remembered (as seen, and for `open RANK` and `hide --all`).
public struct ListTrendingUseCase: Sendable {
    private let load: LoadTrendingUseCase
    private let store: any UserStateStore
    private let history: any SnapshotStore
    let gains: MeasureGainsUseCase?
    /// The star histories measured before: what a candidate gained when last measured.
    let histories: (any StarHistoryCache)?
    let known: (any KnownRepos)?
    let pages: (any TrendingPageCandidateLoader)?
    let memory: (any PageMemoryStore)?
    let now: @Sendable () -> Date

    /// How far back a cached list still counts as recent, so its repos join `--scope all`'s
    /// candidates: a week, or the period when it is longer.
    static let recentListAge: TimeInterval = 7 * 86_400

    /// `gains` measures `--scope all` candidates (nil: snapshots only), ordered by what the
    /// `histories` it keeps showed; `pages` is GitHub's trending page, the first source of them;
    /// `memory` the repos it listed lately, and `known` the recent cached lists: candidates too.
    public init(
        load: LoadTrendingUseCase, store: any UserStateStore, history: any SnapshotStore,
        gains: MeasureGainsUseCase? = nil, histories: (any StarHistoryCache)? = nil, known: (any KnownRepos)? = nil,
        pages: (any TrendingPageCandidateLoader)? = nil, memory: (any PageMemoryStore)? = nil, now: @escaping @Sendable () -> Date
    ) {
        self.pages = pages
        self.memory = memory
        self.load = load
        self.store = store
        self.history = history
        self.gains = gains
        self.histories = histories
        self.known = known
        self.now = now
    }

    public func execute(
        _ request: LoadTrendingRequest, options: ListingOptions = ListingOptions(),
        progress: @escaping @Sendable (LoadProgress) -> Void = { _ in }
    ) async -> TrendingLoadResult {
        var warnings: [TrendingWarning] = []
        var request = request
        var bookmarked: [Repo] = []
        var stateBefore: UserState?
        // A state may remember thousands of repos. Only --new-only (which leaves every seen repo
        // out) and --scope all (whose candidates include every bookmark) need it whole; otherwise
        // this read is for the hidden repos, and the one after loading for the repos listed.
        let needsWholeState = options.newOnly || request.query.scope == .all
        do {
            if needsWholeState {
                let state = try store.read().value(adding: &warnings)
                stateBefore = state
                exclude(from: &request, state: state, newOnly: options.newOnly)
                // Bookmarks are candidates of `--scope all`; in key order, the keys computed once.
                if request.query.scope == .all {
                    bookmarked = state.bookmarks.sorted { $0.key < $1.key }.compactMap(\.value.details)
                }
            } else {
                request.excluding = try store.hiddenKeys().value(adding: &warnings)
            }
        } catch {
            warnings.append(.stateUnreadable(error))
        }
        let isAll = request.query.scope == .all
        // Another order picks its top `limit` from the whole list, not from GitHub's first `limit`.
        request.wholeList = options.sort != .stars || isAll
        let fromPage: PageListing?
        do {
            fromPage = try await askPage(request, options: options, warnings: &warnings)
        } catch {
            return TrendingLoadResult(outcome: .failure(error), warnings: warnings)
        }
        let window = GainWindow(period: request.query.period, now: now())
        // The page's rows are measured while the searches run: each is a round trip.
        let head = pageHead(fromPage, request: request, options: options, window: window)
        let started = head.isEmpty ? nil : StartedMeasuring(head: head)
        let asked = request
        async let early = measureHead(started, window: window, request: asked, limit: options.candidates, progress: progress)
        // Runs before `early` is awaited on the way out: a list that returns early ends it at once.
        defer { started?.abandon() }
        var listing: TrendingListing
        var searchWarnings: [TrendingWarning] = []
        var searchedAny = false
        if let fromPage, isAll, !options.source.asksSearch {
            listing = fromPage.listing
        } else {
            let result = await load.execute(request, progress: progress)
            searchWarnings = result.warnings
            switch result.outcome {
            case .success(let searched):
                listing = searched
                searchedAny = true
            case .failure(let error):
                // GitHub's page read, the searches failed: its rows are still worth measuring.
                guard let fromPage else { return TrendingLoadResult(outcome: result.outcome, warnings: warnings + result.warnings) }
                listing = fromPage.listing
                if case .remote(let reason) = error { warnings.append(.searchFailed(reason)) }
            }
        }
        let searched = Set(listing.repos.map(\.repoName.key))
        if let fromPage {
            merge(fromPage, into: &listing)
            // A page read now, beside searches served from the cache: its counts are a snapshot too.
            if case .remote(let at) = fromPage.listing.source, !searchedNow(listing) {
                do { try history.update { $0.record(fromPage.listing.repos, at: at) }.value(adding: &warnings) } catch { warnings.append(.stateNotSaved(error)) }
            }
        }
        let snapshots = measure(&listing, period: request.query.period, options: options, warnings: &warnings)
        if isAll {
            addRemembered(bookmarked, to: &listing, request: request, searched: searchedAny ? searched : [], warnings: &warnings)
        }
        if isAll, gains != nil {
            // Measuring takes a request per candidate: the list can be shown meanwhile.
            progress(.listed(provisional(listing, request: request, stateBefore: stateBefore)))
        }
        var histories: [String: CachedStarHistory] = [:]
        if let plan = gainPlan(listing, request: request, window: window, snapshots: snapshots, warnings: &warnings), let gains {
            let measurement: GainMeasurement
            if let started {
                started.hand(plan)
                measurement = await early ?? GainMeasurement()
            } else {
                measurement = await gains.execute(
                    plan.candidates, window: window, limit: options.candidates, mode: request.mode, maxAge: request.maxAge,
                    alone: plan.alone, oldCounts: plan.oldCounts, progress: { progress(.measuring($0)) }
                )
            }
            histories = measurement.histories
            warnings += measurement.warnings
        }
        applyGains(&listing, histories: histories, window: window, snapshots: snapshots)
        rank(&listing, scope: request.query.scope, options: options)
        listing.repos = Array(listing.repos.prefix(request.limit))
        do {
            if options.remembersShown {
                if !needsWholeState {
                    stateBefore = try store.read(for: Set(listing.repos.map(\.repoName.key))).value(adding: &warnings)
                }
                listing.marks = try remember(listing.repos, newOnly: options.newOnly, stateBefore: stateBefore, warnings: &warnings)
            } else {
                listing.marks = try marks(listing.repos, warnings: &warnings)
            }
        } catch {
            warnings.append(.stateNotSaved(error))
        }
        // With --new-only, a cache short of the limit is the point, not news: those left out were seen.
        let loadWarnings = options.newOnly ? searchWarnings.filter {
            switch $0 {
            case .fewerThanRequested, .fallbackShort: false
            default: true
            }
        } : searchWarnings
        return TrendingLoadResult(outcome: .success(listing), warnings: warnings + loadWarnings)
    }

    /// Hidden repos never show; with `newOnly`, seen ones don't either. A repo is seen no earlier
    /// than it was created, so only those seen since the period began can be among its results.
    private func exclude(from request: inout LoadTrendingRequest, state: UserState, newOnly: Bool) {
        request.excluding = Set(state.hidden.keys)
        guard newOnly else { return }
        let start = request.query.period.startDay(relativeTo: now())
        request.excluding.formUnion(state.seen.keys)
        // Repos of any age (`--scope all`) may have been seen at any time: count them all.
        guard request.query.scope == .new else { return }
        request.excludedInResults = state.hidden.count + state.seen.values.count { $0 >= start }
    }

    /// Records a fresh fetch as a snapshot, then measures each repo's delta against the history.
    /// Returns the snapshots it read, for gains: from the cache, only each series' tail that the
    /// period's gain and the delta are measured from (`earliestMeasured`).
    private func measure(
        _ listing: inout TrendingListing, period: TrendingPeriod, options: ListingOptions, warnings: inout [TrendingWarning]
    ) -> [String: [StarSnapshot]] {
        let fetchedAt = listing.fetchedAt
        let repos = listing.repos
        let snapshots: [String: [StarSnapshot]]
        do {
            if case .remote = listing.source {
                snapshots = try history.update { history in
                    history.record(repos, at: fetchedAt)
                    return history.snapshots
                }.value(adding: &warnings)
            } else {
                let since = Self.earliestMeasured(window: GainWindow(period: period, now: now()), fetchedAt: fetchedAt, options: options)
                snapshots = try history.snapshots(for: Set(repos.map(\.repoName.key)), since: since).value(adding: &warnings)
            }
        } catch {
            warnings.append(.stateNotSaved(error))
            return [:]
        }
        var deltas: [String: StarDelta] = [:]
        for repo in repos {
            let current = StarSnapshot(at: fetchedAt, stars: repo.stars)
            if let delta = StarDelta.between(current, history: snapshots[repo.repoName.key] ?? [], window: options.deltaWindow) {
                deltas[repo.repoName.key] = delta
            }
        }
        listing.deltas = deltas
        // Every row has its period's gain (GitHub's, or all its stars when created in the period),
        // so only an asked-for velocity, which needs this machine's snapshots, says why it is empty.
        // Said once for a query's cache, by the fetch that filled it, not on every run served from it.
        let fetched = if case .remote = listing.source { true } else { false }
        if deltas.isEmpty, !repos.isEmpty, fetched, options.sort == .velocity {
            warnings.append(.velocityNeedsHistory)
        }
        return snapshots
    }

    /// The earliest time a list's measures look back to: a gain starts from the latest snapshot
    /// at or before the window's start (and before the fetch), a delta from the latest one
    /// `deltaWindow` (at least a second) before the fetch. A series' tail from here
    /// (`StarSnapshot.tail`) holds every snapshot either can pick.
    static func earliestMeasured(window: GainWindow, fetchedAt: Date, options: ListingOptions) -> Date {
        min(window.start, fetchedAt.addingTimeInterval(-max(options.deltaWindow, StarDelta.minimumSpan)))
    }

    /// Marks from the state as it is, recording nothing.
    private func marks(_ repos: [Repo], warnings: inout [TrendingWarning]) throws(StateError) -> RepoMarks {
        RepoMarks(state: try store.read(for: Set(repos.map(\.repoName.key))).value(adding: &warnings), repos: repos)
    }

    /// Marks against the state before this list, then records it as seen and last shown; an
    /// empty `--new-only` run leaves the last list as it was (a cron digest must not take it).
    /// A change that would leave the state read at the start as it was is not made (no lock).
    private func remember(
        _ repos: [Repo], newOnly: Bool, stateBefore: UserState?, warnings: inout [TrendingWarning]
    ) throws(StateError) -> RepoMarks {
        let date = now()
        let change = { (state: inout UserState) -> RepoMarks in
            let names = repos.map(\.repoName)
            var marks = RepoMarks(state: state, repos: repos)
            state.markSeen(names, at: date)
            // This list is the first to show the new ones: dated as the state records them.
            for name in names where marks.firstShown[name.key] == nil { marks.firstShown[name.key] = state.seen[name.key] ?? date }
            if !(newOnly && repos.isEmpty) {
                state.lastShown = repos.map { ShownRepo(name: $0.repoName, urlText: $0.urlText) }
            }
            state.refreshBookmarks(with: repos)
            return marks
        }
        if var unchanged = stateBefore {
            let marks = change(&unchanged)
            if unchanged == stateBefore { return marks }
        }
        return try store.update(change).value(adding: &warnings)
    }
}

extension RepoMarks {
    /// What `state` says about `repos`: which were shown before, which are bookmarked.
    init(state: UserState, repos: [Repo]) {
        let keys = repos.map(\.repoName.key)
        var firstShown: [String: Date] = [:]
        for key in keys { if let date = state.seen[key] { firstShown[key] = date } }
        self.init(
            seen: Set(firstShown.keys), bookmarked: Set(keys.filter { state.bookmarks[$0] != nil }), firstShown: firstShown
        )
    }
}
