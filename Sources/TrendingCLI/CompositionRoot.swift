#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingData
import TrendingDomain
import TrendingPresentation

/// Wires the layers for one run. The only place that knows every concrete type.
enum CompositionRoot {
    static func view(
        _ format: OutputFormat, _ globals: GlobalOptions, _ environment: AppEnvironment, feed: FeedContext = FeedContext()
    ) -> TerminalView {
        TerminalView(
            stdout: environment.stdout, stderr: environment.stderr, format: format,
            settings: environment.terminalSettings(globals), showsProgress: environment.stderrIsTerminal, feed: feed
        )
    }

    /// `--api-url`, else `GITHUB_API_URL`, else api.github.com; the token from the environment.
    static func api(_ options: GlobalOptions, _ environment: AppEnvironment) throws(UsageError) -> GitHubAPI {
        GitHubAPI(
            baseURL: try apiBaseURL(options, environment),
            token: environment.value("GITHUB_TOKEN") ?? environment.value("GH_TOKEN"),
            userAgent: "trending/\(Version.current)",
            timeout: options.timeout
        )
    }

    /// The one URLSession client, wrapped: retries outside, redirects inside them, and the
    /// `--verbose` log innermost so it shows every attempt and every hop.
    static func networkClient(
        _ options: GlobalOptions, _ environment: AppEnvironment, willFetch: Bool = false
    ) -> any NetworkClient {
        let verbose = options.verbose
        let log: @Sendable (String) -> Void = { line in
            environment.stderr.write("trending: " + TextSanitizer.singleLine(line) + "\n")
        }
        let helper = HelperProcessNetworkClient(
            helperPath: HelperProcessNetworkClient.helperPath(), environment: environment.variables
        )
        // A command that will certainly fetch starts the helper now, so its start-up (loading the
        // networking stack) overlaps reading the cache and state.
        if willFetch { helper.prepare() }
        var client: any NetworkClient = helper
        if verbose {
            client = LoggingNetworkClient(client, clock: environment.clock, log: log)
        }
        client = RedirectingNetworkClient(client, clock: environment.clock)
        return RetryingNetworkClient(
            client, policy: environment.retryPolicy, clock: environment.clock, sleep: environment.sleep,
            onRetry: { retry, delay, cause in
                guard verbose else { return }
                log("retry \(retry) of \(environment.retryPolicy.maxRetries) in \(Self.seconds(delay)) s after \(cause)")
            }
        )
    }

    static func cacheStorage(_ environment: AppEnvironment) -> FileSystemStorage {
        FileSystemStorage(directory: environment.cacheDirectory)
    }

    /// User state, reporting a lock wait or a corrupt file through `presenter`.
    static func stateStore(_ environment: AppEnvironment, presenter: UserStatePresenter) -> LocalUserStateStore {
        let storage = FileSystemStorage(directory: environment.stateDirectory, onLockWait: {
            presenter.presentNotice(.waitingForLock)
        })
        return LocalUserStateStore(storage: storage, now: environment.now, onNotice: presenter.presentNotice)
    }

    /// Star history, beside the user's state and under its lock.
    static func historyStore(_ environment: AppEnvironment, presenter: UserStatePresenter) -> LocalStarHistoryStore {
        let storage = FileSystemStorage(directory: environment.stateDirectory, onLockWait: {
            presenter.presentNotice(.waitingForLock)
        })
        return LocalStarHistoryStore(storage: storage, now: environment.now, onNotice: presenter.presentNotice)
    }

