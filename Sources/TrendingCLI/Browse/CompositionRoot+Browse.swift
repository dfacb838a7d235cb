#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingData
import TrendingDomain
import TrendingPresentation
import TrendingTerminalUI

extension CompositionRoot {
    /// The browse screen: the list's use cases and presenters, with the screen as their view.
    /// The flags only `--scope all` reads, given without it: said as the list says it, on stderr
    /// before the screen is taken, so the note is still there after `q`.
    static func noteIgnoredOptions(_ options: ListOptions, _ context: CommandContext) throws(ParseError) {
        guard !options.ignoredWithoutScopeAll.isEmpty else { return }
        TrendingPresenter(view: view(.list, context), links: try api(context).webLinks, now: context.environment.now)
            .presentWarnings([.scopeAllOptionsIgnored(options.ignoredWithoutScopeAll)])
    }

    static func makeBrowse(_ options: ListOptions, _ context: CommandContext) throws(ParseError) -> BrowseRunner {
        let globals = context.globals, environment = context.environment
        let api = try api(context)
        let mailbox = Mailbox<BrowseMessage>()
        let view = BrowseScreenView { mailbox.post(.event($0)) }
        // The --verbose log writes to stderr, which is the screen here: browse keeps it off.
        var quiet = globals
        quiet.verbose = false
        let client = networkClient(quiet, environment, api: api, willFetch: options.mode != .offline)
        // Each refresh is a run: --timeout bounds its searches and histories together.
        let deadline = RunDeadline(timeout: api.timeout, clock: environment.clock)
        // What the caches meet (a corrupt file moved aside) is said with the list's warnings.
        let cacheProblems = CacheProblemLog()
        let searches = RunSearches(
            storage: cacheStorage(environment), scope: api.cacheScope, withToken: api.hasToken, now: environment.now,
            onCacheProblem: cacheProblems.record
        )
        let remote = GitHubTrendingLoader(
            client: client, api: api, now: environment.now, clock: environment.clock, sleep: environment.sleep, deadline: deadline,
            searches: searches
        )
        let cache = LocalTrendingCache(storage: cacheStorage(environment), scope: api.cacheScope, now: environment.now)
        let statePresenter = UserStatePresenter(view: view, links: api.webLinks, now: environment.now)
        // A key's bookmark or dismissal waits for another run's lock a moment, not 30 s: the
        // screen, `q` and Ctrl-C must not freeze behind it; the footer says when it was busy.
        let store = StateStores.user(environment, presenter: statePresenter, lockWait: StateStores.browseLockWait)
        let known = LocalKnownRepos(
            storage: cacheStorage(environment), scope: api.cacheScope, now: environment.now, onCacheProblem: statePresenter.presentCacheProblem
        )
        let color = TerminalSettings.color(flag: globals.color, variables: environment.variables, stdoutIsTerminal: true)
        let settings = BrowseSettings(
            query: options.query,
            // The list is not recorded as shown on each load, but once, as the session ends.
            listing: options.listing(remembersShown: .never),
            mode: options.mode, limit: options.limit, maxAge: options.maxAge
        )
        // A refresh is a list run: what it records waits for another run's lock as a list's does.
        let memory = StateStores.pageMemory(environment, scope: api.cacheScope, presenter: statePresenter, lockWait: StateStores.listLockWait(api))
        let dependencies = BrowseDependencies(
            settings: settings,
            // `--scope all` measures gains with GitHub's star history, as the list does.
            browse: browseUseCase(
                options, load: LoadTrendingUseCase(remote: remote, cache: cache, now: environment.now), store: store,
                history: StateStores.history(environment, presenter: statePresenter, lockWait: StateStores.listLockWait(api)),
                memory: memory, client: client, environment, api: api,
                deadline: deadline, searches: searches, cacheProblems: cacheProblems
            ),
            loadMore: LoadMoreTrendingUseCase(remote: remote, cache: cache),
            // `b`, `d` and `u` take a row's old name for the new one, as the commands do.
            bookmarks: BookmarksUseCase(store: store, known: known, now: environment.now),
            hidden: HiddenReposUseCase(store: store, known: known, now: environment.now),
            shown: ShownReposUseCase(store: store, now: environment.now),
            presenter: TrendingPresenter(
                view: view, links: api.webLinks, now: environment.now, longStats: options.longStats, token: api.tokenUse
            ),
            browsePresenter: BrowsePresenter(view: view, now: environment.now),
            statePresenter: statePresenter,
            details: detailsUseCase(client, environment, api: api, store: store, known: known, pageMemory: memory, renamedRows: cache),
            detailPresenter: RepoDetailPresenter(view: view, links: api.webLinks, now: environment.now, token: api.tokenUse, again: RepeatedFlags(context)),
            launcher: BrowserLauncher(environment: environment),
            links: api.webLinks,
            retry: browseRetry(environment),
            style: TextStyle(color: color, hyperlinks: TerminalSettings.hyperlinks(
                flag: globals.hyperlinks, color: color, variables: environment.variables, stdoutIsTerminal: true
            )),
            now: environment.now, stderr: environment.stderr
        )
        return BrowseRunner(dependencies: dependencies, mailbox: mailbox, environment: environment)
    }

    /// 8 s doubling to 60 s; `TRENDING_BROWSE_RETRY` (seconds) shortens the first wait, for tests.
    private static func browseRetry(_ environment: AppEnvironment) -> RetrySchedule {
        guard let first = environment.value("TRENDING_BROWSE_RETRY").flatMap(TimeInterval.init), first > 0, first.isFinite else {
            return RetrySchedule()
        }
        return RetrySchedule(first: first)
    }

    /// The details pane's use case: `show`'s, but no list summary stands in for details (the pane
    /// shows the row until they arrive); an answer saying the budget is spent holds the history back.
    /// `known` says whether a followed rename still holds, and `pageMemory` where the repo was last
    /// seen trending (its `Trending` line), as for `show`.
    private static func detailsUseCase(
        _ client: any NetworkClient, _ environment: AppEnvironment, api: GitHubAPI, store: LocalUserStateStore, known: LocalKnownRepos,
        pageMemory: any PageMemoryStore, renamedRows: LocalTrendingCache
    ) -> ShowRepoUseCase {
        let starHistory = starHistoryUseCase(client, environment, api: api, besideDetails: true)
        return ShowRepoUseCase(
            remote: GitHubRepoDetailLoader(client: client, api: api, now: environment.now, budgetSpent: { starHistory.budgetSpent(until: $0) }),
            cache: LocalRepoDetailCache(storage: cacheStorage(environment), scope: api.cacheScope, now: environment.now),
            store: store, known: known, listSummaries: false, starHistory: starHistory, pageMemory: pageMemory, renamedRows: renamedRows,
            now: environment.now
        )
    }

}
