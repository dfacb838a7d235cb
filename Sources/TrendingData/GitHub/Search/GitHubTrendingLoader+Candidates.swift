#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

extension GitHubTrendingLoader {
    /// GitHub's search allows 30 requests a minute with a token and 10 without; a run keeps
    /// inside both: at most 20 searches with a token, 10 without.
    static func maxRunSearches(hasToken: Bool) -> Int { hasToken ? 20 : 10 }

    /// The candidate searches a run may ask: one less than the run's share, for the search
    /// naming GitHub's trending page's rows, and fewer when the run named more pages' rows
    /// before (`asked`: a first weekly run reads the daily page too).
    static func maxCandidateSearches(hasToken: Bool, asked: Int = 0) -> Int {
        max(0, min(maxRunSearches(hasToken: hasToken) - 1, maxRunSearches(hasToken: hasToken) - asked))
    }

    /// `--scope all`: one page from each candidate search, serially, merged without repeats.
    /// Every page doubles as a snapshot of star counts. A failed search after others succeeded
    /// leaves a partial pool; a spent search budget ends it early. A search's later page is the
    /// one its last page linked to (`Link: rel="next"`, on the API's own origin, never a page
    /// fetched already), asked only while that page held less than GitHub counts.
    func loadCandidates(
        _ query: TrendingQuery, deadline: Double, onPage: @Sendable (Int, Int) -> Void
    ) async throws(RemoteLoadError) -> TrendingSearchResult {
        let askedBefore = runSearches?.count ?? 0
        let maxRequests = Self.maxCandidateSearches(hasToken: api.hasToken, asked: askedBefore)
        let searches = GitHubSearchEndpoint.candidateSearches(api: api, query: query, now: now(), maxRequests: maxRequests)
        var repos: [Repo] = []
        var seen = Set<Int>()
        var incomplete = false
        var leftOut = LeftOutItems()
        func gathered(_ partial: PartialReason? = nil) -> TrendingSearchResult {
            TrendingSearchResult(
                repos: repos, isIncomplete: incomplete, partial: partial, droppedItems: leftOut.implausibleCount,
                unreadableItems: leftOut.unreadableCount
            )
        }
        // The searches whose last page said there is no more, the page each linked on to, and
        // how many items each has sent.
        var ended = Set<String>()
        var linked: [String: URL] = [:]
        var fetchedURLs = Set<String>()
        var sent: [String: Int] = [:]
        // A search that stalled or failed on its own costs only itself: the others are still asked.
        var failed: [RemoteLoadError] = []
        var asked = 0
        // Searches that answered, with repos or none: only when none did is the whole search failing.
        var answered = 0
        // The last search's failure, when it was one every search might meet: a second in a row ends the pool.
        var lastFailure: RemoteLoadError?
        let share = GitHubAPI.requestShare(run: api.timeout)
        var waited = false
        for (index, search) in searches.enumerated() {
            // A short wait GitHub asked for and no resend was left for (the rows' search's second
            // attempt, the run's last search) is waited out once: it costs a second, not the run's
            // searches (bb47 review 2).
            if !waited, case .rateLimited(let resetsAt?)? = runSearches?.spentLimit, let wait = resetWait(until: resetsAt, deadline: deadline) {
                waited = true
                await sleep(wait)
                runSearches?.waitedOut()
            }
            var url = search.url
            if search.page > 1 {
                guard !ended.contains(search.qualifiers), let next = linked.removeValue(forKey: search.qualifiers) else { continue }
                url = next
            }
            // A search asked again after a wait GitHub asked for took a later one's place (bb45 b3-D1).
            if let runSearches, runSearches.count - askedBefore >= maxRequests {
                onPage(searches.count, searches.count)
                break
            }
            onPage(index + 1, searches.count)
            asked += 1
            fetchedURLs.insert(url.absoluteString)
            let fetched: SearchPage
            // Whether the run's deadline, not the search's own share, bounds this search.
            let runBound = deadline <= clock() + share
            do {
                fetched = try await fetchPage(url, deadline: min(deadline, clock() + share), retries: .askedWaitOnly)
            } catch {
                let mayBeItsOwn = Self.costsOnlyItself(error) || Self.mayCostOnlyItself(error) && lastFailure.map { !Self.sameKind($0, error) } ?? true
                if mayBeItsOwn, clock() < deadline {
                    failed.append(error)
                    ended.insert(search.qualifiers)
                    lastFailure = Self.mayCostOnlyItself(error) ? error : nil
                    continue
                }
                if answered == 0 { throw error }
                let notAsked = searches[(index + 1)...].filter { $0.page == 1 }.count
                // Cut by --timeout running out: no search failed, the run's time did (bb47 f3-D3).
                if runBound, error == .timedOut {
                    return gathered(.searchesOutOfTime(notAnswered: notAsked + 1, failed: failed))
                }
                return gathered(.searchesStopped(error, failed: failed.count + 1, notAsked: notAsked, others: failed))
            }
            lastFailure = nil
            answered += 1
            for repo in fetched.result.repos where seen.insert(repo.id).inserted {
                repos.append(repo)
            }
            incomplete = incomplete || fetched.result.isIncomplete
            leftOut.formUnion(fetched.leftOut)
            let page = fetched.result
            sent[search.qualifiers, default: 0] += page.repos.count + page.droppedItems + page.unreadableItems
            // GitHub's own next page, never one on another server (it would get our headers) or
            // one fetched already (a server linking back would be asked again and again).
            if let next = LinkHeader.next(in: fetched.response.header("link"), relativeTo: url), RedirectPolicy.sameOrigin(next, api.baseURL),
               !fetchedURLs.contains(next.absoluteString), page.totalCount.map({ $0 > sent[search.qualifiers, default: 0] }) ?? true {
                linked[search.qualifiers] = next
            } else {
                ended.insert(search.qualifiers)
            }
            let budget = RateLimitHeaders(fetched.response)
            if budget.isExhausted, index < searches.count - 1 {
                return gathered(.rateLimited(resetsAt: SearchLimitWait.honoured(budget.resetsAt, at: now())))
            }
        }
        if let first = failed.first {
            if answered == 0 { throw first }
            return gathered(.searchesFailed(first, failed: failed.count, of: asked, others: Array(failed.dropFirst())))
        }
        return gathered()
    }