    static func makeListCommand(_ options: ListOptions, _ globals: GlobalOptions, environment: AppEnvironment) throws(UsageError) -> ListCommand {
        let api = try api(globals, environment)
        let feed = FeedContext(links: GitHubWebLinks(apiBase: api.baseURL), options: options, now: environment.now())
        let view = view(options.format, globals, environment, feed: feed)
        let remote = GitHubTrendingLoader(
            client: networkClient(globals, environment, willFetch: options.mode == .refresh), api: api, now: environment.now,
            clock: environment.clock, sleep: environment.sleep
        )
        let cache = LocalTrendingCache(storage: cacheStorage(environment), scope: api.cacheScope, now: environment.now)
        let load = LoadTrendingUseCase(remote: remote, cache: cache, now: environment.now)
        let statePresenter = UserStatePresenter(view: view, links: api.webLinks, now: environment.now)
        return ListCommand(
            options: options,
            useCase: BrowseTrendingUseCase(
                load: load, store: stateStore(environment, presenter: statePresenter),
                history: historyStore(environment, presenter: statePresenter), now: environment.now
            ),
            presenter: TrendingPresenter(view: view, links: api.webLinks, now: environment.now, longStats: options.longStats)
        )
    }

    static func makeShowCommand(_ options: ShowOptions, _ globals: GlobalOptions, environment: AppEnvironment) throws(UsageError) -> ShowCommand {
        let view = view(options.json ? .json : .list, globals, environment)
        let api = try api(globals, environment)
        let remote = GitHubRepoDetailLoader(
            client: networkClient(globals, environment, willFetch: options.mode == .refresh), api: api, now: environment.now
        )
        let cache = LocalRepoDetailCache(storage: cacheStorage(environment), scope: api.cacheScope, now: environment.now)
        let store = stateStore(environment, presenter: UserStatePresenter(view: view, links: api.webLinks, now: environment.now))
        return ShowCommand(
            options: options,
            useCase: ShowRepoUseCase(remote: remote, cache: cache, store: store, now: environment.now),
            presenter: RepoDetailPresenter(view: view, links: api.webLinks, now: environment.now)
        )
    }

    static func makeStateCommand(json: Bool, _ globals: GlobalOptions, environment: AppEnvironment) -> StateCommand {
        let presenter = UserStatePresenter(view: view(json ? .json : .list, globals, environment), links: webLinks(globals, environment), now: environment.now)
        let store = stateStore(environment, presenter: presenter)
        return StateCommand(
            bookmarks: BookmarksUseCase(store: store, now: environment.now),
            hidden: HiddenReposUseCase(store: store, now: environment.now),
            presenter: presenter
        )
    }

    static func makeHistoryCommand(json: Bool, _ globals: GlobalOptions, environment: AppEnvironment) -> HistoryCommand {
        let view = view(json ? .json : .list, globals, environment)
        let store = historyStore(environment, presenter: UserStatePresenter(view: view, links: webLinks(globals, environment), now: environment.now))
        return HistoryCommand(useCase: StarHistoryUseCase(store: store), presenter: StarHistoryPresenter(view: view), view: view)
    }

    static func makeOpenCommand(_ options: OpenOptions, _ globals: GlobalOptions, environment: AppEnvironment) throws(UsageError) -> OpenCommand {
        let api = try api(globals, environment)
        let presenter = UserStatePresenter(view: view(.list, globals, environment), links: api.webLinks, now: environment.now)
        return OpenCommand(
            options: options, api: api,
            store: stateStore(environment, presenter: presenter), presenter: presenter,
            launcher: BrowserLauncher(environment: environment), environment: environment
        )
    }

    /// The web pages of the API in use; commands that never talk to it don't fail on a bad base.
    private static func webLinks(_ globals: GlobalOptions, _ environment: AppEnvironment) -> GitHubWebLinks {
        GitHubWebLinks(apiBase: (try? apiBaseURL(globals, environment)) ?? GitHubAPI.defaultBaseURL)
    }

    private static func apiBaseURL(_ options: GlobalOptions, _ environment: AppEnvironment) throws(UsageError) -> URL {
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

    /// `1.25`: seconds with two decimals, as `String(format: "%.2f")` would write them.
    static func seconds(_ value: Double) -> String {
        let hundredths = Int((max(0, value) * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
