#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// The remote gateway on GitHub's search API: pages through results one request at a time,
/// within one deadline, and never starts a request the rate-limit budget says will fail.
public struct GitHubTrendingLoader: TrendingRepoLoader {
    /// The longest wait for a spent budget to reset while paging; longer ends the list early.
    public static let maxResetWait: TimeInterval = 10

    private let client: any NetworkClient
    private let api: GitHubAPI
    private let now: @Sendable () -> Date
    private let clock: MonotonicClock
    private let sleep: @Sendable (TimeInterval) async -> Void

    public init(
        client: any NetworkClient, api: GitHubAPI, now: @escaping @Sendable () -> Date,
        clock: @escaping MonotonicClock = SystemMonotonicClock.now,
        sleep: @escaping @Sendable (TimeInterval) async -> Void
    ) {
        self.client = client
        self.api = api
        self.now = now
        self.clock = clock
        self.sleep = sleep
    }

    public func load(
        _ query: TrendingQuery, limit: Int, onPage: @Sendable (Int, Int) -> Void = { _, _ in }
    ) async throws(RemoteLoadError) -> TrendingSearchResult {
        let deadline = clock() + api.timeout
        let perPage = min(limit, 100)
        let pages = (limit + perPage - 1) / perPage
        var page = 0
        var next: URL? = GitHubSearchEndpoint.url(api: api, query: query, limit: limit, now: now())
        var repos: [Repo] = []
        var seen = Set<Int>()
        var incomplete = false
        var dropped = 0

        while let url = next, repos.count < limit {
            page += 1
            onPage(page, max(pages, page))
            let fetched: (result: TrendingSearchResult, response: HTTPResponse)
            do {
                fetched = try await fetchPage(url, deadline: deadline)
            } catch {
                // Pages already shown are still good; only a failed first page is a failure.
                if repos.isEmpty { throw error }
                return TrendingSearchResult(repos: repos, isIncomplete: incomplete, partial: .interrupted(error), droppedItems: dropped)
            }
            // Results can shift between pages while stars change; never list a repo twice.
            for repo in fetched.result.repos where seen.insert(repo.id).inserted {
                repos.append(repo)
            }
            incomplete = incomplete || fetched.result.isIncomplete
            dropped += fetched.result.droppedItems
            next = LinkHeader.next(in: fetched.response.header("link")).flatMap { link in
                // A next page on another server would get our headers; don't go there.
                RedirectPolicy.sameOrigin(link, api.baseURL) ? link : nil
            }
            guard next != nil, repos.count < limit else { break }

            let budget = RateLimitHeaders(fetched.response)
            if budget.isExhausted {
                let wait = max(0, (budget.resetsAt ?? .distantFuture).timeIntervalSince(now())) + 1
                guard wait <= Self.maxResetWait + 1, clock() + wait < deadline else {
                    return TrendingSearchResult(
                        repos: Array(repos.prefix(limit)), isIncomplete: incomplete,
                        partial: .rateLimited(resetsAt: budget.resetsAt), droppedItems: dropped
                    )
                }
                await sleep(wait)
            }
        }
        return TrendingSearchResult(repos: Array(repos.prefix(limit)), isIncomplete: incomplete, droppedItems: dropped)
    }

    private func fetchPage(_ url: URL, deadline: Double) async throws(RemoteLoadError) -> (TrendingSearchResult, HTTPResponse) {
        var request = api.request(url)
        request.timeout = deadline - clock()
        guard request.timeout > 0 else { throw .timedOut }
        let response: HTTPResponse
        do {
            response = try await client.send(request)
        } catch {
            throw RemoteLoadError(error)
        }
        return (try GitHubSearchMapper.map(response, now: now()), response)
    }
}
