#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One repo's details with the list's offline-first rules, plus ETag revalidation: a fresh cache
/// is shown as is; otherwise GitHub is asked with `If-None-Match`, and a 304 reuses the cache.
/// A 404 is an answer, not a failure: it never falls back to the cache. `show(_:mode:maxAge:)`
/// adds what else `show` tells of the repo: its star history and its last sighting on GitHub's
/// trending page.
public struct ShowRepoUseCase: Sendable {
    private let remote: any RepoDetailLoader
    private let cache: any RepoDetailCache
    private let store: any UserStateStore
    private let known: (any KnownRepos)?
    private let listSummaries: Bool
    private let starHistory: RepoStarHistoryUseCase?
    private let pageMemory: (any PageMemoryStore)?
    private let renamedRows: (any RenamedRows)?
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - known: whether a followed rename holds; with no details, a list's summary (`listSummaries`).
    ///   - starHistory: GitHub's daily stars, for `show(_:mode:maxAge:)`; nil shows none.
    ///   - pageMemory: where the repo was last seen on GitHub's trending page; nil says nothing.
    ///   - renamedRows: the cached lists, told of a rename the details followed.
    public init(
        remote: any RepoDetailLoader, cache: any RepoDetailCache, store: any UserStateStore,
        known: (any KnownRepos)? = nil, listSummaries: Bool = true, starHistory: RepoStarHistoryUseCase? = nil,
        pageMemory: (any PageMemoryStore)? = nil, renamedRows: (any RenamedRows)? = nil, now: @escaping @Sendable () -> Date
    ) {
        self.renamedRows = renamedRows
        self.remote = remote
        self.cache = cache
        self.store = store
        self.known = known
        self.listSummaries = listSummaries
        self.starHistory = starHistory
        self.pageMemory = pageMemory
        self.now = now
    }

    /// The repo in full, as `show` prints it: its details, then (when there are details) its
    /// star history, asked by the name GitHub answered with (a renamed repo's history lives
    /// there), and its last sighting on the trending page. A page memory that cannot be read
    /// is a warning, never a failure.
    public func show(
        _ name: RepoName, mode: LoadMode, maxAge: TimeInterval, progress: @Sendable () -> Void = {}
    ) async -> RepoShowResult {
        let details = await execute(name, mode: mode, maxAge: maxAge, progress: progress)
        guard case .success(let shown) = details.outcome else { return RepoShowResult(details: details) }
        var warnings = details.warnings
        var sighting: PageSighting?
        if let pageMemory {
            do {
                let read = try pageMemory.read()
                warnings += read.warnings.map(TrendingWarning.state)
                // One from before the repo was made is another repo's, whose freed name it took.
                sighting = read.value.sighting(of: shown.detail.name, asOf: now()).flatMap {
                    $0.at >= shown.detail.createdAt.addingTimeInterval(-SnapshotHistory.creationSkew) ? $0 : nil
                }
            } catch {
                warnings.append(.pageMemoryUnreadable(error))
            }
        }
        let history = await starHistory?.history(
            of: shown.detail.name, id: shown.detail.id, days: RepoStarHistoryUseCase.showDays, mode: mode, maxAge: maxAge, stars: shown.detail.stars,
            createdAt: shown.detail.createdAt
        )
        warnings += history?.warnings ?? []
        // A fresh answer that tells not even the last 24 h (no week, none lately, starting late)
        // is no history at all: its problem is said, never dropped in silence with the Gained line.
        let day = GainWindow(days: 1, now: now())
        let short = history?.problem != nil ? nil : history?.history?.shortfall(for: day, createdAt: shown.detail.createdAt)
        return RepoShowResult(
            details: RepoDetailResult(outcome: details.outcome, warnings: warnings),
            starHistory: short == nil ? history?.history : nil, historyProblem: history?.problem ?? short.map(StarHistoryLoadError.malformed),
            lastTrending: sighting
        )
    }

