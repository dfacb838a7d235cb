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
    let store: any UserStateStore
    let history: any SnapshotStore
    /// GitHub's trending page, the page memory, bookmarks and recent lists: candidates besides the searches.
    let discovery: CandidateDiscovery
    /// What `--scope all` measures, in which order; nil: snapshots only.
    let planner: GainPlanner?
    let now: @Sendable () -> Date
    /// Told as each run begins, before any request: the run's deadline starts then.
    let beginRun: @Sendable () -> Void

    /// `gains` measures `--scope all` candidates (nil: snapshots only), ordered by what the
    /// `histories` it keeps showed; `pages` is GitHub's trending page, the first source of them;
    /// `memory` the repos it listed lately, and `known` the recent cached lists: candidates too.
    /// `pageCacheProblems` takes what the caches met (the page's copy, a kept search-limit wait),
    /// said with the list's warnings.
    public init(
        load: LoadTrendingUseCase, store: any UserStateStore, history: any SnapshotStore,
        gains: MeasureGainsUseCase? = nil, histories: (any StarHistoryCache)? = nil, known: (any KnownRepos)? = nil,
        pages: (any TrendingPageCandidateLoader)? = nil, memory: (any PageMemoryStore)? = nil,
        pageCacheProblems: @escaping @Sendable () -> [CacheError] = { [] }, now: @escaping @Sendable () -> Date,
        beginRun: @escaping @Sendable () -> Void = {}
    ) {
        self.load = load
        self.store = store
        self.history = history
        discovery = CandidateDiscovery(pages: pages, memory: memory, known: known, pageCacheProblems: pageCacheProblems, now: now)
        planner = gains.map { GainPlanner(gains: $0, histories: histories) }
        self.now = now
        self.beginRun = beginRun
    }

    public func execute(
        _ request: LoadTrendingRequest, options: ListingOptions = ListingOptions(),
        progress: @escaping @Sendable (LoadProgress) -> Void = { _ in }
    ) async -> TrendingLoadResult {
        beginRun()
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
                request.exclude(state, newOnly: options.newOnly, now: now())
                // Bookmarks are candidates of `--scope all`; in key order, the keys computed once.
                if request.query.scope == .all {
                    bookmarked = state.bookmarks.sorted { $0.key < $1.key }.compactMap(\.value.details)
                }
            } else {
                request.excluding = try store.hiddenKeys().value(adding: &warnings)
            }
        } catch {
            // A digest that can't read what was shown would list it all again, every run.
            if options.newOnly { return TrendingLoadResult(outcome: .failure(.seenUnreadable(error)), warnings: warnings) }
            warnings.append(.stateUnreadable(error))
        }
        let isAll = request.query.scope == .all
        // Another order picks its top `limit` from the whole list, not from GitHub's first `limit`.
        request.wholeList = options.sort != .stars || isAll
        var fromPage: PageListing?
        var otherPages = OtherPageRows()
        var unlisted: [String: Int] = [:]
        // A list made while the page could not be read, still fresh: shown as made, and the page
        // is not asked again (a server with no page, a stall) until the list is older (bb33 o-D1).
        let madeWithoutPage = isAll && options.source == .auto && options.spokenLanguage == nil
            ? load.freshEntry(for: request, warnings: &warnings).flatMap { $0.pageUnread ? $0.fetchedAt : nil } : nil
        if let madeWithoutPage {
            warnings.append(.trendingPageUnreadForCachedList(fetchedAt: madeWithoutPage))
        } else {
            do {
                fromPage = try await discovery.askPage(request, options: options, otherPages: &otherPages, unlisted: &unlisted, warnings: &warnings)
            } catch {
                return TrendingLoadResult(outcome: .failure(error), warnings: warnings)
            }
        }
        let window = GainWindow(period: request.query.period, now: now())
        // The page's rows are measured while the searches run: each is a round trip.
        let head = planner?.pageHead(fromPage, request: request, options: options, window: window, warnings: &warnings) ?? []
        // A page row's counts from an earlier run's search judge no star history (README, Bad answers).
        let oldPageCounts = Set(fromPage?.candidates.filter { !$0.countsAreCurrent }.map(\.repo.repoName.key) ?? [])
        let started = planner.flatMap { planner in
            head.isEmpty ? nil : StartedMeasuring(
                head: head, gains: planner.gains, window: window, request: request, limit: options.candidates,
                oldCounts: oldPageCounts, progress: progress
            )
        }
        defer { started?.abandon() }
        var listing: TrendingListing
        var searchWarnings: [TrendingWarning] = []
        var searchedAny = false
        // Only the page knows a repo's spoken language: filtering by it, the list is its rows alone.
        let pageOnly = fromPage != nil && options.spokenLanguage != nil
        // Read before the searches' answer replaces this query's cached list: the repos it held
        // last time are a recent list's, candidates still when today's searches miss them.
        let recentLists = isAll && !pageOnly ? discovery.recentListRepos(for: request.query.period) : nil
        if let fromPage, isAll, !options.source.asksSearch || pageOnly {
            listing = fromPage.listing
        } else {
            // A page asked and not read: the list kept is one without page rows.
            request.pageUnread = isAll && fromPage == nil && warnings.contains(where: CandidateDiscovery.saysPageNotRead)
            let result = await load.execute(request, progress: progress)
            searchWarnings = result.warnings
            switch result.outcome {
            case .success(let searched):
                listing = searched
                searchedAny = true
            case .failure(let error):
                // GitHub's page unread too, with no list cached: the page's own copy stands in.
                if fromPage == nil { fromPage = await discovery.pageCopyForFailedSearches(request, options: options, warnings: &warnings) }
                // GitHub's page read, the searches failed: its rows are still worth measuring.
                guard let fromPage else {
                    // What the caches met on the way is said with the failure too: the recent lists'
                    // read (before the load) may have moved this very list's corrupt copy aside.
                    discovery.addCacheProblems(to: &warnings)
                    return result.with(warnings: warnings + result.warnings)
                }
                listing = fromPage.listing
                if case .remote(let reason) = error { warnings.append(.searchFailed(reason, remembered: request.query.topics.isEmpty)) }
            }
        }
        await discovery.settlePage(&fromPage, with: listing, request: request, options: options, warnings: &warnings)
        let searched = Set(listing.repos.map(\.repoName.key))
        var stillOld: Set<String> = []
        if let fromPage {
            let searchedBefore = if case .staleFallback = listing.source { true } else { false }
            // The searches' counts are a page row's only when no older than the page's: a cached
            // search beside a page read now keeps each row's own (this run's, or still old).
            let pageReadNow = fromPage.listing.isFetchedNow
            stillOld = discovery.merge(fromPage, into: &listing, searched: searchedAny && (listing.isFetchedNow || !pageReadNow))
            // The searches' rows from the cache beside a page read now: their counts are an
            // earlier run's, so a repo made inside the window is measured, never given that count.
            // Beside the page's cached copy, every count is the cache's, as `--offline` reads them (bb43 v2-D3).
            if searchedBefore, pageReadNow {
                stillOld.formUnion(searched.subtracting(fromPage.candidates.filter(\.countsAreCurrent).map(\.repo.repoName.key)))
            }
            // A page read now, beside searches served from the cache: its counts are a snapshot too
            // (but for those an earlier run's search gave, which are not now's).
            if case .remote(let at) = fromPage.listing.source, !listing.isFetchedNow {
                let counted = fromPage.candidates.filter(\.countsAreCurrent).map(\.repo)
                do { try history.update { $0.record(counted, at: at) }.value(adding: &warnings) } catch { warnings.append(.snapshotsNotSaved(error)) }
            }
        }
        CandidateDiscovery.rank(unlisted, in: &listing)
        let listSnapshots = ListSnapshots(history: history, now: now)
        var newerCounted: Set<String> = []
        if let fromPage, !stillOld.isEmpty {
            let counted = Dictionary(fromPage.candidates.map { ($0.repo.repoName.key, $0.countedAt) }) { first, _ in first }.filter { stillOld.contains($0.key) }
            listSnapshots.newerCounts(for: &listing, old: counted, warnings: &warnings)
            newerCounted = Set(counted.keys)
        }
        var snapshots = listSnapshots.measure(
            &listing, period: request.query.period, options: options, oldCounts: stillOld, warnings: &warnings
        )
        // The other pages' rows this run counted are a snapshot too, as the list's own rows are.
        if !otherPages.counted.isEmpty {
            let listed = Set(listing.repos.map(\.repoName.key))
            let counted = otherPages.counted.filter { !listed.contains($0.repoName.key) }
            if !counted.isEmpty {
                let at = now()
                do { try history.update { $0.record(counted, at: at) }.value(adding: &warnings) } catch { warnings.append(.snapshotsNotSaved(error)) }
            }
        }
        if isAll {
            discovery.addRemembered(
                bookmarked, to: &listing, request: request, searched: searchedAny ? searched : [], joining: !pageOnly,
                bookmarks: stateBefore.map { Set($0.bookmarks.keys) } ?? [], otherPages: otherPages.repos, unlisted: unlisted,
                recent: recentLists, warnings: &warnings
            )
            // Their counts are an earlier run's: less an older snapshot, no gain (a false +0). So are
            // those of this page's rows that joined so, with the place the page gave them.
            stillOld.formUnion(Set(unlisted.keys).subtracting(searched))
            CandidateDiscovery.countPageRows(of: listing, unlisted: unlisted, in: &warnings)
            let old = listing.oldCounts(with: stillOld)
            // A row joined from memory (a recent list's copy, the page memory) shows the newest
            // count this machine took of it: each list's counts are snapshots (bb44 z2-D1). Not a
            // bookmark's: `show` refreshes its count and takes no snapshot (bb47 review 1, f3-D2).
            // Asked when the run asked GitHub: a list read from the cache within --max-age (its
            // hot path) does not read the whole history for it (bb47 review 5).
            let asked = switch listing.source { case .remote, .staleFallback: true; case .freshCache, .offlineCache: false }
            let joined = asked ? old.subtracting(newerCounted).filter { !(listing.discoveries[$0] ?? []).contains(.bookmark) } : []
            listSnapshots.newerCounts(for: &listing, old: Dictionary(uniqueKeysWithValues: joined.map { ($0, Date?.none) }), warnings: &warnings)
            snapshots = snapshots.filter { !old.contains($0.key) }
        }
        if isAll, planner != nil {
            // Measuring takes a request per candidate: the list can be shown meanwhile.
            progress(.listed(listing.provisional(limit: request.limit, state: stateBefore)))
        }
        // A list from the cache (offline, or standing in for a failed refresh) is measured as of
        // its fetch, as its stars and its "created" gains are: one rule for every gain it says.
        // But the searches' cached part beside a page read now is this run's list, measured now.
        let besidePageReadNow = if case .staleFallback = listing.source, case .remote? = fromPage?.listing.source { true } else { false }
        let asOfFetch = besidePageReadNow ? window : GainWindow(period: request.query.period, now: min(now(), listing.fetchedAt))
        let planWindow = started == nil && !listing.isFetchedNow ? asOfFetch : window
        var histories: [String: CachedStarHistory] = [:]
        // A list standing in for a failed refresh is measured by what is cached, as `--offline`
        // measures it: a history fetched now would tell a window its banner does not date.
        let standsIn = if case .staleFallback = listing.source, !besidePageReadNow, started == nil { true } else { false }
        if let planner, let plan = planner.gainPlan(
            listing, request: request, window: planWindow, snapshots: snapshots, otherPageRanks: otherPages.ranks,
            oldPageCounts: stillOld, asksNothing: standsIn, warnings: &warnings
        ) {
            let measurement: GainMeasurement
            if let started {
                started.hand(plan)
                measurement = await started.measurement()
            } else {
                measurement = await planner.gains.execute(
                    plan.candidates, window: planWindow, limit: options.candidates, mode: standsIn ? .offline : request.mode, maxAge: request.maxAge,
                    alone: plan.alone, oldCounts: plan.oldCounts, progress: { progress(.measuring($0)) }
                )
            }
            // A history this run did not ask for, cached and covering the window, still says its gain,
            // as it does for one whose answer was malformed: said as standing in.
            histories = plan.known.merging(measurement.histories) { _, measured in measured }
            // Page rows measured before this run's searches counted them are judged by those counts now.
            StarHistoryRefresher.refute(&histories, keys: oldPageCounts.subtracting(stillOld), by: listing.repos, warnings: &warnings)
            let carried = listing.dropRenamed(histories: &histories)
            warnings += measurement.warnings(beside: plan).map { $0.carried(carried) }.filter { !$0.isEmptyFailedLately }
        }
        // A cached list's gains are as of its fetch, as its stars are (and as its labels say).
        listing.applyGains(histories: histories, window: asOfFetch, snapshots: snapshots, oldCounts: isAll ? listing.oldCounts(with: stillOld) : [])
        listing.rank(by: options.sort)
        listing.repos = Array(listing.repos.prefix(request.limit))
        CandidateDiscovery.dateSearchedPart(of: &listing, page: fromPage, warnings: &warnings)
        let shown = markAndRemember(&listing, options: options, stateBefore: needsWholeState ? .some(stateBefore) : nil, warnings: &warnings)
        // What the caches met since the page was read (a kept search-limit wait moved aside).
        discovery.addCacheProblems(to: &warnings)
        // With --new-only, a cache short of the limit is the point, not news: those left out were seen.
        let loadWarnings = options.newOnly ? searchWarnings.filter { !$0.saysShortList }
            : searchWarnings.compactMap { $0.counted(shown: listing.repos.count) }
        return TrendingLoadResult(outcome: .success(listing), warnings: warnings + loadWarnings, shown: shown)
    }
}
