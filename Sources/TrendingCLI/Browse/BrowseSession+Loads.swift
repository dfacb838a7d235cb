#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain
import TrendingTerminalUI

/// Loading: the cache first, then GitHub when stale; load more; retries with backoff while
/// offline; and what the list was (seen rows, the last shown list).
extension BrowseSession {
    /// The list for the current period and sort: the cache at once, then (unless `--offline`)
    /// a live load, which asks GitHub only when the cache is stale or `--refresh` was given.
    func startLoading(first: Bool) {
        generation += 1
        let generation = generation
        let dependencies = dependencies
        let request = request(mode: .offline)
        let liveMode: LoadMode = first && dependencies.options.mode == .refresh ? .refresh : .automatic
        let live = dependencies.options.mode == .offline ? nil : self.request(mode: liveMode)
        let options = browseOptions
        let mailbox = mailbox
        if live != nil { loadsInFlight += 1 }
        Task.detached {
            let cached = await dependencies.browse.execute(request, options: options)
            // With --offline the cache is all there is: it is presented in full, warnings and all.
            mailbox.post(.loaded(cached, generation: generation, kind: live == nil ? .offline : .cache))
            if let live {
                let result = await dependencies.browse.execute(
                    live, options: options, progress: Self.progress(dependencies, mailbox: mailbox, generation: generation)
                )
                mailbox.post(.loaded(result, generation: generation, kind: .live))
            }
        }
    }

    /// One load from GitHub (or a fresh cache): `r`, a retry, or the next page.
    func startLoad(_ mode: LoadMode, kind: BrowseLoadKind) {
        generation += 1
        let generation = generation
        let dependencies = dependencies
        let request = request(mode: mode)
        let options = browseOptions
        let mailbox = mailbox
        loadsInFlight += 1
        Task.detached {
            let result = await dependencies.browse.execute(
                request, options: options, progress: Self.progress(dependencies, mailbox: mailbox, generation: generation)
            )
            mailbox.post(.loaded(result, generation: generation, kind: kind))
        }
    }

    /// The next page: GitHub's next page into the cache (unless it holds enough, or `--offline`),
    /// then the longer list from the cache, through the same use case as every load.
    func startLoadingMore() {
        generation += 1
        let generation = generation
        let dependencies = dependencies
        let request = request(mode: .offline)
        let options = browseOptions
        let mailbox = mailbox
        let query = query
        loadsInFlight += 1
        Task.detached {
            if dependencies.options.mode != .offline {
                let perPage = min(dependencies.options.limit, 100)
                switch await dependencies.loadMore.execute(query, wanted: request.limit, perPage: perPage) {
                case .success(let added): mailbox.post(.cacheGrew(added))
                case .failure(.remote(let error)):
                    // Offline: the banner and its retries, as for any failed load.
                    mailbox.post(.loaded(TrendingLoadResult(outcome: .failure(.remote(error)), warnings: []), generation: generation, kind: .more))
                    return
                case .failure(.cache(let error)):
                    // The list can't grow past the cache; it stays as it is (nothing new, so no more tries).
                    mailbox.post(.event(.status("Could not load more: the cache failed (\(error.message)).")))
                }
            }
            let result = await dependencies.browse.execute(request, options: options)
            mailbox.post(.loaded(result, generation: generation, kind: .more))
        }
    }

    /// Fetching and paging go to the presenter, as for the list; each measured gain, and the list
    /// before its gains, go to the event loop, which fills them in on the rows on screen.
    private static func progress(
        _ dependencies: BrowseDependencies, mailbox: Mailbox<BrowseMessage>, generation: Int
    ) -> @Sendable (LoadProgress) -> Void {
        { progress in
            switch progress {
            case .measuring(let measured): mailbox.post(.measuring(measured, generation: generation))
            case .listed(let listing): mailbox.post(.listed(listing, generation: generation))
            case .fetching, .page: dependencies.presenter.didProgress(progress)
            }
        }
    }

    private func request(mode: LoadMode) -> LoadTrendingRequest {
        LoadTrendingRequest(query: query, limit: limit, mode: mode, maxAge: dependencies.options.maxAge)
    }

    private var browseOptions: BrowseOptions {
        let options = dependencies.options
        return BrowseOptions(
            sort: state.sort, deltaWindow: options.deltaWindow, candidates: options.candidates, remembersShown: false,
            source: options.source, spokenLanguage: options.spokenLanguage
        )
    }

