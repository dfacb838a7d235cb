#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How to filter, rank and measure a list from local state and history.
public struct BrowseOptions: Equatable, Sendable {
    public var sort: TrendingSort
    /// How old the snapshot a delta is measured from must be; 0 means the previous one.
    public var deltaWindow: TimeInterval
    /// Only repos no list has shown before, the list filled past the seen ones (`--new-only`).
    public var newOnly: Bool

    public init(sort: TrendingSort = .stars, deltaWindow: TimeInterval = 0, newOnly: Bool = false) {
        self.sort = sort
        self.deltaWindow = deltaWindow
        self.newOnly = newOnly
    }
}

/// The trending list as the user sees it: hidden repos left out; star deltas from local
/// history (each remote fetch adds a snapshot), optionally ranked by them; new and bookmarked
/// repos marked; and what was shown remembered (as seen, and for `open RANK` and `hide --all`).
public struct BrowseTrendingUseCase: Sendable {
    private let load: LoadTrendingUseCase
    private let store: any UserStateStore
    private let history: any StarHistoryStore
    private let now: @Sendable () -> Date

    public init(
        load: LoadTrendingUseCase, store: any UserStateStore, history: any StarHistoryStore,
        now: @escaping @Sendable () -> Date
    ) {
        self.load = load
        self.store = store
        self.history = history
        self.now = now
    }

    public func execute(
        _ request: LoadTrendingRequest, options: BrowseOptions = BrowseOptions(),
        progress: @escaping @Sendable (LoadProgress) -> Void = { _ in }
    ) async -> TrendingLoadResult {
        var warnings: [TrendingWarning] = []
        var request = request
        var stateBefore: UserState?
        do {
            let state = try store.read()
            stateBefore = state
            exclude(from: &request, state: state, newOnly: options.newOnly)
        } catch {
            warnings.append(.stateUnreadable(error.message))
        }
        let result = await load.execute(request, progress: progress)
        guard case .success(var listing) = result.outcome else {
            return TrendingLoadResult(outcome: result.outcome, warnings: warnings + result.warnings)
        }
        measure(&listing, options: options, warnings: &warnings)
        do {
            listing.marks = try remember(listing.repos, newOnly: options.newOnly, stateBefore: stateBefore)
        } catch {
            warnings.append(.stateNotSaved(error.message))
        }
        return TrendingLoadResult(outcome: .success(listing), warnings: warnings + result.warnings)
    }

    /// Hidden repos never show; with `newOnly`, seen ones don't either. A repo is seen no earlier
    /// than it was created, so only those seen since the period began can be among its results.
    private func exclude(from request: inout LoadTrendingRequest, state: UserState, newOnly: Bool) {
        request.excluding = Set(state.hidden.keys)
        guard newOnly else { return }
        let start = request.query.period.startDay(relativeTo: now())
        request.excluding.formUnion(state.seen.keys)
        request.excludedInResults = state.hidden.count + state.seen.values.count { $0 >= start }
    }

    /// Records a fresh fetch as a snapshot, then measures each repo's delta against the history
    /// and, for `--sort velocity`, ranks by it.
    private func measure(_ listing: inout TrendingListing, options: BrowseOptions, warnings: inout [TrendingWarning]) {
        let fetchedAt = listing.fetchedAt
        let repos = listing.repos
        let snapshots: [String: [StarSnapshot]]
        do {
            if case .remote = listing.source {
                snapshots = try history.update { history in
                    history.record(repos, at: fetchedAt)
                    return history.snapshots
                }
            } else {
                snapshots = try history.snapshots(for: Set(repos.map(\.repoName.key)))
            }
        } catch {
            warnings.append(.stateNotSaved(error.message))
            return
        }
        var deltas: [String: StarDelta] = [:]
        for repo in repos {
            let current = StarSnapshot(at: fetchedAt, stars: repo.stars)
            if let delta = StarDelta.between(current, history: snapshots[repo.repoName.key] ?? [], window: options.deltaWindow) {
                deltas[repo.repoName.key] = delta
            }
        }
        listing.deltas = deltas
        if options.sort == .velocity {
            listing.repos = TrendingSort.byVelocity(repos, deltas: deltas)
        }
        if deltas.isEmpty, !repos.isEmpty {
            warnings.append(.velocityNeedsHistory(sortedByVelocity: options.sort == .velocity))
        }
    }

    /// Marks against the state before this list, then records the list as seen and last shown.
    /// A `--new-only` run with nothing new showed nothing, so it leaves the last list for
    /// `open RANK` and `hide --all` as it was (a cron digest must not take it from the user).
    ///
    /// When the change would leave the state this run read at its start as it was (a cached list
    /// shown again), it is not made: no lock, no second read of the file. Another process's
    /// change in between stands, as if this run had come first.
    private func remember(_ repos: [Repo], newOnly: Bool, stateBefore: UserState?) throws(StateError) -> RepoMarks {
        let date = now()
        let change = { (state: inout UserState) -> RepoMarks in
            let names = repos.map(\.repoName)
            let marks = RepoMarks(
                seen: Set(names.map(\.key).filter { state.seen[$0] != nil }),
                bookmarked: Set(names.map(\.key).filter { state.bookmarks[$0] != nil })
            )
            state.markSeen(names, at: date)
            if !(newOnly && repos.isEmpty) {
                state.lastShown = repos.map { ShownRepo(name: $0.repoName, url: $0.url) }
            }
            state.refreshBookmarks(with: repos)
            return marks
        }
        if var unchanged = stateBefore {
            let marks = change(&unchanged)
            if unchanged == stateBefore { return marks }
        }
        return try store.update(change)
    }
}

extension StateError {
    /// A one-line reason, for warnings.
    public var message: String {
        switch self {
        case .io(let reason), .busy(let reason): reason
        }
    }
}
