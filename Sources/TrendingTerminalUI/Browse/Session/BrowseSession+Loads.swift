#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain
import TrendingPresentation

/// The session reducer's effects, performed: loads through the use cases (their results fed
/// back as messages), the presenters, and the user-state use cases' writes.
extension BrowseSession {
    func perform(_ effect: BrowseSessionEffect) {
        switch effect {
        case .loadFirst(let generation, let live): startLoading(generation: generation, live: live)
        case .load(let mode, let kind, let generation): startLoad(mode, kind: kind, generation: generation)
        case .loadMore(let generation): startLoadingMore(generation: generation)
        case .presentListing(let listing, let warnings):
            dependencies.presenter.present(TrendingLoadResult(outcome: .success(listing), warnings: warnings), for: query)
        case .presentFailure(let error, let warnings):
            dependencies.presenter.present(TrendingLoadResult(outcome: .failure(error), warnings: warnings), for: query)
        case .presentProgress(let loaded, let total, let measured, let exhausted):
            dependencies.browsePresenter.presentProgress(
                loaded: loaded, total: total, measured: measured.map { ($0.done, $0.of) }, exhausted: exhausted
            )
        case .presentRefreshFailed(let error, let cachedAt, let retryIn):
            dependencies.browsePresenter.presentRefreshFailed(error, cachedAt: cachedAt, retryIn: retryIn)
        case .presentOnline: dependencies.browsePresenter.presentOnline()
        case .loadFinished: dispatch(.loadFinished)
        case .status(let text): dispatch(.status(text))
        case .reveal(let index):
            // The restored rows reach the screen first.
            drainMessages()
            dispatch(.reveal(index))
        case .bookmark(let name):
            do {
                dependencies.statePresenter.presentBookmarked(name, added: warned(try dependencies.bookmarks.add(name)))
                send(.bookmarked(name, true))
            } catch {
                dependencies.statePresenter.present(error)
            }
        case .unbookmark(let name):
            do {
                dependencies.statePresenter.presentUnbookmarked(name, removed: warned(try dependencies.bookmarks.remove(name)))
                send(.bookmarked(name, false))
            } catch {
                dependencies.statePresenter.present(error)
            }
        case .hide(let names, let indices):
            do {
                _ = warned(try dependencies.hidden.hide(names))
            } catch {
                dependencies.statePresenter.present(error)
                return
            }
            send(.hidden(indices))
        case .unhide(let names):
            do {
                let restored = warned(try dependencies.hidden.unhide(names))
                dependencies.statePresenter.presentRestored(restored.isEmpty ? names : restored)
            } catch {
                dependencies.statePresenter.present(error)
                return
            }
            send(.unhidden)
        case .markSeen(let names):
            do {
                dependencies.statePresenter.presentNotices(try dependencies.shown.markSeen(names))
                send(.seenMarked(names.count))
            } catch {
                dependencies.statePresenter.present(error)
            }
        }
    }

    /// The cache at once, then (unless `--offline`) a live load, which asks GitHub only when the
    /// cache is stale or `--refresh` was given.
    private func startLoading(generation: Int, live liveMode: LoadMode?) {
        let dependencies = dependencies
        let request = request(mode: .offline)
        let live = liveMode.map { self.request(mode: $0) }
        let options = browseOptions
        let mailbox = mailbox
        Task.detached {
            let cached = Self.sayingStateNotices(await dependencies.browse.execute(request, options: options), dependencies)
            // With --offline the cache is all there is: it is presented in full, warnings and all.
            mailbox.post(.loaded(cached, generation: generation, kind: live == nil ? .offline : .cache))
            if let live {
                let result = await dependencies.browse.execute(
                    live, options: options, progress: Self.progress(dependencies, mailbox: mailbox, generation: generation)
                )
                mailbox.post(.loaded(Self.sayingStateNotices(result, dependencies), generation: generation, kind: .live))
            }
        }
    }

    /// One load from GitHub (or a fresh cache): `r`, a retry.
    private func startLoad(_ mode: LoadMode, kind: BrowseLoadKind, generation: Int) {
        let dependencies = dependencies
        let request = request(mode: mode)
        let options = browseOptions
        let mailbox = mailbox
        Task.detached {
            let result = await dependencies.browse.execute(
                request, options: options, progress: Self.progress(dependencies, mailbox: mailbox, generation: generation)
            )
            mailbox.post(.loaded(Self.sayingStateNotices(result, dependencies), generation: generation, kind: kind))
        }
    }

    /// The next page: GitHub's next page into the cache (unless it holds enough, or `--offline`),
    /// then the longer list from the cache, through the same use case as every load.
    private func startLoadingMore(generation: Int) {
        let dependencies = dependencies
        let request = request(mode: .offline)
        let options = browseOptions
        let mailbox = mailbox
        let query = query
        Task.detached {
            if dependencies.settings.mode != .offline {
                let perPage = min(dependencies.settings.limit, 100)
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
            mailbox.post(.loaded(Self.sayingStateNotices(result, dependencies), generation: generation, kind: .more))
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
        LoadTrendingRequest(query: query, limit: model.limit, mode: mode, maxAge: dependencies.settings.maxAge)
    }

    /// The listing options asked for, in the order on screen.
    private var browseOptions: ListingOptions {
        var listing = dependencies.settings.listing
        listing.sort = state.sort
        return listing
    }

    /// The query asked for, for the period on screen.
    var query: TrendingQuery {
        let asked = dependencies.settings.query
        return TrendingQuery(period: state.period, language: asked.language, topics: asked.topics, minStars: asked.minStars, scope: asked.scope)
    }

    /// The value of a state use case's result, its warnings said on the screen first.
    private func warned<T>(_ result: StateResult<T>) -> T {
        dependencies.statePresenter.presentNotices(result.warnings)
        return result.value
    }

    /// On the way out: what was seen, and the list as loaded as the last shown list.
    func finish() {
        send(.flushSeen)
        if let listing = model.listing {
            do {
                dependencies.statePresenter.presentNotices(try dependencies.shown.recordShown(listing.repos))
            } catch {
                dependencies.statePresenter.present(error)
            }
        }
    }
}
