#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingData
import TrendingDomain
import TrendingPresentation

extension CompositionRoot {
    /// `developers`' use case and presenter: GitHub's trending developers page over the shared
    /// client (never with the token), cached in the cache folder apart per API server.
    static func makeDevelopers(
        _ options: DevelopersOptions, _ context: CommandContext
    ) throws(ParseError) -> (TrendingDevelopersUseCase, TrendingDevelopersPresenter) {
        let environment = context.environment
        let api = try api(context)
        let client = networkClient(context.globals, environment, api: api, willFetch: options.mode == .refresh)
        let view = view(options.format.output, context)
        let presenter = TrendingDevelopersPresenter(view: view, webOrigin: api.webLinks.origin, maxAge: options.maxAge, now: environment.now)
        let loader = GitHubTrendingPageLoader(
            client: client, api: api, storage: cacheStorage(environment), maxAge: options.maxAge, now: environment.now,
            onCacheProblem: presenter.presentCacheProblem
        )
        return (TrendingDevelopersUseCase(gateway: GitHubTrendingDevelopersGateway(loader: loader)), presenter)
    }
}
