#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingData
import TrendingDomain

extension CompositionRoot {
    /// GitHub's star-history endpoint over the shared client; its deadline starts now, so
    /// `--timeout` bounds all of a run's history requests together.
    static func starHistoryLoader(_ client: any NetworkClient, _ environment: AppEnvironment, api: GitHubAPI) -> GitHubStarHistoryLoader {
        GitHubStarHistoryLoader(client: client, api: api, now: environment.now, clock: environment.clock)
    }

    /// Histories in the cache folder, apart per API server.
    static func starHistoryCache(_ environment: AppEnvironment, api: GitHubAPI) -> LocalStarHistoryCache {
        LocalStarHistoryCache(storage: cacheStorage(environment), scope: api.cacheScope, now: environment.now)
    }

    static func starHistoryUseCase(_ client: any NetworkClient, _ environment: AppEnvironment, api: GitHubAPI) -> RepoStarHistoryUseCase {
        RepoStarHistoryUseCase(
            loader: starHistoryLoader(client, environment, api: api), cache: starHistoryCache(environment, api: api),
            now: environment.now
        )
    }
}