    public func execute(
        _ name: RepoName, mode: LoadMode, maxAge: TimeInterval, progress: @Sendable () -> Void = {}
    ) async -> RepoDetailResult {
        var warnings: [TrendingWarning] = []
        var cached: CachedRepoDetail?
        do {
            cached = try cache.load(name)
        } catch {
            warnings.append(.cacheProblem(error))
        }
        // Details answered under another name (a rename followed) stand for this name only while
        // the rename holds: a list naming another repo so since says the name is that repo's.
        if let answered = cached?.detail.name, answered.key != name.key, let known, known.renamedTo(of: name) == nil {
            cached = nil
        }

        let shown: RepoDetailShown
        switch (mode, cached) {
        case (.offline, nil):
            guard let summary = listSummary(of: name, reason: nil, warnings: &warnings) else {
                return RepoDetailResult(outcome: .failure(.offlineWithoutCache), warnings: warnings)
            }
            shown = summary
        case (.offline, let cached?):
            // Asked for: a cache within its max age says nothing, a stale one how old it is.
            let fresh = CachePolicy.isFresh(fetchedAt: cached.fetchedAt, now: now(), maxAge: maxAge)
            shown = RepoDetailShown(
                detail: cached.detail, source: fresh ? .freshCache(fetchedAt: cached.fetchedAt) : .offlineCache(fetchedAt: cached.fetchedAt)
            )
        case (.automatic, let cached?) where CachePolicy.isFresh(fetchedAt: cached.fetchedAt, now: now(), maxAge: maxAge):
            shown = RepoDetailShown(detail: cached.detail, source: .freshCache(fetchedAt: cached.fetchedAt))
        default:
            do throws(RemoteLoadError) {
                // The core budget spent (as an earlier answer said): no request goes out into it.
                if let until = starHistory?.heldBackUntil(warnings: &warnings) { throw RemoteLoadError.rateLimited(resetsAt: until) as RemoteLoadError }
                progress()
                shown = try await RepoDetailRefresher(remote: remote, cache: cache, now: now).fetch(name, revalidating: cached, warnings: &warnings)
            } catch {
                var error = error
                if case .rateLimited(let resetsAt) = error {
                    warnings += starHistory?.budgetSpent(until: resetsAt) ?? []
                    // Said as kept: a reset named further ahead than the hour is the hour.
                    if let resetsAt { error = .rateLimited(resetsAt: RateBudget.resumption(resetsAt, now: now())) }
                }
                if error == .notFound { return RepoDetailResult(outcome: .failure(.remote(error)), warnings: warnings) }
                if let cached {
                    shown = RepoDetailShown(detail: cached.detail, source: .staleFallback(fetchedAt: cached.fetchedAt, reason: error))
                } else if let summary = listSummary(of: name, reason: error, warnings: &warnings) {
                    // No details cached, but a list's row: the cache a failed refresh falls back on.
                    shown = summary
                } else {
                    return RepoDetailResult(outcome: .failure(.remote(error)), warnings: warnings)
                }
            }
        }
        return RepoDetailResult(outcome: .success(remember(shown, asked: name, warnings: &warnings)), warnings: warnings)
    }

    /// A list's row, or a row of GitHub's page, which its memory holds rather than a list's
    /// cache, the newer of them; nil when neither knows the repo.
    private func listSummary(of name: RepoName, reason: RemoteLoadError?, warnings: inout [TrendingWarning]) -> RepoDetailShown? {
        guard listSummaries else { return nil }
        var notices: [StateNotice] = []
        let remembered = pageMemory?.summary(of: name, notices: &notices)
        warnings += notices.map(TrendingWarning.state)
        guard let summary = KnownSummary.newer(known?.summary(of: name), remembered) else { return nil }
        return RepoDetailShown(detail: RepoDetail(summary: summary.repo), source: .listSummary(fetchedAt: summary.fetchedAt, reason: reason))
    }

    /// Fills in a bookmark's details, and says whether the repo is bookmarked. A bookmark made
    /// under the name `asked`, which GitHub now answers under another (a rename), follows it.
    private func remember(_ shown: RepoDetailShown, asked: RepoName, warnings: inout [TrendingWarning]) -> RepoDetailShown {
        // A cached list still naming the old name names the new one: its row takes the marks that move.
        if asked.key != shown.detail.name.key, shown.detail.name.isGitHubName {
            renamedRows?.follow(from: asked, to: shown.detail.summary)
        }
        do {
            let bookmarked = try store.update { state in
                state.followRename(from: asked, to: shown.detail.name)
                state.refreshBookmarks(with: [shown.detail.summary])
                return state.bookmarks[shown.detail.name.key] != nil
            }
            warnings += bookmarked.warnings.map(TrendingWarning.state)
            return RepoDetailShown(detail: shown.detail, source: shown.source, isBookmarked: bookmarked.value)
        } catch {
            warnings.append(.stateNotSaved(error))
            // Not saved, the mark is still the state's as read, when it can be read.
            let read = try? store.read(for: [asked.key, shown.detail.name.key]).value
            let bookmarked = read.map { $0.bookmarks[shown.detail.name.key] != nil || $0.bookmarks[asked.key] != nil } ?? shown.isBookmarked
            return RepoDetailShown(detail: shown.detail, source: shown.source, isBookmarked: bookmarked)
        }
    }
}
