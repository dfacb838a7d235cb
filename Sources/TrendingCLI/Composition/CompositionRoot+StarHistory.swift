#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingData
import TrendingDomain

extension CompositionRoot {
    /// GitHub's star-history endpoint over the shared client; its deadline starts now, so
    /// `--timeout` bounds a run's history requests together. Measuring many repos gives each
    /// request its share (one stalling leaves time for the rest) and no retry but after a short
    /// wait asked, to stay within the budget; `show`'s history beside its details (`besideDetails`) gets the same share,
    /// so a stalled one costs the gains, not the whole `--timeout`.
    static func starHistoryLoader(
        _ client: any NetworkClient, _ environment: AppEnvironment, api: GitHubAPI, manyRepos: Bool = false,
        besideDetails: Bool = false, deadline: RunDeadline? = nil
    ) -> GitHubStarHistoryLoader {
        GitHubStarHistoryLoader(
            client: client, api: api, now: environment.now, clock: environment.clock,
            requestTimeout: manyRepos || besideDetails ? GitHubAPI.requestShare(run: api.timeout) : nil, deadline: deadline,
            retries: manyRepos ? .askedWaits : .failures, keepsReserve: manyRepos
        )
    }

    /// Histories in the cache folder, apart per API server.
    static func starHistoryCache(_ environment: AppEnvironment, api: GitHubAPI) -> LocalStarHistoryCache {
        LocalStarHistoryCache(storage: cacheStorage(environment), scope: api.cacheScope, now: environment.now)
    }

    /// - Parameters:
    ///   - besideDetails: `show`'s (and browse's detail view's), whose history is a part of what
    ///     it shows; `history --daily`'s is the whole answer and may take what is left of `--timeout`.
    ///   - deadline: the command's, which its details request (or star count) spent from first.
    static func starHistoryUseCase(
        _ client: any NetworkClient, _ environment: AppEnvironment, api: GitHubAPI, besideDetails: Bool = false, deadline: RunDeadline? = nil
    ) -> RepoStarHistoryUseCase {
        RepoStarHistoryUseCase(
            loader: starHistoryLoader(client, environment, api: api, besideDetails: besideDetails, deadline: deadline),
            cache: starHistoryCache(environment, api: api),
            now: environment.now
        )
    }

    /// The list's use case (the list's and browse's): for `--scope all`, with gains measured,
    /// and GitHub's trending page, the recent cached lists and the page memory as candidates.
    /// The page's rows search, the searches (through `load`) and the histories share `deadline`,
    /// the searches `searches`, which each run (each refresh of browse) begins anew; what the
    /// caches met on the way (`cacheProblems`) is said with the list's warnings.
    static func browseUseCase(
        _ options: ListOptions, load: LoadTrendingUseCase, store: LocalUserStateStore, history: LocalSnapshotStore,
        memory: LocalPageMemoryStore, client: any NetworkClient, _ environment: AppEnvironment, api: GitHubAPI,
        deadline: RunDeadline, searches: RunSearches, cacheProblems: CacheProblemLog
    ) -> ListTrendingUseCase {
        let beginRun: @Sendable () -> Void = {
            deadline.begin()
            searches.begin()
        }
        guard options.scope == .all else {
            return ListTrendingUseCase(
                load: load, store: store, history: history, pageCacheProblems: cacheProblems.take, now: environment.now, beginRun: beginRun
            )
        }
        let histories = starHistoryCache(environment, api: api)
        let gains = MeasureGainsUseCase(
            loader: starHistoryLoader(client, environment, api: api, manyRepos: true, deadline: deadline), cache: histories,
            concurrency: MeasureGainsUseCase.concurrentRequests, now: environment.now
        )
        let known = LocalKnownRepos(storage: cacheStorage(environment), scope: api.cacheScope, now: environment.now, onCacheProblem: cacheProblems.record)
        return ListTrendingUseCase(
            load: load, store: store, history: history, gains: gains, histories: histories, known: known,
            pages: pageCandidates(
                options, client: client, environment, api: api, deadline: deadline, searches: searches, onCacheProblem: cacheProblems.record
            ),
            memory: memory, pageCacheProblems: cacheProblems.take, now: environment.now, beginRun: beginRun
        )
    }

    /// GitHub's trending page as `--scope all`'s first source: the page (on the API's web host,
    /// cached like a list) and one search for its rows' details, through the shared client. The
    /// page gets its share of the deadline, so a stalling one leaves the searches and measuring
    /// the rest. `onCacheProblem` hears of its cached copy moved aside or unreadable.
    static func pageCandidates(
        _ options: ListOptions, client: any NetworkClient, _ environment: AppEnvironment, api: GitHubAPI, deadline: RunDeadline,
        searches: RunSearches, onCacheProblem: @escaping @Sendable (CacheError) -> Void
    ) -> GitHubPageCandidateLoader {
        let page = GitHubTrendingPageLoader(
            client: client, api: api, storage: cacheStorage(environment), maxAge: options.maxAge, now: environment.now,
            onCacheProblem: onCacheProblem, requestTimeout: GitHubAPI.requestShare(run: api.timeout)
        )
        let search = GitHubTrendingLoader(
            client: client, api: api, now: environment.now, clock: environment.clock, sleep: environment.sleep, deadline: deadline,
            searches: searches
        )
        return GitHubPageCandidateLoader(
            rows: page, search: search, storage: cacheStorage(environment), scope: api.cacheScope, onCacheProblem: onCacheProblem
        )
    }
}