    func receive(_ result: TrendingLoadResult, generation: Int, kind: BrowseLoadKind) {
        // A superseded load still ended: count it out before ignoring what it brought.
        if kind != .cache && kind != .offline { loadsInFlight = max(0, loadsInFlight - 1) }
        guard generation == self.generation else { return }
        // Whatever the load measured is in its list now (or it failed); the footer stops counting.
        if kind != .cache, measured != nil {
            measured = nil
            presentProgress()
        }
        switch result.outcome {
        case .success(let listing):
            // The cache-first paint keeps quiet about the cache, and so does a page more read from
            // it (short only by hidden repos); the live load says what matters.
            if kind == .more {
                // Nothing new on screen and nothing new in the cache: the end of what GitHub has.
                exhausted = listing.repos.count <= (self.listing?.repos.count ?? 0) && cacheGrew == 0
                cacheGrew = 0
            }
            self.listing = listing
            let quiet = kind == .cache || (kind == .more && dependencies.options.mode != .offline)
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
            dependencies.presenter.present(TrendingLoadResult(outcome: .success(shown), warnings: warnings), for: query)
            presentProgress()
            switch listing.source {
            case .staleFallback(let fetchedAt, let reason): failed(reason, cachedAt: fetchedAt)
            case .remote, .freshCache: recovered()
            case .offlineCache: break
            }
        case .failure(.remote(let error)) where kind != .cache:
            failed(error, cachedAt: listing?.fetchedAt)
        case .failure(let error):
            if kind != .cache { dependencies.presenter.present(TrendingLoadResult(outcome: .failure(error), warnings: result.warnings), for: query) }
        }
        if kind != .cache { dispatch(.loadFinished) }
    }

    var query: TrendingQuery {
        let options = dependencies.options
        return TrendingQuery(
            period: state.period, language: options.language, topics: options.topics, minStars: options.minStars, scope: options.scope
        )
    }

    /// The footer's counts; with nothing on screen yet (skeletons), only what is being measured.
    func presentProgress() {
        dependencies.browsePresenter.presentProgress(
            loaded: listing?.repos.count, total: listing?.totalCount, measured: measured, exhausted: exhausted
        )
    }

    private func failed(_ error: RemoteLoadError, cachedAt: Date?) {
        failures += 1
        lastFailure = error
        let delay = dependencies.retry.delay(afterFailures: failures)
        retryAt = .now + .milliseconds(Int(delay * 1000))
        bannerSeconds = nil
        updateBanner()
    }

    private func recovered() {
        guard failures > 0 || lastFailure != nil else { return }
        failures = 0
        lastFailure = nil
        retryAt = nil
        dependencies.browsePresenter.presentOnline()
    }

    /// Every tick: the retry countdown, a due retry, and writing what was seen.
    func tick() {
        if let retryAt {
            if ContinuousClock.now >= retryAt, loadsInFlight == 0 {
                self.retryAt = nil
                startLoad(.automatic, kind: .live)
            } else {
                updateBanner()
            }
        }
        if !pendingSeen.isEmpty, lastSeenFlush.duration(to: .now) >= Self.seenFlushInterval { flushSeen() }
    }

    private func updateBanner() {
        guard let lastFailure, let retryAt else { return }
        let left = ContinuousClock.now.duration(to: retryAt)
        let seconds = max(0, Int((Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18).rounded(.up)))
        guard seconds != bannerSeconds else { return }
        bannerSeconds = seconds
        dependencies.browsePresenter.presentRefreshFailed(lastFailure, cachedAt: listing?.fetchedAt, retryIn: TimeInterval(seconds))
    }

    /// Notes the rows on screen now; only these become seen.
    func noteSeen() {
        guard let listing, let rows = state.rows, rows.count == listing.repos.count else { return }
        for index in state.onScreen where index < listing.repos.count {
            let name = listing.repos[index].repoName
            if seenThisSession.insert(name.key).inserted { pendingSeen.append(name) }
        }
    }

    func flushSeen() {
        lastSeenFlush = .now
        guard !pendingSeen.isEmpty else { return }
        do {
            try dependencies.shown.markSeen(pendingSeen)
            pendingSeen.removeAll()
        } catch {
            dependencies.statePresenter.present(error)
        }
    }

    /// On the way out: what was seen, and the list as loaded as the last shown list.
    func finish() {
        flushSeen()
        if let listing {
            do {
                try dependencies.shown.recordShown(listing.repos)
            } catch {
                dependencies.statePresenter.present(error)
            }
        }
    }
}
