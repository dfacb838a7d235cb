#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingData
import TrendingDomain
import TrendingPresentation
import TrendingTerminalUI

/// Wires the layers for one run. The only place that knows every concrete type.
enum CompositionRoot {
    static func view(_ format: OutputFormat, _ context: CommandContext, feed: FeedContext = FeedContext()) -> TerminalView {
        let environment = context.environment
        return TerminalView(
            stdout: environment.stdout, stderr: environment.stderr, format: format,
            // A terminal that takes no escape (TERM=dumb: Emacs' shell) gets no spinner either.
            settings: environment.terminalSettings(context.globals),
            showsProgress: TerminalSettings.takesEscapes(variables: environment.variables, isTerminal: environment.stderrIsTerminal),
            quiet: context.globals.quiet, feed: feed, widths: environment.widths
        )
    }

    /// `--api-url`, else `GITHUB_API_URL`, else api.github.com; the token from the environment
    /// (`TokenVariable`).
    static func api(_ context: CommandContext) throws(ParseError) -> GitHubAPI {
        let options = context.globals, environment = context.environment
        return GitHubAPI(
            baseURL: try apiBaseURL(options, environment),
            token: try TokenVariable.token(environment),
            userAgent: "trending/\(Version.current)",
            timeout: options.timeout
        )
    }

    /// Whether the held-back token was said in this run.
    private static let heldBackSaid = OnceFlag()

