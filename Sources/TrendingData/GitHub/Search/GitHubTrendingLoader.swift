#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// The remote gateway on GitHub's search API: pages through results one request at a time,
/// within one deadline, and never starts a request the rate-limit budget says will fail.
public struct GitHubTrendingLoader: TrendingRepoLoader, SearchPageLoader {
    /// The longest wait for a spent budget to reset while paging; longer ends the list early.
    public static let maxResetWait: TimeInterval = 10
    /// No command fetches more pages of a search than this, whatever the server links to
    /// (issue 10: "never more than 10 search pages per command"; bb36 w-D2). GitHub's 1,000
    /// results at the 100 a page asked are 10; a server of shorter pages gives a partial list.
    public static let maxPages = 10

    private let client: any NetworkClient
    let api: GitHubAPI
    let now: @Sendable () -> Date
    let clock: MonotonicClock
    let sleep: @Sendable (TimeInterval) async -> Void
    private let runDeadline: RunDeadline?
    let runSearches: RunSearches?

    /// - Parameters:
    ///   - deadline: the run's, when the searches share it with the trending page's rows
    ///     search and the star histories (`--scope all`); else each load has all of `--timeout`.
    ///   - searches: the run's count of searches, shared with the loader naming the pages' rows,
    ///     so the candidate searches ask only what is left of the run's share.
    public init(
        client: any NetworkClient, api: GitHubAPI, now: @escaping @Sendable () -> Date,
        clock: @escaping MonotonicClock = SystemMonotonicClock.now,
        sleep: @escaping @Sendable (TimeInterval) async -> Void, deadline: RunDeadline? = nil, searches: RunSearches? = nil
    ) {
        runSearches = searches
        self.client = client
        self.api = api
        self.now = now
        self.clock = clock
        self.sleep = sleep
        runDeadline = deadline
    }

    /// When a load starting now must end: the run's deadline, or all of `--timeout` from now.
    func deadline() -> Double {
        runDeadline?.instant ?? clock() + api.timeout
    }

    public func load(
        _ query: TrendingQuery, limit: Int, onPage: @Sendable (Int, Int) -> Void = { _, _ in }
    ) async throws(RemoteLoadError) -> TrendingSearchResult {
        let deadline = self.deadline()
        if query.scope == .all { return try await loadCandidates(query, deadline: deadline, onPage: onPage) }
        let perPage = min(limit, 100)
        // How many pages the list takes: as asked, until the server's page size and total tell (bb33 o-D2).
        var pages = (limit + perPage - 1) / perPage
        // Paging follows `next` until the limit is met, even when pages come shorter than asked
        // (a server's page size is its own), but never past `maxPages`.
        let maxPages = Self.maxPages
        var page = 0
        var next: URL? = GitHubSearchEndpoint.url(api: api, query: query, limit: limit, now: now())
        var repos: [Repo] = []
        var seen = Set<Int>()
        var fetchedURLs = Set<String>()
        var incomplete = false
        var leftOut = LeftOutItems()
        var total: Int?
        func gathered(_ partial: PartialReason? = nil) -> TrendingSearchResult {
            TrendingSearchResult(
                // The rows of whole pages fetched, past the limit too (but never more than the pages
                // asked for hold): the cache keeps them, so load more asks the page after them.
                repos: Array(repos.prefix(max(limit, page * perPage))), isIncomplete: incomplete, partial: partial, droppedItems: leftOut.implausibleCount,
                unreadableItems: leftOut.unreadableCount, totalCount: total
            )
        }

        while let url = next, repos.count < limit {
            page += 1
            fetchedURLs.insert(url.absoluteString)
            onPage(page, max(pages, page))
            var answered: SearchPage?
            var waited = false
            while answered == nil {
                do {
                    answered = try await fetchPage(url, deadline: deadline)
                } catch {
                    // Pages already shown are still good; only a failed first page is a failure.
                    if repos.isEmpty { throw error }
                    // The limit ran out on this page (another client spent it): a reset close
                    // by is waited for, once, and the page asked again, as when a page says so.
                    if !waited, case .rateLimited(let resetsAt?) = error, let wait = resetWait(until: resetsAt, deadline: deadline) {
                        waited = true
                        await sleep(wait)
                        runSearches?.waitedOut()
                        continue
                    }
                    return gathered(.interrupted(error))
                }
            }
            guard let fetched = answered else { break }
            // Results can shift between pages while stars change; never list a repo twice.
            let before = repos.count
            for repo in fetched.result.repos where seen.insert(repo.id).inserted {
                repos.append(repo)
            }
            incomplete = incomplete || fetched.result.isIncomplete
            leftOut.formUnion(fetched.leftOut)
            total = total ?? fetched.result.totalCount
            let sent = fetched.result.repos.count + fetched.result.droppedItems + fetched.result.unreadableItems
            // The pages left, by the server's page size and the total it names (bb34 s-D1): a
            // search of 120 takes 2 pages, whatever the limit.
            if sent > 0, sent < perPage || total != nil {
                let remaining = max(0, min(limit, total ?? limit) - repos.count)
                pages = page + (remaining + sent - 1) / sent
            }
            // A later page of nothing but repos already listed is a page repeated under another
            // address (the server may link on, or not): stop, and say the list is partial.
            if page > 1, repos.count == before, !fetched.result.repos.isEmpty { return gathered(.repeatedRepos) }
            next = LinkHeader.next(in: fetched.response.header("link"), relativeTo: url)
            // A next page on another server would get our headers; don't go there, and say the
            // list is partial rather than pass a short list for a whole one.
            if let link = next, !RedirectPolicy.sameOrigin(link, api.baseURL), repos.count < limit {
                return gathered(.foreignPage)
            }
            guard let following = next, repos.count < limit else { break }
            // A server that links back to a page already fetched, or keeps linking past what the
            // limit needs, would page forever: stop, and say the list is partial.
            if fetchedURLs.contains(following.absoluteString) || page >= maxPages {
                let reason: PartialReason = fetchedURLs.contains(following.absoluteString) ? .repeatedPage : .pageLimit(page)
                return gathered(reason)
            }

            let budget = RateLimitHeaders(fetched.response)
            if budget.isExhausted {
                guard let wait = budget.resetsAt.flatMap({ resetWait(until: $0, deadline: deadline) }) else {
                    return gathered(.rateLimited(resetsAt: SearchLimitWait.honoured(budget.resetsAt, at: now())))
                }
                await sleep(wait)
                // The limit has reset: the next page is asked, as GitHub allows again.
                runSearches?.waitedOut()
            }
        }
        return gathered()
    }

