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
            userAgent: "trending/\(Version.current)",
            timeout: options.network.timeout
        )
        let remote = GitHubTrendingLoader(
            client: networkClient(verbose: options.network.verbose, environment: environment),
            api: api, now: environment.now, clock: environment.clock, sleep: environment.sleep
        )
        let storage = FileSystemStorage(directory: environment.cacheDirectory)
        let cache = LocalTrendingCache(storage: storage, scope: api.cacheScope, now: environment.now)
        let useCase = LoadTrendingUseCase(remote: remote, cache: cache, now: environment.now)
        return ListCommand(options: options, useCase: useCase, presenter: presenter)
    }

    /// The one URLSession client, wrapped: retries outside, redirects inside them, and the
    /// `--verbose` log innermost so it shows every attempt and every hop.
    private static func networkClient(verbose: Bool, environment: AppEnvironment) -> any NetworkClient {
        let log: @Sendable (String) -> Void = { line in
            environment.stderr.write("trending: " + TextSanitizer.singleLine(line) + "\n")
        }
        var client: any NetworkClient = URLSessionNetworkClient.shared
        if verbose {
            client = LoggingNetworkClient(client, clock: environment.clock, log: log)
        }
        client = RedirectingNetworkClient(client, clock: environment.clock)
        return RetryingNetworkClient(
            client, policy: environment.retryPolicy, clock: environment.clock, sleep: environment.sleep,
            onRetry: { retry, delay, cause in
                guard verbose else { return }
                log("retry \(retry) of \(environment.retryPolicy.maxRetries) in \(String(format: "%.2f", delay)) s after \(cause)")
            }
        )
    }

    /// `--api-url`, else `GITHUB_API_URL`, else api.github.com.
    private static func apiBaseURL(_ options: ListOptions, _ environment: AppEnvironment) throws(UsageError) -> URL {
        if let url = options.network.apiURL { return url }
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
