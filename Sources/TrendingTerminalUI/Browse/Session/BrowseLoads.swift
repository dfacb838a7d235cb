#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain
import TrendingPresentation

/// What the screen asks a load for: the query and order on screen, and how many rows.
struct BrowseAsked: Sendable {
    let query: TrendingQuery
    let listing: ListingOptions
    let limit: Int
}

/// The browse screen's loads: each through the list's use case on a task of its own, its
/// result (and its measuring progress) posted to the event loop's mailbox, tagged with the
/// generation that asked, so a superseded one is ignored there.
struct BrowseLoads: Sendable {
    let dependencies: BrowseDependencies
    let mailbox: Mailbox<BrowseMessage>

    /// The cache at once, then (unless `--offline`) a live load, which asks GitHub only when the
    /// cache is stale or `--refresh` was given.
    func first(generation: Int, live liveMode: LoadMode?, asked: BrowseAsked) {
        let dependencies = dependencies, mailbox = mailbox
        let request = request(asked, mode: .offline)
        let live = liveMode.map { self.request(asked, mode: $0) }
        Task.detached {
            let cached = Self.sayingMovedAside(await dependencies.browse.execute(request, options: asked.listing), dependencies)
            // With --offline the cache is all there is: it is presented in full, warnings and all.
            mailbox.post(.loaded(cached, generation: generation, kind: live == nil ? .offline : .cache))
            if let live {
                let result = await dependencies.browse.execute(
                    live, options: asked.listing, progress: Self.progress(dependencies, mailbox: mailbox, generation: generation)
                )
                mailbox.post(.loaded(Self.sayingMovedAside(result, dependencies), generation: generation, kind: .live))
            }
        }
    }

    /// One load from GitHub (or a fresh cache): `r`, a retry.
    func load(_ mode: LoadMode, kind: BrowseLoadKind, generation: Int, asked: BrowseAsked) {
        let dependencies = dependencies, mailbox = mailbox
        let request = request(asked, mode: mode)
        Task.detached {
            let result = await dependencies.browse.execute(
                request, options: asked.listing, progress: Self.progress(dependencies, mailbox: mailbox, generation: generation)
            )
            mailbox.post(.loaded(Self.sayingMovedAside(result, dependencies), generation: generation, kind: kind))
        }
    }

    /// The next page: GitHub's next page into the cache (unless it holds enough, or `--offline`),
    /// then the longer list from the cache, through the same use case as every load.
    func more(generation: Int, asked: BrowseAsked) {
        let dependencies = dependencies, mailbox = mailbox
        let request = request(asked, mode: .offline)
        Task.detached {
            if dependencies.settings.mode != .offline {
                let perPage = min(dependencies.settings.limit, 100)
                // Hidden rows the cache holds take no place of the rows wanted. A state found
                // corrupt is said as every load says it; one unreadable, by the load after this.
                let read = try? dependencies.hidden.keys()
                dependencies.statePresenter.presentNotices(read?.warnings ?? [])
                let hidden = read?.value ?? []
                switch await dependencies.loadMore.execute(asked.query, wanted: request.limit, perPage: perPage, excluding: hidden) {
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
            let result = await dependencies.browse.execute(request, options: asked.listing)
            mailbox.post(.loaded(Self.sayingMovedAside(result, dependencies), generation: generation, kind: .more))
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

    private func request(_ asked: BrowseAsked, mode: LoadMode) -> LoadTrendingRequest {
        LoadTrendingRequest(query: asked.query, limit: asked.limit, mode: mode, maxAge: dependencies.settings.maxAge)
    }
}