    /// The one URLSession client, wrapped: retries outside, redirects inside them, and the
    /// `--verbose` log innermost so it shows every attempt and every hop.
    static func networkClient(
        _ options: GlobalOptions, _ environment: AppEnvironment, api: GitHubAPI, willFetch: Bool = false
    ) -> any NetworkClient {
        // Said once a run that may ask GitHub: its answers would otherwise read as if no token were set.
        if api.tokenHeldBack, heldBackSaid.claim() {
            environment.stderr.write(
                "warning: \(TokenVariable.source(environment)) is set but not sent: the API URL is plain http to another machine, and a token goes over https only (or to this machine).\n"
            )
        }
        let verbose = options.verbose
        // The token a server put in a redirect's Location or a Link's URL is masked by stderr itself.
        let log: @Sendable (String) -> Void = { line in
            environment.stderr.write("trending: " + TextSanitizer.singleLine(line) + "\n")
        }
        let helper = HelperProcessNetworkClient(
            locatingHelper: { HelperProcessNetworkClient.helperPath() }, environment: environment.variables
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
                log(LoggingNetworkClient.retryLine(retry, of: environment.retryPolicy.maxRetries, in: delay, after: cause))
            }, now: environment.now
        )
    }

    static func cacheStorage(_ environment: AppEnvironment) -> FileSystemStorage {
        FileSystemStorage(path: environment.cachePath, neverStore: TokenMaskingOutput.token(environment))
    }

    /// The list's use case and presenter, wired for `options`.
    static func makeList(_ options: ListOptions, _ context: CommandContext) throws(ParseError) -> (ListTrendingUseCase, TrendingPresenter) {
        let environment = context.environment, globals = context.globals
        let api = try api(context)
        let feed = FeedContext(links: api.webLinks, options: options, now: environment.now())
        let view = view(options.format, context, feed: feed)
        let client = networkClient(globals, environment, api: api, willFetch: options.mode == .refresh)
        // --timeout bounds the whole run: searches, the page's rows search and the histories together.
        let deadline = RunDeadline(timeout: api.timeout, clock: environment.clock)
        // What the caches meet (a corrupt file moved aside) is said with the list's warnings.
        let cacheProblems = CacheProblemLog()
        let searches = RunSearches(
            storage: cacheStorage(environment), scope: api.cacheScope, withToken: api.hasToken, now: environment.now,
            onCacheProblem: cacheProblems.record
        )
        let remote = GitHubTrendingLoader(
            client: client, api: api, now: environment.now,
            clock: environment.clock, sleep: environment.sleep, deadline: deadline, searches: searches
        )
        let cache = LocalTrendingCache(storage: cacheStorage(environment), scope: api.cacheScope, now: environment.now)
        let load = LoadTrendingUseCase(remote: remote, cache: cache, now: environment.now)
        let statePresenter = UserStatePresenter(view: view, links: api.webLinks, now: environment.now)
        let useCase = browseUseCase(
            options, load: load, store: StateStores.user(environment, presenter: statePresenter, lockWait: StateStores.listLockWait(api, newOnly: options.newOnly)),
            history: StateStores.history(environment, presenter: statePresenter, lockWait: StateStores.listLockWait(api, newOnly: options.newOnly)),
            memory: StateStores.pageMemory(
                environment, scope: api.cacheScope, presenter: statePresenter, lockWait: StateStores.listLockWait(api, newOnly: options.newOnly)
            ),
            client: client, environment, api: api, deadline: deadline, searches: searches, cacheProblems: cacheProblems
        )
        return (useCase, TrendingPresenter(
            view: view, links: api.webLinks, now: environment.now, longStats: options.longStats, token: api.tokenUse,
            again: RepeatedFlags(context)
        ))
    }

    /// `show`'s use case and presenter, wired for `options`.
    static func makeShow(
        _ options: ShowOptions, _ context: CommandContext
    ) throws(ParseError) -> (ShowRepoUseCase, RepoDetailPresenter) {
        let environment = context.environment
        let view = view(options.json ? .json : .list, context)
        let api = try api(context)
        let client = networkClient(context.globals, environment, api: api, willFetch: options.mode == .refresh)
        // --timeout bounds the command: the history gets what the details left, at most its share.
        let starHistory = starHistoryUseCase(
            client, environment, api: api, besideDetails: true, deadline: RunDeadline(timeout: api.timeout, clock: environment.clock)
        )
        let remote = GitHubRepoDetailLoader(client: client, api: api, now: environment.now, budgetSpent: { starHistory.budgetSpent(until: $0) })
        let cache = LocalRepoDetailCache(storage: cacheStorage(environment), scope: api.cacheScope, now: environment.now)
        let statePresenter = UserStatePresenter(view: view, links: api.webLinks, now: environment.now)
        let store = StateStores.user(environment, presenter: statePresenter, lockWait: StateStores.listLockWait(api))
        let useCase = ShowRepoUseCase(
            remote: remote, cache: cache, store: store, known: knownRepos(context, presenter: statePresenter),
            starHistory: starHistory,
            pageMemory: StateStores.pageMemory(environment, scope: api.cacheScope, presenter: statePresenter, lockWait: StateStores.listLockWait(api)),
            renamedRows: LocalTrendingCache(storage: cacheStorage(environment), scope: api.cacheScope, now: environment.now), now: environment.now
        )
        return (useCase, RepoDetailPresenter(view: view, links: api.webLinks, now: environment.now, token: api.tokenUse, again: RepeatedFlags(context)))
    }

    /// `history`'s pieces. Plain history is offline: a bad GITHUB_API_URL only costs it the
    /// cached daily gains; `--daily` asks GitHub, so there it is a usage error.
    static func makeHistory(json: Bool, daily: Bool, _ context: CommandContext) throws(ParseError) -> HistoryParts {
        let environment = context.environment
        let view = view(json ? .json : .list, context)
        let server = daily ? try api(context) : (try? api(context)) ?? GitHubAPI(token: nil, userAgent: "trending/\(Version.current)")
        let statePresenter = UserStatePresenter(view: view, links: server.webLinks, now: environment.now)
        let store = StateStores.history(environment, presenter: statePresenter, lockWait: StateStores.stateChangeWait)
        let client = networkClient(context.globals, environment, api: server)
        // The star count asked first and the history share --timeout.
        let starHistory = starHistoryUseCase(client, environment, api: server, deadline: RunDeadline(timeout: server.timeout, clock: environment.clock))
        let starCount = RepoStarCount(
            remote: GitHubRepoDetailLoader(client: client, api: server, now: environment.now, budgetSpent: { starHistory.budgetSpent(until: $0) }),
            cache: LocalRepoDetailCache(storage: cacheStorage(environment), scope: server.cacheScope, now: environment.now), now: environment.now
        )
        return HistoryParts(
            snapshots: SnapshotHistoryUseCase(store: store, now: environment.now),
            starHistory: starHistory,
            presenter: SnapshotHistoryPresenter(view: view, again: RepeatedFlags(context)),
            dailyPresenter: DailyGainsPresenter(view: view, now: environment.now, token: server.tokenUse, again: RepeatedFlags(context)),
            statePresenter: statePresenter,
            daily: daily ? DailyStarsUseCase(
                known: knownRepos(context, presenter: statePresenter), starCount: starCount, starHistory: starHistory, now: environment.now
            ) : nil,
            now: environment.now
        )
    }

    /// The web pages of the API in use; commands that never talk to it don't fail on a bad base.
    static func webLinks(_ context: CommandContext) -> GitHubWebLinks {
        GitHubWebLinks(apiBase: (try? apiBaseURL(context.globals, context.environment)) ?? GitHubAPI.defaultBaseURL)
    }

    /// What the cache knows of repos on this API server; nil when the server can't be named.
    /// A cached file it finds corrupt (and moves aside) is said by `presenter`.
    static func knownRepos(_ context: CommandContext, presenter: UserStatePresenter) -> LocalKnownRepos? {
        guard let api = try? api(context) else { return nil }
        return LocalKnownRepos(
            storage: cacheStorage(context.environment), scope: api.cacheScope, now: context.environment.now,
            onCacheProblem: presenter.presentCacheProblem
        )
    }

    /// A view that prints nothing, for `__complete`, which must never write into a command line.
    static func silentView() -> TerminalView {
        TerminalView(
            stdout: DiscardingOutput(), stderr: DiscardingOutput(), format: .list,
            settings: TerminalSettings(width: 80, color: false, hyperlinks: false), showsProgress: false,
            feed: FeedContext()
        )
    }

    /// Candidates on stdout and nothing on stderr, for `__complete`.
    static func completionView(_ context: CommandContext) -> TerminalView {
        TerminalView(
            stdout: context.environment.stdout, stderr: DiscardingOutput(), format: .list,
            settings: TerminalSettings(width: 80, color: false, hyperlinks: false), showsProgress: false,
            feed: FeedContext()
        )
    }

    private static func apiBaseURL(_ options: GlobalOptions, _ environment: AppEnvironment) throws(ParseError) -> URL {
        if let url = options.apiURL { return url }
        if let value = environment.value("GITHUB_API_URL") {
            guard let base = APIBaseURL(argument: value) else {
                throw .environment(
                    variable: "GITHUB_API_URL",
                    .invalidValue(option: GlobalOptions.apiURL.info.name, value: value, expected: APIBaseURL.expectation)
                )
            }
            return base.url
        }
        return GitHubAPI.defaultBaseURL
    }
}
