import Foundation
import TrendingData
import TrendingDomain
import TrendingPresentation

/// Wires the layers for one run. The only place that knows every concrete type.
enum CompositionRoot {
    static func makeListCommand(_ options: ListOptions, environment: AppEnvironment) throws(UsageError) -> ListCommand {
        let view = TerminalView(
            stdout: environment.stdout,
            stderr: environment.stderr,
            format: options.json ? .json : .human,
            showsProgress: environment.stderrIsTerminal
        )
        let presenter = TrendingPresenter(view: view, now: environment.now)
        let api = GitHubAPI(
            baseURL: try apiBaseURL(options, environment),
            token: environment.value("GITHUB_TOKEN") ?? environment.value("GH_TOKEN"),
            userAgent: "trending/\(Version.current)"
        )
        let remote = GitHubTrendingLoader(client: URLSessionNetworkClient.shared, api: api, now: environment.now)
        let storage = FileSystemStorage(directory: environment.cacheDirectory)
        let cache = LocalTrendingCache(storage: storage, scope: api.cacheScope, now: environment.now)
        let useCase = LoadTrendingUseCase(remote: remote, cache: cache, now: environment.now)
        return ListCommand(options: options, useCase: useCase, presenter: presenter)
    }

    /// `--api-url`, else `GITHUB_API_URL`, else api.github.com.
    private static func apiBaseURL(_ options: ListOptions, _ environment: AppEnvironment) throws(UsageError) -> URL {
        if let url = options.apiURL { return url }
        if let value = environment.value("GITHUB_API_URL") {
            do {
                return try CommandLineParser.apiURL(value)
            } catch {
                throw UsageError(message: "GITHUB_API_URL: \(error.message)")
            }
        }
        return GitHubAPI.defaultBaseURL
    }
}
