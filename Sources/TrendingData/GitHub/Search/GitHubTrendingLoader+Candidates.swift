#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

extension GitHubTrendingLoader {
    /// GitHub's search allows 30 requests a minute with a token and 10 without; a refresh keeps
    /// inside both with one search to spare, for the details of GitHub's trending page's rows
    /// (at most 20 searches a run with a token, 10 without).
    static func maxCandidateSearches(hasToken: Bool) -> Int { hasToken ? 19 : 9 }

    /// `--scope all`: one page from each candidate search, serially, merged without repeats.
    /// Every page doubles as a snapshot of star counts. A failed search after others succeeded
    /// leaves a partial pool; a spent search budget ends it early.
    func loadCandidates(
        _ query: TrendingQuery, deadline: Double, onPage: @Sendable (Int, Int) -> Void
    ) async throws(RemoteLoadError) -> TrendingSearchResult {
        let urls = GitHubSearchEndpoint.candidateURLs(
            api: api, query: query, now: now(), maxRequests: Self.maxCandidateSearches(hasToken: api.hasToken)
        )
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
        for (index, url) in urls.enumerated() {
            onPage(index + 1, urls.count)
            let fetched: SearchPage
            do {
                fetched = try await fetchPage(url, deadline: deadline)
            } catch {
                if repos.isEmpty { throw error }
                return gathered(.interrupted(error))
            }
            for repo in fetched.result.repos where seen.insert(repo.id).inserted {
                repos.append(repo)
            }
            incomplete = incomplete || fetched.result.isIncomplete
            leftOut.formUnion(fetched.leftOut)
            let budget = RateLimitHeaders(fetched.response)
            if budget.isExhausted, index < urls.count - 1 {
                return gathered(.rateLimited(resetsAt: budget.resetsAt))
            }
        }
        return gathered()
    }
}