    /// How long to sleep for a spent limit that resets at `resetsAt` (a second past it), when that
    /// is `maxResetWait` or less and ends before `deadline`; else nil.
    func resetWait(until resetsAt: Date, deadline: Double) -> TimeInterval? {
        let wait = max(0, resetsAt.timeIntervalSince(now())) + 1
        return wait <= Self.maxResetWait + 1 && clock() + wait < deadline ? wait : nil
    }

    /// One page of `perPage` results (at most 100), for a list that grows as the user scrolls.
    public func loadPage(_ query: TrendingQuery, page: Int, perPage: Int, asOf: Date) async throws(RemoteLoadError) -> TrendingSearchResult {
        let url = GitHubSearchEndpoint.url(api: api, query: query, limit: perPage, page: page, now: asOf)
        let result = try await fetchPage(url, deadline: clock() + api.timeout).result
        return TrendingSearchResult(
            repos: Array(result.repos.prefix(perPage)), isIncomplete: result.isIncomplete, droppedItems: result.droppedItems,
            unreadableItems: result.unreadableItems,
            totalCount: result.totalCount
        )
    }

    /// One search page read: the result, the items it left out (by repo), and the answer itself.
    typealias SearchPage = (result: TrendingSearchResult, leftOut: LeftOutItems, response: HTTPResponse)

    /// - Parameter retries: `.askedWaitOnly` for a run's many searches: each attempt is one of the
    ///   run's share of GitHub's search limit, an asked wait's resend too, while the share lasts.
    /// - Parameter resends: false for a search's last attempt: no asked wait earns it another.
    func fetchPage(_ url: URL, deadline: Double, retries: HTTPRequest.Retries = .failures, resends: Bool = true) async throws(RemoteLoadError) -> SearchPage {
        var request = api.request(url)
        request.retries = retries
        if !resends {
            request.admitsResend = { false }
        } else if retries != .failures, let runSearches {
            let cap = Self.maxRunSearches(hasToken: api.hasToken)
            request.admitsResend = { runSearches.recordResend(within: cap) }
        }
        request.timeout = deadline - clock()
        guard request.timeout > 0 else { throw .timedOut }
        if let spent = runSearches?.spentLimit { throw spent }
        runSearches?.record()
        let response: HTTPResponse
        do {
            response = try await client.send(request)
        } catch {
            throw RemoteLoadError(error)
        }
        let page: (result: TrendingSearchResult, leftOut: LeftOutItems)
        // `x-ratelimit-remaining: 0` on any answer, a 422 as much as a 200, spends the run's
        // searches (bb38 g2-D1: an 11th search after a 422 said so was refused).
        let budget = RateLimitHeaders(response)
        do {
            page = try GitHubSearchMapper.page(response, now: now(), authorization: request.headers["Authorization"])
        } catch {
            if case .rateLimited = error, let runSearches { throw runSearches.spend(error) }
            if budget.isExhausted { runSearches?.spend(.rateLimited(resetsAt: budget.resetsAt)) }
            throw error
        }
        if budget.isExhausted { runSearches?.spend(.rateLimited(resetsAt: budget.resetsAt)) }
        return (page.result, page.leftOut, response)
    }
}