    /// A failure of one search's own (a stall, a 5xx, a broken or oversized answer), which the
    /// next search may not meet; one every search would meet (no network, a rejected token, a
    /// rate limit, a refused query) ends the pool as before.
    static func costsOnlyItself(_ error: RemoteLoadError) -> Bool {
        switch error {
        case .unreadableHeaders(.libraryStopped): false
        case .timedOut, .serverError, .malformedResponse, .badAnswer, .unreadableHeaders, .responseTooLarge, .unexpectedStatus: true
        default: false
        }
    }

    /// A failure that may be one search's own or every search's: a refused query (422: its own
    /// qualifiers, or the `--language` all share) or a lost connection (a server dropping that
    /// request, or no network; an answer that stopped the HTTP library is one). The first is skipped like one of its own; the same again from the
    /// next search says it is every search's, and ends the pool.
    static func mayCostOnlyItself(_ error: RemoteLoadError) -> Bool {
        switch error {
        case .invalidQuery, .unreachable, .unreadableHeaders(.libraryStopped): true
        default: false
        }
    }

    private static func sameKind(_ first: RemoteLoadError, _ second: RemoteLoadError) -> Bool {
        switch (first, second) {
        case (.invalidQuery, .invalidQuery), (.unreachable, .unreachable), (.unreadableHeaders(.libraryStopped), .unreadableHeaders(.libraryStopped)): true
        default: false
        }
    }
}
